/**
 * Places (issue 40): the dictionary of countries, regions and localities with hh.ru's ids, and
 * the metro of the cities that have one. Public calls, no session.
 *
 * `GET /v1/areas?search=…&pageSize=…`, `GET /v1/areas/{id}`, `GET /v1/areas/{id}/metro`.
 */
import { z } from "zod";

/** hh.ru's Russia: the country the salary statistics mean when a query names no place. */
export const RUSSIA_AREA_ID = "113";

/** How many suggestions a search returns by default, and at most. */
export const AREA_SEARCH_PAGE_SIZE = { default: 10, max: 50 } as const;

/** The longest search text (the longest place name is under 80 characters). */
const AREA_SEARCH_MAX_LENGTH = 100;

/** Why a places' request is refused (400). */
export const PLACES_MESSAGES = {
  pageSize: `Количество подсказок — целое число от 1 до ${AREA_SEARCH_PAGE_SIZE.max}`,
  searchTooLong: `Строка поиска не длиннее ${AREA_SEARCH_MAX_LENGTH} символов`,
  id: "Код места — число из справочника hh.ru",
} as const;

/** What an area is: a country, a region (oblast, krai, republic …) or a locality. */
export const areaKindSchema = z.enum(["country", "region", "city"]);
export type AreaKind = z.infer<typeof areaKindSchema>;

/** One area: hh.ru's id and name, and the region it lies in (none for countries and regions). */
export const areaDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: areaKindSchema,
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
});
export type AreaDto = z.infer<typeof areaDtoSchema>;

/**
 * `GET /v1/areas` query: `search` (a prefix of a name or a common short name: «спб», «екб»;
 * case, ё, hyphens and extra spaces do not matter) and `pageSize` (1..50, default 10).
 */
export const areaSearchQuerySchema = z.object({
  search: z.string().max(AREA_SEARCH_MAX_LENGTH, PLACES_MESSAGES.searchTooLong).default(""),
  pageSize: z.coerce
    .number(PLACES_MESSAGES.pageSize)
    .int(PLACES_MESSAGES.pageSize)
    .min(1, PLACES_MESSAGES.pageSize)
    .max(AREA_SEARCH_PAGE_SIZE.max, PLACES_MESSAGES.pageSize)
    .default(AREA_SEARCH_PAGE_SIZE.default),
});

/** `GET /v1/areas` answer: the matching areas, exact names first, then bigger cities first. */
export const areaSearchResponseSchema = z.object({ areas: z.array(areaDtoSchema) });
export type AreaSearchResponse = z.infer<typeof areaSearchResponseSchema>;

/** `GET /v1/areas/{id}` answer: the area and the areas it lies in, nearest first (city → region → country). */
export const areaDetailsSchema = areaDtoSchema.extend({ parents: z.array(areaDtoSchema) });
export type AreaDetails = z.infer<typeof areaDetailsSchema>;

/** An area's id as a request names it: hh.ru's, digits only. */
export const areaRefSchema = z.string().max(12, PLACES_MESSAGES.id).regex(/^\d+$/, PLACES_MESSAGES.id);

/** `/v1/areas/{id}` path. */
export const areaParamsSchema = z.strictObject({ id: areaRefSchema });

/** A metro station: hh.ru's id (`line.station`) and name. */
const metroStationSchema = z.object({ id: z.string(), name: z.string() });

/** A metro line: hh.ru's id, name, colour (`#RRGGBB`) and stations in their order along it. */
const metroLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  stations: z.array(metroStationSchema),
});
export type MetroLine = z.infer<typeof metroLineSchema>;

/** `GET /v1/areas/{id}/metro` answer: the city's lines (none for a city without a metro). */
export const metroResponseSchema = z.object({ lines: z.array(metroLineSchema) });
export type MetroResponse = z.infer<typeof metroResponseSchema>;
