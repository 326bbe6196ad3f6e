/**
 * Wire schemas of the vacancy calls (§3, §7; paging and the
 * employer-side responses fixed by issue 6), and the `filter.{name}` query-string form of
 * vacancy filters (arrays repeated) with helpers both ways.
 */
import { z } from "zod";
import { MAX_LENGTH, SALARY_MAX, VACANCY_PAGE_SIZE, VACANCY_PAGE_SIZE_MAX } from "../constants";
import {
  experienceSchema,
  officeTypeSchema,
  responseQueryFilterSchema,
  responseStatusSchema,
  testStatusSchema,
  vacancyStatusSchema,
  viewedQueryFilterSchema,
  workingScheduleSchema,
} from "../enums";
import { dateTimeSchema, idSchema, messageResponseSchema, searchSchema, shortTextSchema } from "./primitives";
import { testResultDtoSchema } from "./tests";

export { type MessageResponse, messageResponseSchema } from "./primitives";

// ---------------------------------------------------------------- vacancy

/**
 * The company as a vacancy carries it; the mapper fills `name` (else companyName) and
 * `imageUrl` (from companyLogoUrl or imageUrl) (§3).
 */
export const vacancyCompanyDtoSchema = z.object({
  id: idSchema,
  companyName: z.string(),
  name: z.string().nullish(),
  companyCity: z.string().nullish(),
  companyLogoUrl: z.string().nullish(),
  imageUrl: z.string().nullish(),
  rating: z.number().nullish(),
  feedbackCount: z.number().int().nullish(),
});
export type VacancyCompanyDto = z.infer<typeof vacancyCompanyDtoSchema>;

/** A vacancy as the server sends it; optional parts (views 0, …) get defaults in `toVacancy` (§3). */
export const vacancyDtoSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullish(),
  workingExperience: experienceSchema.nullish(),
  workingSchedule: workingScheduleSchema.nullish(),
  officeType: officeTypeSchema.nullish(),
  city: z.string().nullish(),
  requirements: z.string().nullish(),
  objectives: z.string().nullish(),
  offerings: z.string().nullish(),
  views: z.number().int().min(0).nullish(),
  skills: z.array(z.string()).nullish(),
  qualities: z.array(z.string()).nullish(),
  positions: z.array(z.string()).nullish(),
  company: vacancyCompanyDtoSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema.nullish(),
  isLikedByCurrentUser: z.boolean().nullish(),
  hasApplied: z.boolean().nullish(),
  responseStatus: responseStatusSchema.nullish(),
  salaryFrom: z.number().nullish(),
  salaryTo: z.number().nullish(),
  salaryCurrency: z.string().nullish(),
  salaryGross: z.boolean().nullish(),
  testName: z.string().nullish(),
  testStatus: testStatusSchema.nullish(),
  coefficient: z.number().nullish(),
  status: vacancyStatusSchema.nullish(),
  /** The employer's own assessed vacancies: how many respondents hold a valid result of its test. */
  testCompletedCount: z.number().int().min(0).nullish(),
});
export type VacancyDto = z.infer<typeof vacancyDtoSchema>;

/**
 * A vacancy as a list page carries it: what its card shows, without the long texts, views and
 * the edit time (the vacancy's page reads the whole {@link vacancyDtoSchema}). About a third of
 * the bytes of the whole vacancy.
 */
export const vacancyCardDtoSchema = vacancyDtoSchema.omit({
  description: true,
  requirements: true,
  objectives: true,
  offerings: true,
  qualities: true,
  positions: true,
  views: true,
  updatedAt: true,
});
export type VacancyCardDto = z.infer<typeof vacancyCardDtoSchema>;

// ---------------------------------------------------------------- filters

/** Filters of the vacancy list and total (issue 6), structured. Every one optional. */
export const vacancyFiltersSchema = z.object({
  /** Full-text search over title, description, skills and company. */
  search: searchSchema.optional(),
  city: z.array(shortTextSchema.min(1)).max(MAX_LENGTH.listItems).optional(),
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
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** An optional query value; an empty one (`?filter=`) counts as absent. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsAbsent, schema.optional());

/** The query of a personal list: one optional `filter` (absent or empty = everything). */
const listFilterQuery = <T extends z.ZodType>(filter: T) => z.object({ filter: optionalParam(filter) });

/** A list of vacancies, the answer of the personal lists (favourites, viewed). */
const vacancyListSchema = z.object({ vacancies: z.array(vacancyDtoSchema) });

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

// ---------------------------------------------------------------- list, total, details

/** `GET /v1/vacancy` -> `{ vacancies, nextPageToken }`; no token (or empty) on the last page. */
export const vacancyListResponseSchema = z.object({
  vacancies: z.array(vacancyCardDtoSchema),
  nextPageToken: z.string().nullish(),
});
export type VacancyListResponse = z.infer<typeof vacancyListResponseSchema>;

/**
 * `GET /v1/vacancy/total` -> `{ total, capped }`: the exact count, or with `capped` the cap
 * the count stopped at — there are more than `total` («более 1 000 вакансий»).
 */
export const vacancyTotalResponseSchema = z.object({ total: z.number().int().min(0), capped: z.boolean() });
export type VacancyTotalResponse = z.infer<typeof vacancyTotalResponseSchema>;

/** Path parameters `{id}` of a vacancy. */
export const vacancyIdParamsSchema = z.strictObject({ id: idSchema });
/** Path parameters `{id}/…/{applicantId}` (like, apply). */
export const vacancyApplicantParamsSchema = z.strictObject({ id: idSchema, applicantId: idSchema });

/** `GET /v1/vacancy/{id}` -> `{ vacancy }`. */
export const vacancyDetailsResponseSchema = z.object({ vacancy: vacancyDtoSchema });
export type VacancyDetailsResponse = z.infer<typeof vacancyDetailsResponseSchema>;

/** `POST`/`DELETE /v1/vacancy/{id}/like/{applicantId}` -> `{ message }`. */
export const likeVacancyResponseSchema = messageResponseSchema;

/**
 * `POST /v1/vacancy/{id}/view/{applicantId}` -> `{ message }`: the applicant opened the
 * vacancy. Its own call, since a GET never writes (a cross-site link could plant views).
 */
export const recordVacancyViewResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------- personal lists

/** `GET /v1/vacancy/favourites/{applicantId}` -> `{ vacancies }`. */
export const favouriteVacanciesResponseSchema = vacancyListSchema;
export type FavouriteVacanciesResponse = z.infer<typeof favouriteVacanciesResponseSchema>;

/** `GET /v1/vacancy/viewed/{applicantId}?filter=today|week` (absent = all time). */
export const viewedVacanciesQuerySchema = listFilterQuery(viewedQueryFilterSchema);
export type ViewedVacanciesQuery = z.infer<typeof viewedVacanciesQuerySchema>;
/** -> `{ vacancies }`, most recently viewed first. */
export const viewedVacanciesResponseSchema = vacancyListSchema;
export type ViewedVacanciesResponse = z.infer<typeof viewedVacanciesResponseSchema>;

/** An applicant's response to a vacancy: its status (§3); the list carries the vacancy too. */
export const applicantResponseDtoSchema = z.object({
  vacancyId: idSchema,
  status: responseStatusSchema,
  appliedAt: dateTimeSchema.nullish(),
  vacancy: vacancyDtoSchema.nullish(),
});
export type ApplicantResponseDto = z.infer<typeof applicantResponseDtoSchema>;

/** `GET /v1/vacancy/response/{applicantId}?filter=viewed|not_viewed|rejected` (absent = all). */
export const applicantResponsesQuerySchema = listFilterQuery(responseQueryFilterSchema);
export type ApplicantResponsesQuery = z.infer<typeof applicantResponsesQuerySchema>;
/** -> `{ responses }`. */
export const applicantResponsesResponseSchema = z.object({ responses: z.array(applicantResponseDtoSchema) });
export type ApplicantResponsesResponse = z.infer<typeof applicantResponsesResponseSchema>;

/** `POST /v1/vacancy/{id}/response/{applicantId}` (no body) -> `{ response }`; once per vacancy (409 after). */
export const applyVacancyResponseSchema = z.object({ response: applicantResponseDtoSchema });
export type ApplyVacancyResponse = z.infer<typeof applyVacancyResponseSchema>;

// ---------------------------------------------------------------- employer side

/**
 * `POST /v1/vacancy/delete` body: the ids of the caller's company's vacancies, 1 to 50 — at
 * most one full page, since the employer picks them on one page of the list.
 */
export const deleteVacanciesRequestSchema = z.strictObject({
  vacancies: z.array(idSchema).min(1).max(VACANCY_PAGE_SIZE_MAX),
});
export type DeleteVacanciesRequest = z.input<typeof deleteVacanciesRequestSchema>;
/** -> `{ message, deletedIds }`. */
export const deleteVacanciesResponseSchema = z.object({
  message: z.string(),
  deletedIds: z.array(idSchema).optional(),
});
export type DeleteVacanciesResponse = z.infer<typeof deleteVacanciesResponseSchema>;

/**
 * A response as the employer sees it (beyond the spec, issue 6): who applied, from where,
 * when, and its status. Listed by `GET /v1/vacancy/{id}/responses`.
 */
export const vacancyApplicationDtoSchema = z.object({
  vacancyId: idSchema,
  applicantId: idSchema,
  applicantName: z.string(),
  applicantSurname: z.string(),
  city: z.string().nullish(),
  appliedAt: dateTimeSchema,
  status: responseStatusSchema,
  /** The applicant's coefficient for this vacancy (0..100; factors: the contest call). */
  coefficient: z.number().nullish(),
  /** Valid results of the applicant's tests; the characteristics one only if the applicant shows it. */
  testResults: z.array(testResultDtoSchema).nullish(),
  /**
   * Until when «Отказать» may still be undone (`DELETE …/rejection`); the applicant sees the
   * rejection only after it. Absent when there is nothing to undo.
   */
  rejectionUndoUntil: dateTimeSchema.nullish(),
});
export type VacancyApplicationDto = z.infer<typeof vacancyApplicationDtoSchema>;

/** `GET /v1/vacancy/{id}/responses?sort=coefficient` (absent: newest first). */
export const vacancyApplicationsQuerySchema = z.object({
  sort: z.preprocess(emptyAsAbsent, z.enum(["coefficient", "appliedAt"]).optional()),
});
export type VacancyApplicationsQuery = z.input<typeof vacancyApplicationsQuerySchema>;

/** `GET /v1/vacancy/{id}/responses` -> `{ responses }`, newest first or by coefficient. */
export const vacancyApplicationsResponseSchema = z.object({
  responses: z.array(vacancyApplicationDtoSchema),
});
export type VacancyApplicationsResponse = z.infer<typeof vacancyApplicationsResponseSchema>;

/** The statuses an employer may set (a response starts as not viewed). */
export const EMPLOYER_SETTABLE_RESPONSE_STATUSES = [
  "RESPONSE_STATUS_VIEWED",
  "RESPONSE_STATUS_REJECTED",
] as const;

/** `POST /v1/vacancy/{id}/responses/{applicantId}/status` body. */
export const updateApplicationStatusRequestSchema = z.strictObject({
  status: z.enum(EMPLOYER_SETTABLE_RESPONSE_STATUSES),
});
export type UpdateApplicationStatusRequest = z.input<typeof updateApplicationStatusRequestSchema>;
/**
 * -> `{ response }`, the updated application. `DELETE …/responses/{applicantId}/rejection`
 * (undo «Отказать» within its window, 409 after) answers the same.
 */
export const updateApplicationStatusResponseSchema = z.object({ response: vacancyApplicationDtoSchema });
export type UpdateApplicationStatusResponse = z.infer<typeof updateApplicationStatusResponseSchema>;
