import { forwardRef, type SelectHTMLAttributes } from "react";
import { describedBy, type FieldProps, FieldShell, useFieldIds } from "../field/field";
import { useErrorVisibility } from "../field/use-touched";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";

/** One option of a `Select`. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "size" | "multiple"> &
  FieldProps & {
    options: ReadonlyArray<SelectOption>;
    /** Text of the empty first choice (e.g. «Выберите сайт»); it cannot be re-selected. */
    placeholder?: string;
    /** Class of the outer field wrapper (`className` goes to the box). */
    fieldClassName?: string;
  };

/**
 * A dropdown built on the native `<select>`: the platform's own picker on phones, full
 * keyboard and screen-reader support for free, styled to match the text fields.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    id,
    label,
    hideLabel,
    hint,
    error,
    showError,
    required,
    options,
    placeholder,
    className,
    fieldClassName,
    disabled,
    onBlur,
    value,
    defaultValue,
    ...props
  },
  ref,
) {
  const ids = useFieldIds(id);
  const { errorVisible, markTouched } = useErrorVisibility(error, showError);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      errorVisible={errorVisible}
      disabled={disabled}
      className={fieldClassName}
    >
      <div data-slot="select" className={cn("rb-control rb-select", className)}>
        <select
          ref={ref}
          id={ids.controlId}
          className="rb-control__input rb-select__native"
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={errorVisible || undefined}
          aria-describedby={describedBy(errorVisible && ids.errorId, hint ? ids.hintId : null)}
          value={value}
          defaultValue={
            value === undefined && placeholder !== undefined ? (defaultValue ?? "") : defaultValue
          }
          onBlur={(event) => {
            markTouched();
            onBlur?.(event);
          }}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="rb-select__chevron" />
      </div>
    </FieldShell>
  );
});
