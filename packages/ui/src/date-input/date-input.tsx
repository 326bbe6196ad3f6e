import { type ChangeEvent, forwardRef, useState } from "react";
import { CalendarIcon } from "../icon/icons";
import { formatDateDigits } from "../lib/date-mask";
import { TextField, type TextFieldProps } from "../text-field/text-field";

export type DateInputProps = Omit<
  TextFieldProps,
  "type" | "value" | "defaultValue" | "onChange" | "maxLength"
> & {
  /** The formatted value, e.g. "01.01.1990" (controlled). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Receives the formatted value after every edit. */
  onValueChange?: (value: string) => void;
  /** Show a calendar icon in the box. Default true. */
  showIcon?: boolean;
};

/**
 * A birth-date style text field with the DD.MM.YYYY mask: digits only, at most 8, dots
 * inserted while typing, at most 10 characters, numeric keyboard on phones. Deleting a dot
 * deletes the digit before it, so Backspace never gets stuck.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, defaultValue = "", onValueChange, showIcon = true, ...props },
  ref,
) {
  const [inner, setInner] = useState(() => formatDateDigits(defaultValue));
  const current = value ?? inner;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    let next = formatDateDigits(event.target.value);
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
    if (inputType.startsWith("delete") && next === current) {
      // Only a dot was removed, and formatting would put it straight back.
      next = formatDateDigits(current.replace(/\D/g, "").slice(0, -1));
    }
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  return (
    <TextField
      ref={ref}
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? "bday"}
      maxLength={10}
      value={current}
      onChange={handleChange}
      endAdornment={showIcon ? <CalendarIcon className="rb-date-input__icon" /> : props.endAdornment}
    />
  );
});
