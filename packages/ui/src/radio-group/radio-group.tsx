import { type ReactNode, useId } from "react";
import { AlertIcon } from "../icon/icons";
import { cn } from "../lib/cn";

/** One choice of a {@link RadioGroup}: its value, its visible label and an optional line under it. */
export interface RadioOption<Value extends string> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupProps<Value extends string> {
  /** What is being chosen: the fieldset's legend, so a screen reader names the group by it. */
  legend: ReactNode;
  /** Keep the legend for screen readers only. */
  hideLegend?: boolean;
  options: readonly RadioOption<Value>[];
  /** The chosen value, or null for none yet. */
  value: Value | null;
  onValueChange: (value: Value) => void;
  /** The validation message (e.g. nothing chosen after a submit attempt); marks the group invalid. */
  error?: ReactNode;
  /** Marks the radios required. */
  required?: boolean;
  disabled?: boolean;
  /** `cards`: each option a bordered row (few options, a dialog); `plain`: a compact list. Default `cards`. */
  look?: "cards" | "plain";
  className?: string;
}

/**
 * A labelled set of native radio buttons (`<fieldset>` + `<legend>`): the arrow keys move
 * within the group, Tab leaves it, the platform announces «1 из 7». An error is tied to the
 * group by `aria-describedby` and said with an icon, not by colour alone.
 */
export function RadioGroup<Value extends string>({
  legend,
  hideLegend = false,
  options,
  value,
  onValueChange,
  error,
  required,
  disabled,
  look = "cards",
  className,
}: RadioGroupProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  const hasError = error !== undefined && error !== null && error !== false;
  return (
    <fieldset
      data-slot="radio-group"
      data-invalid={hasError ? "" : undefined}
      className={cn("rb-radio-group", `rb-radio-group--${look}`, className)}
      disabled={disabled}
      aria-describedby={hasError ? errorId : undefined}
    >
      <legend className={cn("rb-field__label rb-radio-group__legend", hideLegend && "rb-sr-only")}>
        {legend}
      </legend>
      <div className="rb-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="rb-radio-group__option">
            <input
              type="radio"
              className="rb-radio-group__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              required={required}
              aria-invalid={hasError || undefined}
              onChange={() => onValueChange(option.value)}
            />
            <span className="rb-radio-group__text">
              <span className="rb-radio-group__label">{option.label}</span>
              {option.description ? (
                <span className="rb-radio-group__description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {hasError ? (
        <p id={errorId} className="rb-field__error" data-slot="field-error">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
