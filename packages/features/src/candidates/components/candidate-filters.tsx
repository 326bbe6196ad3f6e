import { FILTER_INPUT_DEBOUNCE_MS } from "@rabota/domain/constants";
import { EXPERIENCE_LABELS, EXPERIENCES, type Experience } from "@rabota/domain/enums";
import { fromIsoDate, toIsoDate } from "@rabota/domain/validation";
import type { CandidateFilters } from "@rabota/domain/wire/candidates";
import { salaryFromInput } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { DateInput } from "@rabota/ui/date-input";
import { SearchIcon } from "@rabota/ui/icon";
import { Select } from "@rabota/ui/select";
import { TextField } from "@rabota/ui/text-field";
import { type FormEvent, useEffect, useState } from "react";
import { PlaceFilter } from "../../lib/place-filter";
import { SuggestionPicker } from "../../lib/suggestion-picker";
import { setCandidateFilters } from "../lib/filters";
import { useCandidatesActions, useTestCatalogue } from "../store/candidates-store-provider";
import "./candidates.css";

export interface CandidateFiltersPanelProps {
  /** The applied filters (from the address). */
  value: CandidateFilters;
  /** Applies a new set of filters (the app writes them to the address). */
  onApply: (filters: CandidateFilters) => void;
}

const salaryText = (salary: number | undefined) => salary?.toString() ?? "";

/**
 * The candidate search's filters: words (applied by «Найти» or Enter), city, experience, the
 * highest wanted income (after a pause in typing), skills, a passed test and «Обновлено с»
 * (once a whole date is typed); «Сбросить фильтры» clears them all.
 */
export function CandidateFiltersPanel({ value, onApply }: CandidateFiltersPanelProps) {
  const { suggestAreas, areaOf, suggestSkills, loadTests } = useCandidatesActions();
  const tests = useTestCatalogue();
  const [search, setSearch] = useState(value.search ?? "");
  const [salary, setSalary] = useState(salaryText(value.salaryTo));
  const [since, setSince] = useState(fromIsoDate(value.updatedSince) ?? "");

  useEffect(() => {
    void loadTests();
  }, [loadTests]);
  // The address changed (Back, a reset, a shared link): the drafts follow it.
  useEffect(() => setSearch(value.search ?? ""), [value.search]);
  useEffect(
    () =>
      setSalary((draft) => (salaryFromInput(draft) === value.salaryTo ? draft : salaryText(value.salaryTo))),
    [value.salaryTo],
  );
  useEffect(
    () =>
      setSince((draft) =>
        toIsoDate(draft) === (value.updatedSince ?? null) ? draft : (fromIsoDate(value.updatedSince) ?? ""),
      ),
    [value.updatedSince],
  );

  const apply = (patch: Partial<CandidateFilters>) => onApply(setCandidateFilters({ ...value, ...patch }));

  const typedSalary = salaryFromInput(salary);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft or new filters restart the pause; `onApply` is new on every render.
  useEffect(() => {
    if (typedSalary === value.salaryTo) return;
    const timer = setTimeout(
      () => onApply(setCandidateFilters({ ...value, salaryTo: typedSalary })),
      FILTER_INPUT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typedSalary, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: search.trim() || undefined, salaryTo: typedSalary });
  };

  return (
    <form className="rb-candidate-filters" aria-label="Фильтры резюме" onSubmit={submit}>
      <div className="rb-candidate-filters__search">
        <TextField
          label="Поиск"
          hideLabel
          type="search"
          placeholder="Должность, навык или слово из опыта"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          startAdornment={<SearchIcon aria-hidden="true" />}
        />
        <Button type="submit">Найти</Button>
      </div>
      <div className="rb-candidate-filters__row">
        <PlaceFilter
          areaId={value.areaId?.[0]}
          onChange={(areaId) => apply({ areaId: areaId ? [areaId] : undefined })}
          search={suggestAreas}
          areaOf={areaOf}
        />
        <Select
          label="Опыт работы"
          placeholder="Любой опыт"
          clearable
          options={EXPERIENCES.map((item) => ({ value: item, label: EXPERIENCE_LABELS[item] }))}
          value={value.experience?.[0] ?? ""}
          onChange={(event) =>
            apply({ experience: event.target.value ? [event.target.value as Experience] : undefined })
          }
        />
        <TextField
          label="Зарплата до, ₽"
          inputMode="numeric"
          placeholder="Любая"
          value={salary}
          maxLength={11}
          onChange={(event) => setSalary(event.target.value.replace(/[^\d\s]/g, ""))}
        />
        <Select
          label="Тест"
          placeholder="Любой тест"
          clearable
          options={tests.map((test) => ({ value: test.testName, label: test.title }))}
          value={value.testName ?? ""}
          onChange={(event) => apply({ testName: event.target.value || undefined })}
        />
        <DateInput
          label="Обновлено с"
          placeholder="ДД.ММ.ГГГГ"
          value={since}
          onValueChange={(text) => {
            setSince(text);
            const iso = toIsoDate(text);
            if (iso && iso !== value.updatedSince) apply({ updatedSince: iso });
            if (text === "" && value.updatedSince) apply({ updatedSince: undefined });
          }}
        />
      </div>
      <div className="rb-candidate-filters__skills">
        <SuggestionPicker
          label="Навыки"
          values={value.skills ?? []}
          onChange={(skills) => apply({ skills })}
          suggest={suggestSkills}
          removeLabel={(skill) => `Убрать навык ${skill}`}
          placeholder="Например, SQL"
        />
      </div>
      {Object.keys(setCandidateFilters(value)).length > 0 ? (
        <Button
          type="button"
          variant="secondary"
          className="rb-candidate-filters__reset"
          onClick={() => {
            setSearch("");
            setSalary("");
            setSince("");
            onApply({});
          }}
        >
          Сбросить фильтры
        </Button>
      ) : null}
    </form>
  );
}
