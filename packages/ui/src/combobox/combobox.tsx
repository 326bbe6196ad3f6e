import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { type FieldProps, FieldShell, useField } from "../field/field";
import { Spinner } from "../spinner/spinner";

/** One suggestion. */
export type ComboboxOption = {
  value: string;
  label: string;
  description?: string;
  /** A decorative mark before the label (a metro line's colour dot); the label carries the meaning. */
  adornment?: ReactNode;
};

export type ComboboxProps = FieldProps & {
  id?: string;
  /** The text in the input (controlled): the app filters or fetches suggestions from it. */
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** The suggestions for the current text. */
  options: ReadonlyArray<ComboboxOption>;
  /** Called when a suggestion is picked by Enter or click. */
  onSelect: (option: ComboboxOption) => void;
  /**
   * Called on Enter while no suggestion is highlighted, with the typed text (a tag field adds
   * it). When given, Enter never submits the enclosing form; without it, it does.
   */
  onEnterText?: (text: string) => void;
  /** Suggestions are being fetched: shows `loadingText` with a spinner. */
  loading?: boolean;
  loadingText?: string;
  /** Shown when the text is not empty and there are no suggestions (omit to show nothing). */
  emptyText?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
  className?: string;
  onBlur?: () => void;
  /** Leading icon inside the box. */
  startAdornment?: ReactNode;
  /**
   * What screen readers hear when the list opens or its suggestions change (a polite live
   * region): by default «Подсказок: 5», and «Подсказок нет» when the empty text shows.
   */
  countText?: (count: number) => string;
};

const defaultCountText = (count: number) => (count > 0 ? `Подсказок: ${count}` : "Подсказок нет");

function Highlight({ text, query }: { text: string; query: string }) {
  const at = query.trim() ? text.toLocaleLowerCase("ru").indexOf(query.trim().toLocaleLowerCase("ru")) : -1;
  if (at < 0) return <>{text}</>;
  const end = at + query.trim().length;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rb-combobox__match">{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  );
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with a listbox popup): typing
 * opens the list, ArrowDown/ArrowUp move the active option (`aria-activedescendant`, focus
 * stays in the input), Enter picks it (or, with `onEnterText`, takes the typed text), Escape
 * closes the list, Tab leaves.
 */
export function Combobox(fieldProps: ComboboxProps) {
  const { shell, control, markTouched, rest } = useField(fieldProps);
  const {
    inputValue,
    onInputValueChange,
    options,
    onSelect,
    onEnterText,
    loading = false,
    loadingText,
    emptyText,
    placeholder,
    name,
    autoComplete = "off",
    className,
    onBlur,
    startAdornment,
    countText = defaultCountText,
  } = rest;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  const showEmpty = !loading && options.length === 0 && emptyText !== undefined && inputValue.trim() !== "";
  const expanded = open && (options.length > 0 || loading || showEmpty);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // New suggestions invalidate the highlighted one.
  useEffect(() => {
    setActiveIndex((index) => (index >= options.length ? -1 : index));
  }, [options]);

  useEffect(() => {
    if (!expanded || activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: "nearest" });
  }, [expanded, activeIndex]);

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method composes a word (Japanese, Chinese, a phone's Russian with
    // suggestions), Enter and the arrows belong to it: they confirm or pick the composition,
    // not a suggestion of ours. Safari reports such keys as keyCode 229 after the composition.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter": {
        const option = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          pick(option);
        } else if (onEnterText) {
          event.preventDefault();
          onEnterText(inputValue);
          setOpen(false);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          // Handled here: an enclosing modal must not close as well.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  return (
    <FieldShell {...shell} className={className}>
      <div className="rb-combobox" data-slot="combobox" data-expanded={expanded ? "" : undefined}>
        <div className="rb-control">
          {startAdornment ? (
            <span className="rb-control__adornment rb-control__adornment--start">{startAdornment}</span>
          ) : null}
          <input
            {...control}
            name={name}
            type="text"
            role="combobox"
            className="rb-control__input"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            value={inputValue}
            onChange={(event) => {
              onInputValueChange(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActiveIndex(-1);
              markTouched();
              onBlur?.();
            }}
            onKeyDown={onKeyDown}
          />
          {loading ? (
            <span className="rb-control__adornment rb-control__adornment--end rb-combobox__spinner">
              <Spinner size="sm" />
            </span>
          ) : null}
        </div>
        <div ref={listRef} className="rb-combobox__popup" hidden={!expanded}>
          <div
            id={listId}
            role="listbox"
            aria-labelledby={shell.ids.labelId}
            className="rb-combobox__list"
            hidden={options.length === 0}
          >
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are never focused: the input keeps focus and points at them with aria-activedescendant.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled on the input (arrows, Enter).
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                data-index={index}
                className="rb-combobox__option"
                // Keep focus in the input so blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => pick(option)}
              >
                <span className="rb-combobox__label">
                  {option.adornment ? (
                    <span className="rb-combobox__adornment" aria-hidden="true">
                      {option.adornment}
                    </span>
                  ) : null}
                  <Highlight text={option.label} query={inputValue} />
                </span>
                {option.description ? (
                  <span className="rb-combobox__description">{option.description}</span>
                ) : null}
              </div>
            ))}
          </div>
          {loading && options.length === 0 ? <div className="rb-combobox__status">{loadingText}</div> : null}
          {showEmpty ? <div className="rb-combobox__status">{emptyText}</div> : null}
        </div>
        {/* Rendered while closed too: a live region must exist before its text changes. */}
        <div role="status" className="rb-sr-only">
          {expanded && (options.length > 0 || showEmpty) ? countText(options.length) : null}
        </div>
      </div>
    </FieldShell>
  );
}
