import {
  EXPERIENCE_LABELS,
  type Experience,
  OFFICE_TYPE_LABELS,
  type OfficeType,
  WORKING_SCHEDULE_LABELS,
  type WorkingSchedule,
} from "@rabota/domain/enums";
import type { VacancyFilters } from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { SearchIcon } from "@rabota/ui/icon";
import { Select } from "@rabota/ui/select";
import { Chip } from "@rabota/ui/tag";
import { TextField } from "@rabota/ui/text-field";
import { type FormEvent, useEffect, useState } from "react";
import "./vacancies.css";

const EXPERIENCES: Experience[] = [
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
];
const SCHEDULES: WorkingSchedule[] = [
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_PART_TIME",
  "WORKING_SCHEDULE_INTERNSHIP",
];
const OFFICE_TYPES: OfficeType[] = ["OFFICE_TYPE_OFFICE", "OFFICE_TYPE_HYBRID", "OFFICE_TYPE_REMOTE"];

export interface VacancyFiltersPanelProps {
  /** The applied filters (from the URL). */
  value: VacancyFilters;
  /** Applies a new set (the app writes it to the URL). */
  onApply: (filters: VacancyFilters) => void;
  /** Cities offered in the city picker. */
  cities: readonly string[];
}

function toggle<T>(list: readonly T[] | undefined, item: T): T[] {
  const current = list ?? [];
  return current.includes(item) ? current.filter((value) => value !== item) : [...current, item];
}

/** Drops empty parts so equal filters give equal URLs. */
function compact(filters: VacancyFilters): VacancyFilters {
  const result: VacancyFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof VacancyFilters, unknown][]) {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    (result as Record<string, unknown>)[key] = value;
  }
  return result;
}

/**
 * The filter panel: full-text search, city, experience, schedule, office type and the
 * lowest salary. Edits stay a draft until «Найти»; chips apply at once.
 */
export function VacancyFiltersPanel({ value, onApply, cities }: VacancyFiltersPanelProps) {
  const [search, setSearch] = useState(value.search ?? "");
  const [salary, setSalary] = useState(value.salaryFrom?.toString() ?? "");
  useEffect(() => {
    setSearch(value.search ?? "");
    setSalary(value.salaryFrom?.toString() ?? "");
  }, [value.search, value.salaryFrom]);

  const apply = (patch: Partial<VacancyFilters>) => onApply(compact({ ...value, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const salaryFrom = /^\d{1,9}$/.test(salary.trim()) ? Number(salary.trim()) : undefined;
    apply({ search: search.trim() || undefined, salaryFrom });
  };

  return (
    <form className="rb-vacancy-filters" aria-label="Фильтры вакансий" onSubmit={submit}>
      <div className="rb-vacancy-filters__search">
        <TextField
          label="Поиск"
          hideLabel
          type="search"
          placeholder="Профессия или навык"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
          startAdornment={<SearchIcon aria-hidden="true" />}
        />
        <Button type="submit">Найти</Button>
      </div>
      <div className="rb-vacancy-filters__row">
        <Select
          label="Город"
          placeholder="Любой город"
          options={cities.map((city) => ({ value: city, label: city }))}
          value={value.city?.[0] ?? ""}
          onChange={(event) => apply({ city: event.target.value ? [event.target.value] : undefined })}
        />
        <Select
          label="Опыт работы"
          placeholder="Любой опыт"
          options={EXPERIENCES.map((item) => ({ value: item, label: EXPERIENCE_LABELS[item] }))}
          value={value.workingExperience?.[0] ?? ""}
          onChange={(event) =>
            apply({
              workingExperience: event.target.value ? [event.target.value as Experience] : undefined,
            })
          }
        />
        <TextField
          label="Доход от, ₽"
          inputMode="numeric"
          value={salary}
          maxLength={9}
          onChange={(event) => setSalary(event.target.value.replace(/\D/g, ""))}
          onBlur={() => {
            const salaryFrom = /^\d{1,9}$/.test(salary) ? Number(salary) : undefined;
            if (salaryFrom !== value.salaryFrom) apply({ salaryFrom });
          }}
        />
      </div>
      <fieldset className="rb-vacancy-filters__chips">
        <legend>График</legend>
        {SCHEDULES.map((item) => (
          <Chip
            key={item}
            selected={value.workingSchedule?.includes(item) ?? false}
            onClick={() => apply({ workingSchedule: toggle(value.workingSchedule, item) })}
          >
            {WORKING_SCHEDULE_LABELS[item]}
          </Chip>
        ))}
      </fieldset>
      <fieldset className="rb-vacancy-filters__chips">
        <legend>Формат работы</legend>
        {OFFICE_TYPES.map((item) => (
          <Chip
            key={item}
            selected={value.officeType?.includes(item) ?? false}
            onClick={() => apply({ officeType: toggle(value.officeType, item) })}
          >
            {OFFICE_TYPE_LABELS[item]}
          </Chip>
        ))}
      </fieldset>
      {Object.keys(compact(value)).some((key) => key !== "companyId" && key !== "status") ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onApply(compact({ companyId: value.companyId, status: value.status }))}
        >
          Сбросить фильтры
        </Button>
      ) : null}
    </form>
  );
}
