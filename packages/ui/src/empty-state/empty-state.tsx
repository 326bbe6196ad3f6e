import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";

export type EmptyStateProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  /** An icon or small illustration. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
  /** Heading level that fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** `compact` for use inside cards and lists. */
  size?: "md" | "compact";
};

/** What to show when a list has nothing in it yet, with a way forward. */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  headingLevel = 2,
  size = "md",
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn("rb-state", size === "compact" && "rb-state--compact", className)}
      {...props}
    >
      {icon ? (
        <div className="rb-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="rb-state__title">{title}</Heading>
      {description ? <p className="rb-state__description">{description}</p> : null}
      {actions ? <div className="rb-state__actions">{actions}</div> : null}
    </div>
  );
}
