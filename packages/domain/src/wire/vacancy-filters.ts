/**
 * Vacancy filters (issue 6): the structured form, the flat `filter.{name}` query-string form
 * of the list and total calls (arrays repeated), and helpers both ways. Re-exported by
 * `./vacancy`, the package entry.
 */
import { z } from "zod";
import { MAX_LENGTH, SALARY_MAX, VACANCY_PAGE_SIZE, VACANCY_PAGE_SIZE_MAX } from "../constants";
import { experienceSchema, officeTypeSchema, vacancyStatusSchema, workingScheduleSchema } from "../enums";
import { idSchema, searchSchema, shortTextSchema } from "./primitives";
import { areaIdSchema, metroStationIdSchema } from "./vacancy-write";

// ---------------------------------------------------------------- filters

/** Filters of the vacancy list and total (issue 6), structured. Every one optional. */
export const vacancyFiltersSchema = z.object({
  /** Full-text search over title, description, skills and company. */
  search: searchSchema.optional(),
  city: z.array(shortTextSchema.min(1)).max(MAX_LENGTH.listItems).optional(),
  /** Places of the dictionary (issue 40): a region or a country means every place in it. */
  areaId: z.array(areaIdSchema).max(MAX_LENGTH.listItems).optional(),
  /** Metro stations: a vacancy naming any of them. */
  metroStationId: z.array(metroStationIdSchema).max(MAX_LENGTH.listItems).optional(),
  workingExperience: z.array(experienceSchema).max(10).optional(),
  workingSchedule: z.array(workingScheduleSchema).max(10).optional(),
  officeType: z.array(officeTypeSchema).max(10).optional(),
  salaryFrom: z.number().int().min(0).max(SALARY_MAX).optional(),
  skills: z.array(shortTextSchema.min(1)).max(MAX_LENGTH.listItems).optional(),
  companyId: idSchema.optional(),
  status: vacancyStatusSchema.optional(),
  /** Only vacancies that ask for a test (the employer's `/vacancies/assessed`). */
  assessed: z.boolean().optional(),
});
export type VacancyFilters = z.infer<typeof vacancyFiltersSchema>;
export type VacancyFilterName = keyof VacancyFilters;

/** Filters that may repeat in the query string (`filter.city=A&filter.city=B`). */
export const VACANCY_ARRAY_FILTERS = [
  "city",
  "areaId",
  "metroStationId",
  "workingExperience",
  "workingSchedule",
  "officeType",
  "skills",
] as const;
/** Filters that appear at most once. */
export const VACANCY_SCALAR_FILTERS = ["search", "salaryFrom", "companyId", "status", "assessed"] as const;

/** A query value read by a query-string parser: one string, or several for a repeated key. */
const asArray = (value: unknown) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
/** An empty query value (`filter.search=`) means "no filter". */
export const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** An optional query value; an empty one (`?filter=`) counts as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsAbsent, schema.optional());

const arrayParam = <T extends z.ZodType>(item: T) =>
  z.preprocess(asArray, z.array(item).max(MAX_LENGTH.listItems).optional());

/**
 * The filters as flat query parameters `filter.{name}`, as Fastify (or any
 * query-string parser) hands them over: repeated keys arrive as arrays, single ones as
 * strings. Unknown keys are stripped (a query string is not a body; caches add keys).
 */
const filterQueryShape = {
  "filter.search": optionalParam(searchSchema),
  "filter.city": arrayParam(shortTextSchema.min(1)),
  "filter.areaId": arrayParam(areaIdSchema),
  "filter.metroStationId": arrayParam(metroStationIdSchema),
  "filter.workingExperience": arrayParam(experienceSchema),
  "filter.workingSchedule": arrayParam(workingScheduleSchema),
  "filter.officeType": arrayParam(officeTypeSchema),
  "filter.salaryFrom": optionalParam(z.coerce.number().int().min(0).max(SALARY_MAX)),
  "filter.skills": arrayParam(shortTextSchema.min(1)),
  "filter.companyId": optionalParam(idSchema),
  "filter.status": optionalParam(vacancyStatusSchema),
  // "true" only; anything else is no filter, so a shared link never breaks the list.
  "filter.assessed": optionalParam(
    z.enum(["true", "false"]).transform((value) => value === "true" || undefined),
  ),
};

/** `GET /v1/vacancy/total` query: the filters only. */
export const vacancyTotalQuerySchema = z.object(filterQueryShape);
export type VacancyTotalQuery = z.infer<typeof vacancyTotalQuerySchema>;

/**
 * `GET /v1/vacancy` query: `pageSize` (1..50, default 10), the opaque `pageToken` of the
 * previous page, and the filters.
 */
export const vacancyListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(VACANCY_PAGE_SIZE_MAX).default(VACANCY_PAGE_SIZE),
  pageToken: z.string().min(1).max(MAX_LENGTH.token).optional(),
  ...filterQueryShape,
});
export type VacancyListQuery = z.infer<typeof vacancyListQuerySchema>;

/** The structured filters of a parsed list or total query (absent ones left out). */
export function filtersFromQuery(query: VacancyTotalQuery): VacancyFilters {
  const filters: Record<string, unknown> = {};
  for (const name of [...VACANCY_ARRAY_FILTERS, ...VACANCY_SCALAR_FILTERS]) {
    const value = query[`filter.${name}`];
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) filters[name] = value;
  }
  return filters as VacancyFilters;
}

/** Paging of a list request. */
export interface VacancyPaging {
  readonly pageSize?: number;
  readonly pageToken?: string;
}

/**
 * Filters (and paging) as `URLSearchParams`: `filter.{name}` per filter, arrays repeated,
 * empty values and empty arrays left out, so equal filters give equal query strings.
 */
export function toVacancySearchParams(filters: VacancyFilters, paging: VacancyPaging = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (paging.pageSize !== undefined) params.set("pageSize", String(paging.pageSize));
  if (paging.pageToken) params.set("pageToken", paging.pageToken);
  for (const name of VACANCY_SCALAR_FILTERS) {
    const value = filters[name];
    if (value !== undefined && value !== "") params.set(`filter.${name}`, String(value));
  }
  for (const name of VACANCY_ARRAY_FILTERS) {
    for (const value of filters[name] ?? []) params.append(`filter.${name}`, value);
  }
  return params;
}

/** Filters and paging read back from a query string. */
export interface VacancySearchParams {
  readonly filters: VacancyFilters;
  readonly pageSize: number;
  readonly pageToken?: string;
}

/**
 * Read filters and paging from a query string (a shared link, `location.search`). Lenient:
 * an invalid parameter is dropped, not fatal, so a hand-edited URL still shows a list.
 * The gateway, which must answer 400 instead, parses with {@link vacancyListQuerySchema}.
 */
export function parseVacancySearchParams(input: URLSearchParams | string): VacancySearchParams {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] as string) : values;
  }
  let result = vacancyListQuerySchema.safeParse(raw);
  // Drop every offending key once and parse again; what is left is valid on its own.
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string") delete raw[key];
    }
    result = vacancyListQuerySchema.safeParse(raw);
  }
  const query = result.success ? result.data : vacancyListQuerySchema.parse({});
  return {
    filters: filtersFromQuery(query),
    pageSize: query.pageSize,
    ...(query.pageToken ? { pageToken: query.pageToken } : {}),
  };
}

// ---------------------------------------------------------------- the list page's address

/**
 * Filters a visitor sets on the list page (the filter bar, or a shared link). `companyId` and
 * `status` are not among them: the viewer's role decides those.
 */
const VACANCY_VISITOR_FILTERS = [
  "search",
  "city",
  "areaId",
  "metroStationId",
  "workingExperience",
  "workingSchedule",
  "officeType",
  "salaryFrom",
  "skills",
] as const satisfies readonly VacancyFilterName[];

/** The visitor's filters of `filters`, empty ones left out, so equal choices give equal addresses. */
export function visitorVacancyFilters(filters: VacancyFilters): VacancyFilters {
  const result: Record<string, unknown> = {};
  for (const name of VACANCY_VISITOR_FILTERS) {
    const value = filters[name];
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[name] = value;
  }
  return result as VacancyFilters;
}

/** Whether the visitor has set any filter (the list then offers «Сбросить фильтры»). */
export function hasVisitorVacancyFilters(filters: VacancyFilters): boolean {
  return Object.keys(visitorVacancyFilters(filters)).length > 0;
}

/**
 * The list page's query string for the visitor's filters, `?filter.city=…` or "" for none:
 * the address that shares, reloads and walks Back/Forward through a filtered list. Read back
 * with {@link parseVacancySearchParams}.
 */
export function vacancyListSearch(filters: VacancyFilters): string {
  const query = toVacancySearchParams(visitorVacancyFilters(filters)).toString();
  return query ? `?${query}` : "";
}

/**
 * The income field's text as the lowest salary: whole roubles, digits only (spaces allowed,
 * as in «150 000»); undefined, so no filter, when empty, zero, not a number or above
 * {@link SALARY_MAX}.
 */
export function salaryFromInput(text: string): number | undefined {
  const digits = text.replace(/\s/g, "");
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const value = Number(digits);
  return value > 0 && value <= SALARY_MAX ? value : undefined;
}
