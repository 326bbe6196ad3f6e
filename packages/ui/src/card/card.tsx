import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { forwardRef, type HTMLAttributes } from "react";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";

const cardVariants = cva("rb-card", {
  variants: {
    variant: modifiers("rb-card", ["outline", "elevated", "filled"]),
    padding: {
      none: "rb-card--pad-none",
      sm: "rb-card--pad-sm",
      md: "rb-card--pad-md",
      lg: "rb-card--pad-lg",
    },
    interactive: { true: "rb-card--interactive" },
  },
  defaultVariants: { variant: "outline", padding: "md" },
});

export type CardProps = HTMLAttributes<HTMLDivElement> &
  VariantProps<typeof cardVariants> & {
    /** Render the single child (e.g. `<article>` or a link) with the card's look. */
    asChild?: boolean;
  };

/**
 * A surface that groups content (a vacancy, a profile section). `interactive` adds hover
 * lift for cards that are links; put the link on the title and let it cover the card.
 */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant, padding, interactive, asChild = false, className, ...props },
  ref,
) {
  const Comp = asChild ? Slot : "div";
  return (
    <Comp
      ref={ref}
      data-slot="card"
      className={cn(cardVariants({ variant, padding, interactive }), className)}
      {...props}
    />
  );
});

/** Title row of a card. */
export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="card-header" className={cn("rb-card__header", className)} {...props} />;
}

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Heading level that fits the page outline. Default 3. */
  level?: 1 | 2 | 3 | 4;
};

/** The card's heading. */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading data-slot="card-title" className={cn("rb-card__title", className)} {...props} />;
}

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p data-slot="card-description" className={cn("rb-card__description", className)} {...props} />;
}

/** The card's main content. */
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="card-content" className={cn("rb-card__content", className)} {...props} />;
}

/** Actions or meta at the bottom of a card. */
export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div data-slot="card-footer" className={cn("rb-card__footer", className)} {...props} />;
}
