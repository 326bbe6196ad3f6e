import {
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useState,
} from "react";
import { IconButton } from "../button/button";
import { type FieldProps, FieldShell, useField } from "../field/field";
import { EyeIcon, EyeOffIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size"> &
  FieldProps & {
    /** Element inside the box before the text (usually an icon). */
    startAdornment?: ReactNode;
    /** Element inside the box after the text (a unit, a button). */
    endAdornment?: ReactNode;
    /** Accessible name of the password toggle while the password is hidden. */
    showPasswordLabel?: string;
    /** Accessible name of the password toggle while the password is shown. */
    hidePasswordLabel?: string;
    /** Class of the outer field wrapper (`className` goes to the input box). */
    fieldClassName?: string;
  };

/**
 * A labelled text input with hint and error. The error appears only after the user has left
 * the field once (or when `showError` says so) and then sets `aria-invalid` and
 * `aria-describedby`. `type="password"` adds a show/hide toggle.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(fieldProps, ref) {
  const { shell, control, markTouched, rest } = useField(fieldProps);
  const {
    startAdornment,
    endAdornment,
    showPasswordLabel = "Show password",
    hidePasswordLabel = "Hide password",
    className,
    fieldClassName,
    type = "text",
    onBlur,
    ...props
  } = rest;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";

  return (
    <FieldShell {...shell} className={fieldClassName}>
      <div data-slot="text-field" className={cn("rb-control", className)}>
        {startAdornment ? (
          <span className="rb-control__adornment rb-control__adornment--start">{startAdornment}</span>
        ) : null}
        <input
          ref={ref}
          {...control}
          type={isPassword && revealed ? "text" : type}
          className="rb-control__input"
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            markTouched();
            onBlur?.(event);
          }}
          {...props}
        />
        {isPassword ? (
          <span className="rb-control__adornment rb-control__adornment--end">
            <IconButton
              size="sm"
              label={revealed ? hidePasswordLabel : showPasswordLabel}
              aria-pressed={revealed}
              aria-controls={control.id}
              icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
              disabled={control.disabled}
              onClick={() => setRevealed((value) => !value)}
            />
          </span>
        ) : null}
        {endAdornment ? (
          <span className="rb-control__adornment rb-control__adornment--end">{endAdornment}</span>
        ) : null}
      </div>
    </FieldShell>
  );
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & {
    /** Class of the outer field wrapper (`className` goes to the box). */
    fieldClassName?: string;
  };

/** A labelled multi-line input with the same label, hint and error rules as `TextField`. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(fieldProps, ref) {
  const { shell, control, markTouched, rest } = useField(fieldProps);
  const { className, fieldClassName, onBlur, rows = 4, ...props } = rest;
  return (
    <FieldShell {...shell} className={fieldClassName}>
      <div data-slot="text-area" className={cn("rb-control rb-control--multiline", className)}>
        <textarea
          ref={ref}
          {...control}
          rows={rows}
          className="rb-control__input rb-control__textarea"
          onBlur={(event) => {
            markTouched();
            onBlur?.(event);
          }}
          {...props}
        />
      </div>
    </FieldShell>
  );
});
