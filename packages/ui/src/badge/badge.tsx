import type { HTMLAttributes } from "react";
import { createIcon } from "../icon/create-icon";
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

// A shield with a tick: "checked by someone", unlike CheckCircleIcon's "done".
const ShieldCheckIcon = createIcon(
  "shield-check",
  <>
    <path d="M12 3 5 6v5.5c0 4.3 2.9 8 7 9.5 4.1-1.5 7-5.2 7-9.5V6l-7-3Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

export type VerifiedBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, "children"> & {
  /** The visible text, e.g. «Проверенная компания»; screen readers read it as it is. */
  label: string;
  /**
   * Icon only: the label becomes the badge's accessible name and its tooltip, for a row with no
   * room for the words.
   */
  iconOnly?: boolean;
};

/**
 * Says a company was confirmed in a registry: a shield with a tick and the label. The icon is
 * decorative; the words (or, icon only, the accessible name) carry the meaning, so it is never
 * said by colour alone.
 */
export function VerifiedBadge({ label, iconOnly = false, className, ...props }: VerifiedBadgeProps) {
  return (
    <span
      data-slot="verified-badge"
      className={cn("rb-verified-badge", iconOnly && "rb-verified-badge--icon-only", className)}
      {...(iconOnly ? { role: "img", "aria-label": label, title: label } : {})}
      {...props}
    >
      <ShieldCheckIcon size="1.1em" />
      {iconOnly ? null : <span>{label}</span>}
    </span>
  );
}
