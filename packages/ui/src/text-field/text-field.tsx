import {
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useState,
} from "react";
import { IconButton } from "../button/button";
import { describedBy, type FieldProps, FieldShell, useFieldIds } from "../field/field";
import { useErrorVisibility } from "../field/use-touched";
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
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    id,
    label,
    hideLabel,
    hint,
    error,
    showError,
    required,
    startAdornment,
    endAdornment,
    showPasswordLabel = "Show password",
    hidePasswordLabel = "Hide password",
    className,
    fieldClassName,
    type = "text",
    disabled,
    onBlur,
    ...props
  },
  ref,
) {
  const ids = useFieldIds(id);
  const { errorVisible, markTouched } = useErrorVisibility(error, showError);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";

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
      <div data-slot="text-field" className={cn("rb-control", className)}>
        {startAdornment ? (
          <span className="rb-control__adornment rb-control__adornment--start">{startAdornment}</span>
        ) : null}
        <input
          ref={ref}
          id={ids.controlId}
          type={isPassword && revealed ? "text" : type}
          className="rb-control__input"
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={errorVisible || undefined}
          aria-describedby={describedBy(errorVisible && ids.errorId, hint ? ids.hintId : null)}
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
              aria-controls={ids.controlId}
              icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
              disabled={disabled}
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
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    id,
    label,
    hideLabel,
    hint,
    error,
    showError,
    required,
    className,
    fieldClassName,
    disabled,
    onBlur,
    rows = 4,
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
      <div data-slot="text-area" className={cn("rb-control rb-control--multiline", className)}>
        <textarea
          ref={ref}
          id={ids.controlId}
          rows={rows}
          className="rb-control__input rb-control__textarea"
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={errorVisible || undefined}
          aria-describedby={describedBy(errorVisible && ids.errorId, hint ? ids.hintId : null)}
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
