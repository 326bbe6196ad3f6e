import type { GatewayCall } from "@rabota/domain/errors";
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
  /** The calls that answer with one search (`{ search }`): they differ only in address and body. */
  const oneSearch = async (
    method: "post" | "put",
    path: string,
    call: GatewayCall,
    body?: SavedSearchWrite,
  ) => (await request(method, path, { call, json: body, schema: savedSearchResponseSchema })).search;

  return {
    /** `GET /v1/searches` -> the applicant's searches, newest first, each with `newCount`. */
    list: async () =>
      (await request("get", "/v1/searches", { call: "searches.list", schema: savedSearchListResponseSchema }))
        .searches,
    /** `POST /v1/searches` -> the saved search (201); 409 with the Russian message at the 21st. */
    create: (body: SavedSearchWrite) => oneSearch("post", "/v1/searches", "searches.create", body),
    /** `PUT /v1/searches/{id}` -> the search with its name, filters and alert replaced; 404 not the caller's. */
    update: (searchId: string, body: SavedSearchWrite) =>
      oneSearch("put", `/v1/searches/${id(searchId)}`, "searches.update", body),
    /** `DELETE /v1/searches/{id}`; 404 not the caller's. */
    remove: async (searchId: string) => {
      await request("delete", `/v1/searches/${id(searchId)}`, {
        call: "searches.remove",
        schema: messageResponseSchema,
      });
    },
    /** `POST /v1/searches/{id}/opened` -> the search with `newCount` 0: the applicant opened its list. */
    markOpened: (searchId: string) =>
      oneSearch("post", `/v1/searches/${id(searchId)}/opened`, "searches.markOpened"),
  };
}
