import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";

export type StateBlockProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  /** Shown first instead of the icon (the error page's status code). */
  lead?: ReactNode;
  /** An icon or small illustration, shown when there is no `lead`. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  headingLevel: 1 | 2 | 3 | 4;
  size?: "md" | "compact";
};

/** The `.rb-state` layout EmptyState and ErrorState share: icon, heading, text, actions. */
export function StateBlock({
  lead,
  icon,
  title,
  description,
  actions,
  headingLevel,
  size = "md",
  className,
  ...props
}: StateBlockProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn("rb-state", size === "compact" && "rb-state--compact", className)} {...props}>
      {lead ??
        (icon ? (
          <div className="rb-state__icon" aria-hidden="true">
            {icon}
          </div>
        ) : null)}
      <Heading className="rb-state__title">{title}</Heading>
      {description ? <p className="rb-state__description">{description}</p> : null}
      {actions ? <div className="rb-state__actions">{actions}</div> : null}
    </div>
  );
}
