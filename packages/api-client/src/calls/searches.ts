import {
  type SavedSearchWrite,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from "@rabota/domain/wire/searches";
import { messageResponseSchema } from "@rabota/domain/wire/vacancy";
import type { Http } from "../http";

const id = (value: string) => encodeURIComponent(value);

/** An applicant's saved searches with their alerts (issue 26); guests 401, employers 403. */
export function createSearchCalls({ request }: Http) {
  return {
    /** `GET /v1/searches` -> the applicant's searches, newest first, each with `newCount`. */
    list: async () =>
      (await request("get", "/v1/searches", { call: "searches.list", schema: savedSearchListResponseSchema }))
        .searches,
    /** `POST /v1/searches` -> the saved search (201); 409 with the Russian message at the 21st. */
    create: async (body: SavedSearchWrite) =>
      (
        await request("post", "/v1/searches", {
          call: "searches.create",
          json: body,
          schema: savedSearchResponseSchema,
        })
      ).search,
    /** `PUT /v1/searches/{id}` -> the search with its name, filters and alert replaced; 404 not the caller's. */
    update: async (searchId: string, body: SavedSearchWrite) =>
      (
        await request("put", `/v1/searches/${id(searchId)}`, {
          call: "searches.update",
          json: body,
          schema: savedSearchResponseSchema,
        })
      ).search,
    /** `DELETE /v1/searches/{id}`; 404 not the caller's. */
    remove: async (searchId: string) => {
      await request("delete", `/v1/searches/${id(searchId)}`, {
        call: "searches.remove",
        schema: messageResponseSchema,
      });
    },
    /** `POST /v1/searches/{id}/opened` -> the search with `newCount` 0: the applicant opened its list. */
    markOpened: async (searchId: string) =>
      (
        await request("post", `/v1/searches/${id(searchId)}/opened`, {
          call: "searches.markOpened",
          schema: savedSearchResponseSchema,
        })
      ).search,
  };
}
