import { Button } from "@rabota/ui/button";
import { Combobox } from "@rabota/ui/combobox";
import { PlusIcon } from "@rabota/ui/icon";
import { Chip } from "@rabota/ui/tag";
import { useEffect, useState } from "react";
import "./lists.css";

/** Pause in typing before suggestions are fetched, in milliseconds. */
const SUGGEST_DEBOUNCE_MS = 300;

export interface SuggestionPickerProps {
  label: string;
  /** The chosen entries. */
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Fetches suggestions for the text (an empty list when none). */
  suggest: (search: string) => Promise<string[]>;
  /** «Удалить навык X»-style label of a chip's remove button. */
  removeLabel: (value: string) => string;
  placeholder?: string;
  /** The list's rule message (e.g. too many entries), shown at once. */
  error?: string | undefined;
}

/**
 * A list of chips with a combobox that suggests entries from the server's dictionary
 * (arrow keys, Enter, Escape) and also takes free text with «Добавить» or Enter.
 */
export function SuggestionPicker({
  label,
  values,
  onChange,
  suggest,
  removeLabel,
  placeholder,
  error,
}: SuggestionPickerProps) {
  const [text, setText] = useState("");
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const search = text.trim();
    if (search === "") {
      setOptions([]);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      void suggest(search).then((found) => {
        if (cancelled) return;
        setOptions(
          found.filter((entry) => !values.some((value) => value.toLowerCase() === entry.toLowerCase())),
        );
        setLoading(false);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, suggest, values]);

  const add = (value: string) => {
    const entry = value.replace(/\s+/g, " ").trim();
    if (entry === "" || values.some((existing) => existing.toLowerCase() === entry.toLowerCase())) {
      setText("");
      return;
    }
    onChange([...values, entry.slice(0, 200)]);
    setText("");
  };

  return (
    <div className="rb-suggestion-picker">
      {values.length > 0 ? (
        <ul className="rb-chip-list" aria-label={label}>
          {values.map((value) => (
            <li key={value}>
              <Chip
                onRemove={() => onChange(values.filter((entry) => entry !== value))}
                removeLabel={removeLabel(value)}
              >
                {value}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="rb-suggestion-picker__add">
        <Combobox
          label={label}
          inputValue={text}
          onInputValueChange={setText}
          options={options.map((option) => ({ value: option, label: option }))}
          onSelect={(option) => add(option.value)}
          // Enter adds the typed entry, like «Добавить»; it never saves the whole section.
          onEnterText={add}
          loading={loading}
          loadingText="Ищем…"
          {...(placeholder ? { placeholder } : {})}
          {...(error ? { error, showError: true } : {})}
        />
        <Button
          variant="secondary"
          startIcon={<PlusIcon />}
          onClick={() => add(text)}
          disabled={text.trim() === ""}
        >
          Добавить
        </Button>
      </div>
    </div>
  );
}
