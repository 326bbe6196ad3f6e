import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import {
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";
import { CountBadge } from "../badge/badge";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";
import { Spinner } from "../spinner/spinner";

/** Class names of the button look, for the rare element that must look like a button. */
export const buttonVariants = cva("rb-button", {
  variants: {
    variant: modifiers("rb-button", ["primary", "secondary", "ghost", "danger", "link"]),
    size: modifiers("rb-button", ["sm", "md", "lg"]),
    fullWidth: { true: "rb-button--full" },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

type ButtonOwnProps = VariantProps<typeof buttonVariants> & {
  /** Shows a spinner, sets `aria-busy` and ignores clicks while keeping the button's width. */
  loading?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /**
   * Render the single child element (e.g. a router `<Link>`) with the button's look and
   * behaviour instead of a `<button>`.
   */
  asChild?: boolean;
};

export type ButtonProps = ButtonOwnProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** When set, renders an `<a>` with the button's look. */
    href?: string;
    target?: AnchorHTMLAttributes<HTMLAnchorElement>["target"];
    rel?: string;
  };

/**
 * The action button. Variants primary / secondary / ghost / danger / link, sizes sm / md / lg,
 * `loading`, `disabled`, `fullWidth`; renders a link with `href` or any element with `asChild`.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    disabled = false,
    startIcon,
    endIcon,
    asChild = false,
    href,
    target,
    rel,
    className,
    children,
    type,
    onClick,
    ...props
  },
  ref,
) {
  const inert = disabled || loading;
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  // Passed as separate children, never wrapped in a fragment: with `asChild`, Slot must find
  // the Slottable among its direct children to render the caller's element with our props.
  const spinner = loading ? (
    <span className="rb-button__spinner">
      <Spinner size={size === "lg" ? "md" : "sm"} tone="current" />
    </span>
  ) : null;
  const start = startIcon ? (
    <span className="rb-button__icon" data-slot="button-icon">
      {startIcon}
    </span>
  ) : null;
  const end = endIcon ? (
    <span className="rb-button__icon" data-slot="button-icon">
      {endIcon}
    </span>
  ) : null;
  const state = {
    "data-slot": "button",
    "data-loading": loading ? "" : undefined,
    "aria-busy": loading || undefined,
  };
  const guardClick = (event: MouseEvent<HTMLElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event as MouseEvent<HTMLButtonElement>);
  };

  if (asChild || href !== undefined) {
    const Comp = asChild ? Slot : "a";
    return (
      <Comp
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        {...state}
        href={inert ? undefined : href}
        target={target}
        rel={rel ?? (target === "_blank" ? "noopener noreferrer" : undefined)}
        aria-disabled={inert || undefined}
        data-disabled={disabled ? "" : undefined}
        onClick={guardClick}
        {...(props as AnchorHTMLAttributes<HTMLAnchorElement>)}
      >
        {spinner}
        {start}
        <Slottable>{children}</Slottable>
        {end}
      </Comp>
    );
  }

  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type ?? "button"}
      className={classes}
      {...state}
      // A loading button stays focusable (focus is not lost mid-submit) but does nothing.
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={guardClick}
      {...props}
    >
      {spinner}
      {start}
      {children}
      {end}
    </button>
  );
});

const iconButtonVariants = cva("rb-icon-button", {
  variants: {
    variant: modifiers("rb-icon-button", ["ghost", "secondary", "primary", "danger"]),
    size: modifiers("rb-icon-button", ["sm", "md", "lg"]),
    round: { true: "rb-icon-button--round" },
  },
  defaultVariants: { variant: "ghost", size: "md" },
});

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name — required, since the button shows only an icon. */
    label: string;
    /** The icon to show. */
    icon: ReactNode;
    /** A small numeric badge (e.g. unread messages); hidden at 0. */
    badge?: number;
  };

/** A square button that shows only an icon; `label` becomes its `aria-label` and tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, badge, variant, size, round, className, type, title, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      data-slot="icon-button"
      aria-label={label}
      title={title ?? label}
      className={cn(iconButtonVariants({ variant, size, round }), className)}
      {...props}
    >
      {icon}
      {badge ? <CountBadge count={badge} className="rb-icon-button__badge" /> : null}
    </button>
  );
});
