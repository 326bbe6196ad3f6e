import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { IconButton } from "../button/button";
import { SendIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export interface ComposerProps {
  /** The field's label (read by screen readers; shown visually hidden). */
  label: string;
  placeholder?: string;
  /** The send button's accessible name. */
  sendLabel: string;
  /** A hint under the field, e.g. «Enter — отправить, Shift+Enter — новая строка». */
  hint?: string;
  /** Called with the trimmed text; the field empties itself. */
  onSend: (text: string) => void;
  /** Longest text accepted. */
  maxLength?: number;
  disabled?: boolean;
  className?: string;
}

const MAX_ROWS_HEIGHT_PX = 160;

/**
 * The message field: Enter sends, Shift+Enter starts a new line (never while an input method
 * is composing a word), the field grows with its text up to a few lines.
 */
export function Composer({
  label,
  placeholder,
  sendLabel,
  hint,
  onSend,
  maxLength,
  disabled,
  className,
}: ComposerProps) {
  const [text, setText] = useState("");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = "auto";
    field.style.height = `${Math.min(field.scrollHeight, MAX_ROWS_HEIGHT_PX)}px`;
  }, [text]);

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form data-slot="composer" className={cn("rb-composer", className)} onSubmit={onSubmit}>
      <label htmlFor={id} className="rb-sr-only">
        {label}
      </label>
      <textarea
        ref={fieldRef}
        id={id}
        className="rb-composer__field"
        rows={1}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <IconButton
        type="submit"
        label={sendLabel}
        icon={<SendIcon />}
        className="rb-composer__send"
        disabled={disabled || text.trim() === ""}
      />
      {hint ? (
        <p id={hintId} className="rb-composer__hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
