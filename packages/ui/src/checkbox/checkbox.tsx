import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { describedBy, useFieldIds } from "../field/field";
import { useErrorVisibility } from "../field/use-touched";
import { AlertIcon, CheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> & {
  /** The label; may hold links (e.g. the consent text with its policy links). */
  label: ReactNode;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Validation message, shown after the box was toggled or left once, or when `showError`. */
  error?: ReactNode;
  showError?: boolean;
};

/**
 * A checkbox with a rich label. Links inside the label work as links (clicking them does not
 * toggle the box). Native input underneath: Space toggles, forms and autofill see it.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, hint, error, showError, className, disabled, onBlur, onChange, ...props },
  ref,
) {
  const ids = useFieldIds(id);
  const { errorVisible, markTouched } = useErrorVisibility(error, showError);
  return (
    <div
      data-slot="checkbox"
      data-invalid={errorVisible ? "" : undefined}
      data-disabled={disabled ? "" : undefined}
      className={cn("rb-checkbox", className)}
    >
      <div className="rb-checkbox__row">
        <span className="rb-checkbox__control">
          <input
            ref={ref}
            id={ids.controlId}
            type="checkbox"
            className="rb-checkbox__input"
            disabled={disabled}
            aria-invalid={errorVisible || undefined}
            aria-describedby={describedBy(errorVisible && ids.errorId, hint ? ids.hintId : null)}
            onChange={(event) => {
              markTouched();
              onChange?.(event);
            }}
            onBlur={(event) => {
              markTouched();
              onBlur?.(event);
            }}
            {...props}
          />
          <span className="rb-checkbox__box" aria-hidden="true">
            <CheckIcon size={14} strokeWidth={3} />
          </span>
        </span>
        <label htmlFor={ids.controlId} className="rb-checkbox__label">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className="rb-field__hint rb-checkbox__hint">
          {hint}
        </p>
      ) : null}
      {errorVisible ? (
        <p id={ids.errorId} className="rb-field__error rb-checkbox__hint">
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
});
