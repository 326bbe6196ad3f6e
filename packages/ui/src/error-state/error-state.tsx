import type { HTMLAttributes, ReactNode } from "react";
import { StateBlock } from "../empty-state/state-block";
import { cn } from "../lib/cn";

export type ErrorStateProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  /** A status code shown large (error pages: 403, 404, 500). */
  code?: string | number;
  /** An icon for inline errors (when there is no code). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Retry, go home, contact support. */
  actions?: ReactNode;
  /** Heading level that fits the page outline. Default 1 with a code (a page), else 2. */
  headingLevel?: 1 | 2 | 3;
  size?: "md" | "compact";
};

/**
 * An error page body (with a big status code) or an inline error block (with an icon and a
 * retry action).
 */
export function ErrorState({ code, headingLevel, className, ...props }: ErrorStateProps) {
  return (
    <StateBlock
      data-slot="error-state"
      className={cn("rb-state--error", className)}
      headingLevel={headingLevel ?? (code !== undefined ? 1 : 2)}
      lead={
        code !== undefined ? (
          <p className="rb-state__code" data-slot="error-code">
            {code}
          </p>
        ) : undefined
      }
      {...props}
    />
  );
}
