import type { CompanyRef } from "@rabota/domain/wire/candidates";
import { Combobox } from "@rabota/ui/combobox";
import { PlusIcon } from "@rabota/ui/icon";
import { Chip } from "@rabota/ui/tag";
import { useEffect, useState } from "react";

/** Pause in typing before companies are fetched, in milliseconds (as the other pickers wait). */
const SEARCH_DEBOUNCE_MS = 300;

export interface CompanyHidePickerProps {
  /** The companies the profile is hidden from. */
  value: readonly CompanyRef[];
  onChange: (companies: CompanyRef[]) => void;
  /** The companies of the applicant's experience, offered first. */
  suggested: readonly CompanyRef[];
  search: (text: string) => Promise<CompanyRef[]>;
}

/**
 * «Скрыть от компаний»: the chosen companies as removable chips, the companies of the
 * applicant's experience offered with one click, and any other company found by name.
 */
export function CompanyHidePicker({ value, onChange, suggested, search }: CompanyHidePickerProps) {
  const [text, setText] = useState("");
  const [found, setFound] = useState<CompanyRef[]>([]);
  const [loading, setLoading] = useState(false);
  const chosen = new Set(value.map((company) => company.id));
  const add = (company: CompanyRef) => {
    if (!chosen.has(company.id)) onChange([...value, company]);
    setText("");
  };

  useEffect(() => {
    const query = text.trim();
    if (query === "") {
      setFound([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(() => {
      void search(query).then((companies) => {
        if (cancelled) return;
        setFound(companies);
        setLoading(false);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [text, search]);

  const offered = suggested.filter((company) => !chosen.has(company.id));
  return (
    <div className="rb-company-picker">
      {value.length > 0 ? (
        <ul className="rb-chip-list" aria-label="Резюме скрыто от компаний">
          {value.map((company) => (
            <li key={company.id}>
              <Chip
                onRemove={() => onChange(value.filter((entry) => entry.id !== company.id))}
                removeLabel={`Не скрывать от компании ${company.name}`}
              >
                {company.name}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <Combobox
        label="Скрыть от компаний"
        hint="Эти компании не найдут ваше резюме в поиске"
        placeholder="Название компании"
        autoComplete="off"
        inputValue={text}
        onInputValueChange={setText}
        options={found
          .filter((company) => !chosen.has(company.id))
          .map((company) => ({ value: company.id, label: company.name }))}
        onSelect={(option) => {
          const company = found.find((entry) => entry.id === option.value);
          if (company) add(company);
        }}
        loading={loading}
        loadingText="Ищем…"
        emptyText="Такой компании нет"
      />
      {offered.length > 0 ? (
        <div className="rb-company-picker__suggested">
          <p id="company-picker-suggested" className="rb-candidates__muted">
            Компании из вашего опыта:
          </p>
          <ul className="rb-chip-list" aria-labelledby="company-picker-suggested">
            {offered.map((company) => (
              <li key={company.id}>
                <Chip
                  icon={<PlusIcon />}
                  onClick={() => add(company)}
                  aria-label={`Скрыть от компании ${company.name}`}
                >
                  {company.name}
                </Chip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
