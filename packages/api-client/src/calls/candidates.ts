import {
  type CandidateFilters,
  type ContactRequestBody,
  candidateListResponseSchema,
  candidateResponseSchema,
  candidateTotalResponseSchema,
  contactRequestCreatedSchema,
  toCandidateSearchParams,
} from "@rabota/domain/wire/candidates";
import type { Http } from "../http";

const candidatePath = (applicantId: string) => `/v1/candidates/${encodeURIComponent(applicantId)}`;

/**
 * The employer's candidate search (issue 44): people who let employers find them, with only
 * the fields they allow. For an active member of a company (403 for anyone else); a profile
 * that is not there for the caller's company is a 404, never a 403.
 */
export function createCandidateCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/candidates`: one page (`pageSize` 20 by default, 50 at most) of the people
     * matching `filters` (sent as `filter.{name}`, arrays repeated), the latest updated first;
     * -> `{ candidates, nextPageToken }`, the token null on the last page.
     */
    search: (filters: CandidateFilters = {}, paging: { pageSize?: number; pageToken?: string } = {}) =>
      request("get", "/v1/candidates", {
        call: "candidates.search",
        query: toCandidateSearchParams(filters, paging),
        schema: candidateListResponseSchema,
      }),
    /** `GET /v1/candidates/total` -> how many people match `filters`. */
    total: async (filters: CandidateFilters = {}) =>
      (
        await request("get", "/v1/candidates/total", {
          call: "candidates.total",
          query: toCandidateSearchParams(filters),
          schema: candidateTotalResponseSchema,
        })
      ).total,
    /**
     * `GET /v1/candidates/{applicantId}` -> `{ candidate, contactRequest }`: the profile as its
     * owner allows and the company's latest contact request (its contacts once accepted). The
     * opening is recorded («Кто смотрел моё резюме»); 404 for a profile not there for the
     * company, 429 with a Russian message after 200 openings a day.
     */
    get: (applicantId: string) =>
      request("get", candidatePath(applicantId), {
        call: "candidates.get",
        schema: candidateResponseSchema,
      }),
    /**
     * `POST /v1/candidates/{applicantId}/contact-requests` `{ message, vacancyId? }` -> the
     * request (201, pending); 409 while one is pending or accepted.
     */
    requestContacts: async (applicantId: string, body: ContactRequestBody) =>
      (
        await request("post", `${candidatePath(applicantId)}/contact-requests`, {
          call: "candidates.requestContacts",
          json: body,
          schema: contactRequestCreatedSchema,
        })
      ).request,
  };
}
