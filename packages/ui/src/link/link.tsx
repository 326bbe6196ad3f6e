import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from "react";
import { ExternalLinkIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";

const linkVariants = cva("rb-link", {
  variants: {
    variant: modifiers("rb-link", ["default", "subtle", "inherit"]),
    underline: { always: "rb-link--underline", hover: "rb-link--underline-hover" },
  },
  defaultVariants: { variant: "default", underline: "always" },
});

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  VariantProps<typeof linkVariants> & {
    /**
     * Opens in a new tab with `rel="noopener noreferrer"` and an external-link icon.
     * Pass `externalLabel` (e.g. «откроется в новой вкладке») so screen readers hear it too.
     */
    external?: boolean;
    /** Screen-reader note appended to external links. */
    externalLabel?: string;
    /** Render the single child (a router link) with the link's look. */
    asChild?: boolean;
  };

/** Keeps the icon on the same line as the last word, so it never starts a line alone. */
function GlueLastWord({ children, icon }: { children: ReactNode; icon: ReactNode }) {
  if (typeof children !== "string") {
    return (
      <>
        {children}
        <span className="rb-link__glue">{icon}</span>
      </>
    );
  }
  const at = children.trimEnd().lastIndexOf(" ");
  return (
    <>
      {at >= 0 ? children.slice(0, at + 1) : null}
      <span className="rb-link__glue">
        {children.slice(at + 1)}
        {icon}
      </span>
    </>
  );
}

/** A text link. Variants default / subtle / inherit; `external` for a new tab; `asChild` for router links. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant,
    underline,
    external = false,
    externalLabel,
    asChild = false,
    className,
    children,
    target,
    rel,
    ...props
  },
  ref,
) {
  const classes = cn(linkVariants({ variant, underline }), className);
  if (asChild) {
    return (
      <Slot ref={ref} data-slot="link" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <a
      ref={ref}
      data-slot="link"
      className={classes}
      target={external ? "_blank" : target}
      rel={external ? "noopener noreferrer" : rel}
      {...props}
    >
      {external ? (
        <GlueLastWord icon={<ExternalLinkIcon size="0.95em" className="rb-link__external" />}>
          {children}
        </GlueLastWord>
      ) : (
        children
      )}
      {external && externalLabel ? <span className="rb-sr-only"> ({externalLabel})</span> : null}
    </a>
  );
});
