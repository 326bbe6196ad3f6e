import { cva, type VariantProps } from "class-variance-authority";
import { type ButtonHTMLAttributes, forwardRef, type HTMLAttributes, type ReactNode } from "react";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";

const tagVariants = cva("rb-tag", {
  variants: {
    tone: modifiers("rb-tag", ["neutral", "brand", "accent", "success", "warning", "danger", "info"]),
    size: modifiers("rb-tag", ["sm", "md"]),
  },
  defaultVariants: { tone: "neutral", size: "md" },
});

export type TagProps = HTMLAttributes<HTMLSpanElement> &
  VariantProps<typeof tagVariants> & {
    /** Icon before the text. */
    icon?: ReactNode;
  };

/** A static label: a status, a skill, a schedule. Tones for meaning, never colour alone. */
export function Tag({ tone, size, icon, className, children, ...props }: TagProps) {
  return (
    <span data-slot="tag" className={cn(tagVariants({ tone, size }), className)} {...props}>
      {icon ? <span className="rb-tag__icon">{icon}</span> : null}
      {children}
    </span>
  );
}

export type ChipProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  /** Selectable chip (a filter): renders a toggle button with `aria-pressed`. */
  selected?: boolean;
  onClick?: () => void;
  /** Removable chip (a chosen skill): shows a remove button that calls this. */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. «Удалить навык TypeScript». Required with `onRemove`. */
  removeLabel?: string;
  icon?: ReactNode;
};

/**
 * An interactive chip. With `onRemove` it is a label with its own remove button; otherwise a
 * toggle button for filters (`selected` sets `aria-pressed`).
 */
export const Chip = forwardRef<HTMLButtonElement, ChipProps>(function Chip(
  { selected, onClick, onRemove, removeLabel, icon, className, children, disabled, ...props },
  ref,
) {
  if (onRemove) {
    return (
      <span
        data-slot="chip"
        className={cn("rb-chip rb-chip--removable", className)}
        data-disabled={disabled ? "" : undefined}
      >
        {icon ? <span className="rb-chip__icon">{icon}</span> : null}
        <span className="rb-chip__label">{children}</span>
        <button
          ref={ref}
          type="button"
          className="rb-chip__remove"
          aria-label={removeLabel}
          title={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          {...props}
        >
          <CloseIcon size={14} strokeWidth={2.4} />
        </button>
      </span>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      data-slot="chip"
      aria-pressed={selected ?? undefined}
      className={cn("rb-chip", className)}
      disabled={disabled}
      onClick={onClick}
      {...props}
    >
      {icon ? <span className="rb-chip__icon">{icon}</span> : null}
      <span className="rb-chip__label">{children}</span>
    </button>
  );
});
