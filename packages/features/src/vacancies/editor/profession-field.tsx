import type { ProfessionDto } from "@rabota/domain/wire/salaries";
import { Button } from "@rabota/ui/button";
import { Combobox } from "@rabota/ui/combobox";
import { useEffect, useState } from "react";

/** Pause in typing before professions are fetched, in milliseconds (as the city waits). */
const SEARCH_DEBOUNCE_MS = 300;
/** Pause in typing the title before its profession is asked, in milliseconds. */
const SUGGEST_DEBOUNCE_MS = 500;
/** How many professions a search suggests. */
const PROFESSION_PAGE_SIZE = 10;

/**
 * The profession the gateway gives a vacancy with this title when none is picked, asked a
 * moment after the typing stops; null for none (or no answer). Nothing is asked while one is picked.
 */
export function useTitleProfession(
  title: string,
  picked: boolean,
  suggest: (title: string) => Promise<ProfessionDto | null>,
): ProfessionDto | null {
  const [suggestion, setSuggestion] = useState<ProfessionDto | null>(null);
  useEffect(() => {
    const query = title.trim();
    if (picked || query === "") {
      setSuggestion(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      suggest(query)
        .then((found) => {
          if (!cancelled) setSuggestion(found);
        })
        .catch(() => {
          if (!cancelled) setSuggestion(null);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [title, picked, suggest]);
  return suggestion;
}

export interface ProfessionFieldProps {
  /** The picked profession's id, "" for none. */
  professionId: string;
  onChange: (professionId: string) => void;
  /** The title's profession, what the vacancy is counted as while none is picked. */
  suggestion: ProfessionDto | null;
  search: (text: string) => Promise<ProfessionDto[]>;
  /** The stored profession's name, for a vacancy opened with one. */
  professionOf: (id: string) => Promise<ProfessionDto | null>;
  onBlur?: () => void;
  error?: string | undefined;
  showError?: boolean;
}

/**
 * «Профессия» (issue 45): a combobox over hh.ru's professional roles, each suggestion with its
 * field. Without a pick the hint says what the title makes the vacancy («По названию: …») with
 * «Выбрать» to take it; typing over a picked one clears the pick.
 */
export function ProfessionField({
  professionId,
  onChange,
  suggestion,
  search,
  professionOf,
  onBlur,
  error,
  showError,
}: ProfessionFieldProps) {
  const [text, setText] = useState("");
  const [typed, setTyped] = useState(false);
  const [options, setOptions] = useState<ProfessionDto[]>([]);
  const [loading, setLoading] = useState(false);

  // A stored profession (an opened vacancy, a restored draft) shows by its name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pick made elsewhere is named; typing does not ask
  useEffect(() => {
    if (professionId === "" || typed) return;
    let cancelled = false;
    professionOf(professionId)
      .then((found) => {
        if (!cancelled && found) setText(found.name);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [professionId, professionOf]);

  useEffect(() => {
    const query = text.trim();
    if (!typed || query === "") {
      setOptions([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      search(query)
        .then((found) => {
          if (!cancelled) setOptions(found.slice(0, PROFESSION_PAGE_SIZE));
        })
        .catch(() => {
          if (!cancelled) setOptions([]);
        })
        .finally(() => {
          if (!cancelled) setLoading(false);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, typed, search]);

  const pick = (profession: ProfessionDto) => {
    setTyped(false);
    setText(profession.name);
    onChange(profession.id);
  };

  const hint =
    professionId !== "" ? undefined : suggestion ? (
      <>
        По названию: {suggestion.name}{" "}
        <Button type="button" variant="link" size="sm" onClick={() => pick(suggestion)}>
          Выбрать
        </Button>
      </>
    ) : (
      "Не выбрана: вакансия не попадёт в статистику зарплат"
    );

  return (
    <Combobox
      label="Профессия"
      placeholder="Например, программист"
      autoComplete="off"
      inputValue={text}
      onInputValueChange={(value) => {
        setTyped(true);
        setText(value);
        if (professionId !== "") onChange("");
      }}
      options={options.map((profession) => ({
        value: profession.id,
        label: profession.name,
        description: profession.fieldName,
      }))}
      onSelect={(option) => {
        const profession = options.find((candidate) => candidate.id === option.value);
        if (profession) pick(profession);
      }}
      loading={loading}
      loadingText="Ищем…"
      {...(typed ? { emptyText: "Такой профессии нет в справочнике" } : {})}
      {...(hint ? { hint } : {})}
      {...(error ? { error, showError: showError ?? false } : {})}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}
