import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";

export type CountBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  /** The number to show; nothing renders at 0 or below. */
  count: number;
  /** Above this the badge reads `${max}+` (default 99). */
  max?: number;
  /**
   * What the number means for a screen reader, e.g. «3 непрочитанных». Without it the badge is
   * decorative (its meaning is said elsewhere, e.g. in the button's label).
   */
  label?: string;
};

/** A small round counter (unread messages) laid on an icon or next to a list item. */
export function CountBadge({ count, max = 99, label, className, ...props }: CountBadgeProps) {
  if (count <= 0) return null;
  const text = count > max ? `${max}+` : String(count);
  return (
    <span
      data-slot="count-badge"
      className={cn("rb-count-badge", className)}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <span aria-hidden={label ? true : undefined}>{text}</span>
      {label ? <span className="rb-sr-only">{label}</span> : null}
    </span>
  );
}
