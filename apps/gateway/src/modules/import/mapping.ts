import type { Experience, ImportFolder, OfficeType, WorkingSchedule } from "@rabota/domain/enums";
import { VACANCY_BUILDING_MAX_LENGTH } from "@rabota/domain/wire/vacancy";
import { z } from "zod";
import { type ImportedVacancy, sanitizeDescription } from "../vacancy";

/** Where an imported vacancy comes from, as stored in `vacancies.source`. */
export const HH_SOURCE = "hh";

const named = z.object({ id: z.string(), name: z.string().optional() }).loose();
const salarySchema = z
  .object({
    from: z.number().nullish(),
    to: z.number().nullish(),
    currency: z.string().nullish(),
    gross: z.boolean().nullish(),
    mode: named.nullish(),
  })
  .loose();

/** A metro station of an hh.ru address: hh.ru's id (`line.station`), ours too. */
const stationSchema = z.object({ station_id: z.coerce.string() }).loose();

/** The fields of hh.ru's `GET /vacancies/{id}` the mapping reads; the rest is kept as raw JSON. */
const hhVacancySchema = z
  .object({
    id: z.coerce.string(),
    name: z.string().trim().min(1),
    description: z.string().nullish(),
    key_skills: z.array(z.object({ name: z.string() }).loose()).nullish(),
    experience: named.nullish(),
    employment: named.nullish(),
    employment_form: named.nullish(),
    internship: z.boolean().nullish(),
    schedule: named.nullish(),
    work_format: z.array(named).nullish(),
    area: z.object({ id: z.coerce.string().nullish(), name: z.string() }).loose().nullish(),
    address: z
      .object({
        city: z.string().nullish(),
        street: z.string().nullish(),
        building: z.string().nullish(),
        metro: stationSchema.nullish(),
        metro_stations: z.array(stationSchema).nullish(),
      })
      .loose()
      .nullish(),
    salary: salarySchema.nullish(),
    salary_range: salarySchema.nullish(),
    professional_roles: z.array(z.object({ id: z.string().nullish(), name: z.string() }).loose()).nullish(),
    archived: z.boolean().nullish(),
    published_at: z.string().nullish(),
    created_at: z.string().nullish(),
  })
  .loose();

/** Why an hh.ru vacancy cannot be imported (shown in the run's failures). */
export class UnmappableVacancyError extends Error {
  override name = "UnmappableVacancyError";
}

const EXPERIENCE: Readonly<Record<string, Experience>> = {
  noExperience: "EXPERIENCE_WITHOUT",
  between1And3: "EXPERIENCE_1_TO_3_YEARS",
  between3And6: "EXPERIENCE_3_TO_6_YEARS",
  moreThan6: "EXPERIENCE_6_YEARS",
};
const EMPLOYMENT_FORM: Readonly<Record<string, WorkingSchedule>> = {
  FULL: "WORKING_SCHEDULE_FULL_TIME",
  PART: "WORKING_SCHEDULE_PART_TIME",
};
const EMPLOYMENT: Readonly<Record<string, WorkingSchedule>> = {
  full: "WORKING_SCHEDULE_FULL_TIME",
  part: "WORKING_SCHEDULE_PART_TIME",
  probation: "WORKING_SCHEDULE_INTERNSHIP",
};
/** hh.ru's currency codes that differ from ISO 4217 (what our vacancies store). */
const CURRENCY: Readonly<Record<string, string>> = { RUR: "RUB", BYR: "BYN" };
const TITLE_MAX = 200;
const BUILDING_MAX = VACANCY_BUILDING_MAX_LENGTH;
const LIST_MAX = 100;

type HhVacancy = z.infer<typeof hhVacancySchema>;

/**
 * hh.ru's vacancy as ours (the reference's mapping table): newer fields first (`salary_range`,
 * `employment_form` + `internship`, `work_format`), the deprecated ones (`salary`, `employment`,
 * `schedule`) when the newer are absent. `folder` is the status of the list it came from; a
 * vacancy hh.ru says is archived is archived here too. Throws {@link UnmappableVacancyError}.
 */
export function toImportedVacancy(raw: unknown, folder: ImportFolder, now: Date): ImportedVacancy {
  const parsed = hhVacancySchema.safeParse(raw);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].join(", ");
    throw new UnmappableVacancyError(`hh.ru прислал вакансию без обязательных полей (${fields})`);
  }
  const hh = parsed.data;
  const description = sanitizeDescription(hh.description ?? "");
  return {
    source: HH_SOURCE,
    externalId: hh.id,
    sourceData: raw,
    createdAt: parseHhDate(hh.published_at) ?? parseHhDate(hh.created_at) ?? now,
    place: placeOf(hh),
    professionRoleIds: (hh.professional_roles ?? []).flatMap((role) => (role.id ? [role.id] : [])),
    fields: {
      title: hh.name.slice(0, TITLE_MAX),
      description: description || null,
      skills: uniqueNames(hh.key_skills),
      positions: uniqueNames(hh.professional_roles),
      city: hh.address?.city?.trim() || hh.area?.name.trim() || null,
      workingExperience: EXPERIENCE[hh.experience?.id ?? ""] ?? "EXPERIENCE_UNSPECIFIED",
      workingSchedule: workingScheduleOf(hh),
      officeType: officeTypeOf(hh),
      ...salaryOf(hh),
      status:
        hh.archived || folder === "VACANCY_STATUS_ARCHIVED"
          ? "VACANCY_STATUS_ARCHIVED"
          : "VACANCY_STATUS_ACTIVE",
    },
  };
}

/**
 * hh.ru's area and address as they come: hh.ru's ids are the dictionary's (decision 025), so
 * the vacancy's writes check them against it (an area it lacks is none, a station not of the
 * area is dropped). The stations: `metro_stations`, else the one `metro`.
 */
function placeOf(hh: HhVacancy): ImportedVacancy["place"] {
  const address = hh.address;
  const stations = address?.metro_stations?.length
    ? address.metro_stations
    : address?.metro
      ? [address.metro]
      : [];
  const text = (value: string | null | undefined, max: number) => value?.trim().slice(0, max) || null;
  return {
    areaId: hh.area?.id?.trim() || null,
    street: text(address?.street, TITLE_MAX),
    building: text(address?.building, BUILDING_MAX),
    metroStationIds: stations.map((station) => station.station_id),
  };
}

function uniqueNames(items: readonly { name: string }[] | null | undefined): string[] {
  const names = (items ?? []).map((item) => item.name.trim().slice(0, TITLE_MAX)).filter(Boolean);
  return [...new Set(names)].slice(0, LIST_MAX);
}

function workingScheduleOf(hh: HhVacancy): WorkingSchedule {
  if (hh.internship === true) return "WORKING_SCHEDULE_INTERNSHIP";
  if (hh.employment_form) return EMPLOYMENT_FORM[hh.employment_form.id] ?? "WORKING_SCHEDULE_UNSPECIFIED";
  return EMPLOYMENT[hh.employment?.id ?? ""] ?? "WORKING_SCHEDULE_UNSPECIFIED";
}

function officeTypeOf(hh: HhVacancy): OfficeType {
  const formats = new Set((hh.work_format ?? []).map((format) => format.id));
  if (formats.size === 0) {
    if (!hh.schedule) return "OFFICE_TYPE_UNSPECIFIED";
    return hh.schedule.id === "remote" ? "OFFICE_TYPE_REMOTE" : "OFFICE_TYPE_UNSPECIFIED";
  }
  // Both remote and on-site allowed is a hybrid for us.
  if (formats.has("HYBRID") || (formats.has("REMOTE") && formats.has("ON_SITE"))) return "OFFICE_TYPE_HYBRID";
  if (formats.has("REMOTE")) return "OFFICE_TYPE_REMOTE";
  if (formats.has("ON_SITE") || formats.has("FIELD_WORK")) return "OFFICE_TYPE_OFFICE";
  return "OFFICE_TYPE_UNSPECIFIED";
}

/**
 * The monthly salary: `salary_range`, else `salary`. A range per hour, shift or project is
 * left out, since our vacancies state a monthly amount and a figure per hour would mislead.
 */
function salaryOf(hh: HhVacancy) {
  const none = { salaryFrom: null, salaryTo: null, salaryCurrency: null, salaryGross: null };
  const salary = hh.salary_range ?? hh.salary;
  if (!salary) return none;
  if (hh.salary_range?.mode && hh.salary_range.mode.id !== "MONTH") return none;
  const amount = (value: number | null | undefined) =>
    typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 2_147_483_647
      ? Math.round(value)
      : null;
  const from = amount(salary.from);
  const to = amount(salary.to);
  if (from === null && to === null) return none;
  const currency = salary.currency?.toUpperCase() ?? null;
  return {
    salaryFrom: from,
    salaryTo: to,
    salaryCurrency: currency ? (CURRENCY[currency] ?? currency) : null,
    salaryGross: salary.gross ?? null,
  };
}

/** hh.ru's `2025-07-08T16:17:21+0300` (an offset without a colon), or null when it is not a date. */
export function parseHhDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2");
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}
