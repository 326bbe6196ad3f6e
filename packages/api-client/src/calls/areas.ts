import { areaDetailsSchema, areaSearchResponseSchema, metroResponseSchema } from "@rabota/domain/wire/places";
import type { Http } from "../http";

const areaPath = (id: string) => `/v1/areas/${encodeURIComponent(id)}`;

/**
 * The places' dictionary (issue 40): hh.ru's countries, regions and localities with hh.ru's
 * ids, and the metro of the cities that have one. Public: no session needed.
 */
export function createAreaCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/areas?search=&pageSize=` -> the suggestions for a place field: exact names
     * first, then bigger places; case, ё, hyphens and spaces do not matter, short names
     * («спб», «екб») do. `pageSize` 1..50 (default 10).
     */
    search: async ({ search, pageSize }: { search?: string; pageSize?: number } = {}) =>
      (
        await request("get", "/v1/areas", {
          call: "areas.search",
          query: { search: search || undefined, pageSize },
          schema: areaSearchResponseSchema,
        })
      ).areas,
    /** `GET /v1/areas/{id}` -> the area with its `parents`, nearest first; 404 for an unknown id. */
    get: (id: string) => request("get", areaPath(id), { call: "areas.get", schema: areaDetailsSchema }),
    /** `GET /v1/areas/{id}/metro` -> the city's lines with their colours and stations (none without a metro). */
    metro: async (id: string) =>
      (await request("get", `${areaPath(id)}/metro`, { call: "areas.metro", schema: metroResponseSchema }))
        .lines,
  };
}
