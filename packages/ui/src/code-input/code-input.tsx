import {
  type ClipboardEvent,
  type CSSProperties,
  forwardRef,
  type InputHTMLAttributes,
  useState,
} from "react";
import { type FieldProps, FieldShell, useField } from "../field/field";
import { cn } from "../lib/cn";

export type CodeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "maxLength" | "size" | "type"
> &
  FieldProps & {
    /** The code typed so far (controlled). */
    value?: string;
    defaultValue?: string;
    /** Receives the cleaned code after every edit or paste. */
    onValueChange?: (value: string) => void;
    /** Called once the code reaches `length` characters. */
    onComplete?: (value: string) => void;
    /** Number of characters. Default 6. */
    length?: number;
    /** `numeric` keeps digits only (the default); `alphanumeric` keeps letters and digits. */
    mode?: "numeric" | "alphanumeric";
  };

function clean(input: string, mode: "numeric" | "alphanumeric", length: number) {
  const kept =
    mode === "numeric" ? input.replace(/\D/g, "") : input.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();
  return kept.slice(0, length);
}

/**
 * A one-time-code field drawn as separate boxes. Under the boxes is a single real input, so
 * typing, Backspace, selection, paste of a whole code (with spaces or dashes) and the
 * phone's SMS/mail autofill (`autocomplete="one-time-code"`) all just work.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(fieldProps, ref) {
  const { shell, control, markTouched, rest } = useField(fieldProps);
  const {
    value,
    defaultValue = "",
    onValueChange,
    onComplete,
    length = 6,
    mode = "numeric",
    className,
    onFocus,
    onBlur,
    onPaste,
    ...props
  } = rest;
  const [inner, setInner] = useState(() => clean(defaultValue, mode, length));
  const [focused, setFocused] = useState(false);
  const current = value ?? inner;

  const commit = (raw: string) => {
    const next = clean(raw, mode, length);
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    if (next.length === length && current.length !== length) onComplete?.(next);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // A pasted code replaces what was there instead of being appended and cut off.
    event.preventDefault();
    commit(event.clipboardData.getData("text"));
  };

  const activeIndex = Math.min(current.length, length - 1);
  return (
    <FieldShell {...shell}>
      <div
        data-slot="code-input"
        data-focused={focused ? "" : undefined}
        className={cn("rb-code-input", className)}
        style={{ "--rb-code-length": length } as CSSProperties}
      >
        <input
          ref={ref}
          {...control}
          className="rb-code-input__native"
          type="text"
          inputMode={mode === "numeric" ? "numeric" : "text"}
          pattern={mode === "numeric" ? "[0-9]*" : undefined}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={length}
          value={current}
          onChange={(event) => commit(event.target.value)}
          onPaste={handlePaste}
          onFocus={(event) => {
            setFocused(true);
            // Keep the caret at the end: the boxes show one position, the next empty one.
            const input = event.currentTarget;
            requestAnimationFrame(() => input.setSelectionRange(input.value.length, input.value.length));
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            markTouched();
            onBlur?.(event);
          }}
          {...props}
        />
        <div className="rb-code-input__cells" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the cells are positions, not items.
              key={index}
              className="rb-code-input__cell"
              data-filled={index < current.length ? "" : undefined}
              data-active={focused && index === activeIndex ? "" : undefined}
            >
              {current[index] ?? ""}
            </span>
          ))}
        </div>
      </div>
    </FieldShell>
  );
});
