import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError, FieldHint, fieldStateAttributes, useField } from "../field/field";
import { CheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> & {
  /** The label; may hold links (e.g. the consent text with its policy links). */
  label: ReactNode;
  /** Helper text under the label. */
  hint?: ReactNode;
  /** Validation message, shown after the box was toggled or left once, or when `showError`. */
  error?: ReactNode;
  showError?: boolean;
  /**
   * `switch`: an on/off setting that takes effect as a whole («Показывать резюме работодателям»),
   * drawn as a toggle track and announced as a switch (`role="switch"`); the native checkbox
   * stays underneath.
   */
  look?: "checkbox" | "switch";
};

/**
 * A checkbox with a rich label. Links inside the label work as links (clicking them does not
 * toggle the box). Native input underneath: Space toggles, forms and autofill see it.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { id, label, hint, error, showError, className, disabled, onBlur, onChange, look = "checkbox", ...props },
  ref,
) {
  // `required` stays with the native input (no aria-required: the checkbox never had it).
  const { ids, errorVisible, markTouched, control } = useField({
    id,
    label,
    hint,
    error,
    showError,
    disabled,
  });
  return (
    <div
      data-slot="checkbox"
      {...fieldStateAttributes(errorVisible, disabled)}
      className={cn("rb-checkbox", look === "switch" && "rb-checkbox--switch", className)}
    >
      <div className="rb-checkbox__row">
        <span className="rb-checkbox__control">
          <input
            ref={ref}
            {...control}
            type="checkbox"
            {...(look === "switch" ? { role: "switch" } : {})}
            className="rb-checkbox__input"
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
            {look === "switch" ? (
              <span className="rb-checkbox__thumb" />
            ) : (
              <CheckIcon size={14} strokeWidth={3} />
            )}
          </span>
        </span>
        <label htmlFor={ids.controlId} className="rb-checkbox__label">
          {label}
        </label>
      </div>
      {hint ? (
        <FieldHint id={ids.hintId} className="rb-checkbox__hint">
          {hint}
        </FieldHint>
      ) : null}
      {errorVisible ? (
        <FieldError id={ids.errorId} className="rb-checkbox__hint">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
});
