import type { CSSProperties, KeyboardEvent, ReactNode } from "react";
import { cn } from "../lib/cn";
import { nextRovingIndex, useRovingItems } from "../lib/roving";

/** One choice of a segmented control. */
export type SegmentedOption<T extends string = string> = {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
};

export type SegmentedControlProps<T extends string = string> = {
  /** Accessible name of the group (e.g. «Кто вы»). */
  label: string;
  options: ReadonlyArray<SegmentedOption<T>>;
  value: T;
  onValueChange: (value: T) => void;
  size?: "sm" | "md";
  /** Stretch to the container width with equal segments. */
  fullWidth?: boolean;
  disabled?: boolean;
  className?: string;
  id?: string;
};

/**
 * A two-or-more option switch (e.g. «Ищу работу» / «Ищу сотрудников») with radio-group
 * semantics: one tab stop, arrow keys move and select, Home/End jump.
 */
export function SegmentedControl<T extends string = string>({
  label,
  options,
  value,
  onValueChange,
  size = "md",
  fullWidth = false,
  disabled = false,
  className,
  id,
}: SegmentedControlProps<T>) {
  const items = useRovingItems<HTMLButtonElement>();
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    let index = nextRovingIndex(event.key, selectedIndex, options.length);
    if (index === null) return;
    event.preventDefault();
    const step = event.key === "ArrowLeft" || event.key === "ArrowUp" || event.key === "End" ? -1 : 1;
    // Skip disabled options in the direction of travel.
    for (let tries = 0; tries < options.length && options[index]?.disabled; tries += 1) {
      index = (index + step + options.length) % options.length;
    }
    const option = options[index];
    if (!option || option.disabled) return;
    onValueChange(option.value);
    items.focusItem(index);
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-slot="segmented-control"
      className={cn("rb-segmented", `rb-segmented--${size}`, fullWidth && "rb-segmented--full", className)}
      style={{ "--rb-seg-count": options.length, "--rb-seg-index": selectedIndex } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <span className="rb-segmented__thumb" aria-hidden="true" />
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a roving-tabindex radio group of buttons, styled as one switch.
          <button
            key={option.value}
            ref={items.itemRef(index)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            disabled={disabled || option.disabled}
            data-state={checked ? "on" : "off"}
            className="rb-segmented__item"
            onClick={() => onValueChange(option.value)}
          >
            {option.icon ? <span className="rb-segmented__icon">{option.icon}</span> : null}
            <span className="rb-segmented__label">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
