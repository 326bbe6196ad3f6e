import { FILTER_INPUT_DEBOUNCE_MS } from "@rabota/domain/constants";
import {
  EXPERIENCE_LABELS,
  type Experience,
  OFFICE_TYPE_LABELS,
  type OfficeType,
  WORKING_SCHEDULE_LABELS,
  type WorkingSchedule,
} from "@rabota/domain/enums";
import type { MetroLine } from "@rabota/domain/wire/places";
import {
  hasVisitorVacancyFilters,
  salaryFromInput,
  type VacancyFilters,
  visitorVacancyFilters,
} from "@rabota/domain/wire/vacancy";
import { Button } from "@rabota/ui/button";
import { SearchIcon } from "@rabota/ui/icon";
import { Select } from "@rabota/ui/select";
import { Chip } from "@rabota/ui/tag";
import { TextField } from "@rabota/ui/text-field";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { PlaceFilter } from "../../lib/place-filter";
import { SuggestionPicker } from "../../lib/suggestion-picker";
import { useVacancyActions } from "../store/vacancies-store-provider";
import { MetroPicker, metroStationsOf } from "./place-pickers";
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
  /** Applies a new set of the visitor's filters (the app writes it to the URL). */
  onApply: (filters: VacancyFilters) => void;
}

/**
 * «Метро»: the stations of the filtered city's metro (none shows for a place without one, or a
 * region); the address carries their ids, named from the city's lines.
 */
function MetroFilter({
  areaId,
  stationIds,
  onChange,
}: {
  areaId: string;
  stationIds: readonly string[];
  onChange: (stationIds: string[]) => void;
}) {
  const { metroOf } = useVacancyActions();
  const [lines, setLines] = useState<MetroLine[]>([]);

  useEffect(() => {
    let cancelled = false;
    setLines([]);
    void metroOf(areaId).then((found) => {
      if (!cancelled) setLines(found);
    });
    return () => {
      cancelled = true;
    };
  }, [areaId, metroOf]);

  // The picker is handed the lines already read, not asked to read them again.
  const linesRead = useCallback(async () => lines, [lines]);
  const all = metroStationsOf(lines);
  if (lines.length === 0) return null;
  return (
    <MetroPicker
      areaId={areaId}
      stations={stationIds.flatMap((id) => all.find((station) => station.id === id) ?? [])}
      onChange={(stations) => onChange(stations.map((station) => station.id))}
      getMetro={linesRead}
    />
  );
}

function toggle<T>(list: readonly T[] | undefined, item: T): T[] {
  const current = list ?? [];
  return current.includes(item) ? current.filter((value) => value !== item) : [...current, item];
}

/** The income field's text for an applied lowest salary. */
const salaryText = (salaryFrom: number | undefined) => salaryFrom?.toString() ?? "";

/** The filters shown as chip groups, and the value one chip of each stands for. */
type ChipFilter = "workingSchedule" | "officeType";
type ChipOf<F extends ChipFilter> = NonNullable<VacancyFilters[F]>[number];

/** Each chip group's legend, its «Любой …» chip, its chips in order and their labels. */
const CHIP_FILTERS: {
  [F in ChipFilter]: {
    legend: string;
    anyLabel: string;
    items: readonly ChipOf<F>[];
    labels: Record<ChipOf<F>, string>;
  };
} = {
  workingSchedule: {
    legend: "График",
    anyLabel: "Любой график",
    items: SCHEDULES,
    labels: WORKING_SCHEDULE_LABELS,
  },
  officeType: {
    legend: "Формат работы",
    anyLabel: "Любой формат работы",
    items: OFFICE_TYPES,
    labels: OFFICE_TYPE_LABELS,
  },
};

/**
 * A group of toggle chips led by «Любой …», which is pressed while none is chosen and clears
 * the group: every filter can be undone the same way as a select's «Любой город».
 */
function ChipGroup<F extends ChipFilter>({
  filter,
  value,
  onApply,
}: {
  filter: F;
  /** The applied filters. */
  value: VacancyFilters;
  /** Applies the group's new choice (undefined: any). */
  onApply: (patch: Partial<VacancyFilters>) => void;
}) {
  const { legend, anyLabel, items, labels } = CHIP_FILTERS[filter];
  const chosen = value[filter] as readonly ChipOf<F>[] | undefined;
  const onChange = (next: ChipOf<F>[] | undefined) => onApply({ [filter]: next });
  return (
    <fieldset className="rb-vacancy-filters__chips">
      <legend>{legend}</legend>
      <Chip selected={!chosen?.length} onClick={() => onChange(undefined)}>
        {anyLabel}
      </Chip>
      {items.map((item) => (
        <Chip
          key={item}
          selected={chosen?.includes(item) ?? false}
          onClick={() => onChange(toggle(chosen, item))}
        >
          {labels[item]}
        </Chip>
      ))}
    </fieldset>
  );
}

/**
 * The filter panel: full-text search (applied by «Найти» or Enter), city (and its metro stations), experience, schedule,
 * office type, skills (from the skills dictionary, as in the profile) and the lowest salary. Selects and chips apply at once, the income after a
 * pause in typing; each filter has its «Любой …» choice, and «Сбросить фильтры» clears them all.
 */
export function VacancyFiltersPanel({ value, onApply }: VacancyFiltersPanelProps) {
  const [search, setSearch] = useState(value.search ?? "");
  const [salary, setSalary] = useState(salaryText(value.salaryFrom));
  const { suggestSkills, suggestAreas, areaOf } = useVacancyActions();

  // The address changed (Back, a reset, a shared link): the drafts follow it. A draft that
  // already says the same stays as typed («150 000» is not rewritten to «150000»).
  useEffect(() => setSearch(value.search ?? ""), [value.search]);
  useEffect(
    () =>
      setSalary((draft) =>
        salaryFromInput(draft) === value.salaryFrom ? draft : salaryText(value.salaryFrom),
      ),
    [value.salaryFrom],
  );

  const apply = (patch: Partial<VacancyFilters>) => onApply(visitorVacancyFilters({ ...value, ...patch }));

  // The income applies once typing pauses; no Enter or leaving the field needed.
  const typedSalary = salaryFromInput(salary);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft or new filters restart the pause; `onApply` is new on every render.
  useEffect(() => {
    if (typedSalary === value.salaryFrom) return;
    const timer = setTimeout(
      () => onApply(visitorVacancyFilters({ ...value, salaryFrom: typedSalary })),
      FILTER_INPUT_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typedSalary, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ search: search.trim() || undefined, salaryFrom: typedSalary });
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
        <PlaceFilter
          areaId={value.areaId?.[0]}
          search={suggestAreas}
          areaOf={areaOf}
          onChange={(areaId) =>
            apply({ areaId: areaId ? [areaId] : undefined, city: undefined, metroStationId: undefined })
          }
        />
        <Select
          label="Опыт работы"
          placeholder="Любой опыт"
          clearable
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
          placeholder="Любой доход"
          value={salary}
          maxLength={11}
          onChange={(event) => setSalary(event.target.value.replace(/[^\d\s]/g, ""))}
        />
      </div>
      {value.areaId?.length === 1 ? (
        <MetroFilter
          areaId={value.areaId[0] as string}
          stationIds={value.metroStationId ?? []}
          onChange={(ids) => apply({ metroStationId: ids.length > 0 ? ids : undefined })}
        />
      ) : null}
      <ChipGroup filter="workingSchedule" value={value} onApply={apply} />
      <ChipGroup filter="officeType" value={value} onApply={apply} />
      <div className="rb-vacancy-filters__skills">
        <SuggestionPicker
          label="Навыки"
          values={value.skills ?? []}
          onChange={(skills) => apply({ skills: skills.length > 0 ? skills : undefined })}
          suggest={suggestSkills}
          removeLabel={(skill) => `Убрать навык ${skill}`}
          placeholder="Например, SQL"
        />
      </div>
      {hasVisitorVacancyFilters(value) ? (
        <Button
          type="button"
          variant="secondary"
          className="rb-vacancy-filters__reset"
          onClick={() => {
            setSearch("");
            setSalary("");
            onApply({});
          }}
        >
          Сбросить фильтры
        </Button>
      ) : null}
    </form>
  );
}
