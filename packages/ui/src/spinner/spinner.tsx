import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";

const spinnerVariants = cva("rb-spinner", {
  variants: {
    size: modifiers("rb-spinner", ["xs", "sm", "md", "lg", "xl"]),
    tone: modifiers("rb-spinner", ["primary", "current"]),
  },
  defaultVariants: { size: "md", tone: "primary" },
});

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /**
     * What is loading, read by screen readers (e.g. «Загрузка»). Without it the spinner is
     * decorative — right when the surrounding element already says it is busy (`aria-busy`).
     */
    label?: string;
  };

/** A rotating ring. Sizes xs–xl; `tone="current"` follows the text colour (inside buttons). */
export function Spinner({ size, tone, label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      className={cn(spinnerVariants({ size, tone }), className)}
      role={label ? "status" : undefined}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <svg viewBox="0 0 50 50" className="rb-spinner__svg" aria-hidden="true" focusable="false">
        <circle className="rb-spinner__track" cx="25" cy="25" r="20" />
        <circle className="rb-spinner__arc" cx="25" cy="25" r="20" />
      </svg>
      {label ? <span className="rb-sr-only">{label}</span> : null}
    </span>
  );
}

export type PageSpinnerProps = Omit<HTMLAttributes<HTMLDivElement>, "children"> & {
  /** Read by screen readers and shown under the spinner when `showLabel` is set. */
  label: string;
  /** Show the label under the spinner. Default false. */
  showLabel?: boolean;
  /** Cover the whole viewport (route-level fallback) instead of filling the parent. Default false. */
  fullscreen?: boolean;
};

/**
 * The large spinner shown while a lazy page or the start-up auth check loads (§2.1).
 * Centres itself in its container (or the viewport with `fullscreen`).
 */
export function PageSpinner({
  label,
  showLabel = false,
  fullscreen = false,
  className,
  ...props
}: PageSpinnerProps) {
  return (
    <div
      data-slot="page-spinner"
      role="status"
      aria-live="polite"
      className={cn("rb-page-spinner", fullscreen && "rb-page-spinner--fullscreen", className)}
      {...props}
    >
      <Spinner size="xl" />
      <span className={showLabel ? "rb-page-spinner__label" : "rb-sr-only"}>{label}</span>
    </div>
  );
}
