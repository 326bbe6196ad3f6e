import { forwardRef, type SelectHTMLAttributes } from "react";
import { type FieldProps, FieldShell, useField } from "../field/field";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";

/** One option of a `Select`. */
export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "size" | "multiple"> &
  FieldProps & {
    options: ReadonlyArray<SelectOption>;
    /** Text of the empty first choice (e.g. «Выберите сайт»); it cannot be re-selected unless `clearable`. */
    placeholder?: string;
    /**
     * The placeholder stays a choice that empties the value: a filter's «Любой город» undoes
     * «Москва». Without it a chosen value can only be swapped for another.
     */
    clearable?: boolean;
    /** Class of the outer field wrapper (`className` goes to the box). */
    fieldClassName?: string;
  };

/**
 * A dropdown built on the native `<select>`: the platform's own picker on phones, full
 * keyboard and screen-reader support for free, styled to match the text fields.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(fieldProps, ref) {
  const { shell, control, markTouched, rest } = useField(fieldProps);
  const {
    options,
    placeholder,
    clearable = false,
    className,
    fieldClassName,
    onBlur,
    value,
    defaultValue,
    ...props
  } = rest;
  return (
    <FieldShell {...shell} className={fieldClassName}>
      <div data-slot="select" className={cn("rb-control rb-select", className)}>
        <select
          ref={ref}
          {...control}
          className="rb-control__input rb-select__native"
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
            <option value="" disabled={!clearable}>
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
