/**
 * Saved searches with alerts (issue 26): `/v1/searches` and the signed-out unsubscribe of an
 * alert mail. A search keeps the list's visitor filters (the `filter.*` parameters of
 * `GET /v1/vacancy`, structured), so what it finds is exactly what the list shows.
 */
import { z } from "zod";
import { SAVED_SEARCH_NAME_MAX_LENGTH } from "../constants";
import { searchAlertSchema } from "../enums";
import { SAVED_SEARCH_MESSAGES } from "../errors";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { fieldSchema } from "../validation/zod";
import { dateTimeSchema, idSchema } from "./primitives";
import { vacancyFiltersSchema } from "./vacancy-filters";

/**
 * The filters a search keeps: the list's visitor filters (search words, cities, experience,
 * schedule, office type, salary, skills). `companyId` and `status` are the viewer's role's
 * business, never a visitor's, so naming them is a 400.
 */
export const savedSearchFilterSchema = vacancyFiltersSchema
  .pick({
    search: true,
    city: true,
    areaId: true,
    metroStationId: true,
    workingExperience: true,
    workingSchedule: true,
    officeType: true,
    salaryFrom: true,
    skills: true,
  })
  .strict();
export type SavedSearchFilter = z.infer<typeof savedSearchFilterSchema>;

/**
 * The filters of a request body: {@link savedSearchFilterSchema}, with one Russian message for
 * any fault in them (the filter schema's own messages are the list's, written for a query string).
 */
const filterBodySchema = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    const parsed = savedSearchFilterSchema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const path = parsed.error.issues[0]?.path.filter((key) => typeof key !== "symbol") ?? [];
    ctx.addIssue({ code: "custom", message: SAVED_SEARCH_MESSAGES.badFilter, path });
    return z.NEVER;
  });

/** `POST /v1/searches` and `PUT /v1/searches/{id}`: the whole search as the applicant wrote it. */
export const savedSearchWriteSchema = z.object({
  name: fieldSchema(["required"], { maxLength: SAVED_SEARCH_NAME_MAX_LENGTH }),
  filter: filterBodySchema,
  alert: searchAlertSchema,
});
export type SavedSearchWrite = z.infer<typeof savedSearchWriteSchema>;

/** `PUT /v1/searches/{id}`, `DELETE …`, `POST …/opened`. */
export const savedSearchParamsSchema = z.object({ id: idSchema });

/**
 * A saved search: `newCount` is how many vacancies it matches that were published since the
 * applicant last opened it (`openedAt`, or since it was saved), counted up to
 * `SAVED_SEARCH_NEW_COUNT_CAP`.
 */
export const savedSearchDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  filter: savedSearchFilterSchema,
  alert: searchAlertSchema,
  newCount: z.number().int().nonnegative(),
  openedAt: dateTimeSchema,
  createdAt: dateTimeSchema,
});
export type SavedSearchDto = z.infer<typeof savedSearchDtoSchema>;

/** `POST /v1/searches` → 201, `PUT`, `POST …/opened`. */
export const savedSearchResponseSchema = z.object({ search: savedSearchDtoSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

/** `GET /v1/searches`: the applicant's searches, newest first. */
export const savedSearchListResponseSchema = z.object({ searches: z.array(savedSearchDtoSchema) });
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponseSchema>;

/**
 * The signed query of an alert mail's unsubscribe link (`/v1/searches/{id}/unsubscribe?sig=`):
 * the HMAC of the search's id under the gateway's secret, so the link works signed out and
 * names no other search.
 */
export const unsubscribeQuerySchema = z.object({
  sig: z.string().min(1, { message: VALIDATION_MESSAGES.required }).max(128),
});
