import type { ResponseQueryFilter, ViewedQueryFilter } from "@rabota/domain/enums";
import {
  applicantResponsesResponseSchema,
  applyVacancyResponseSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  likeVacancyResponseSchema,
  toVacancySearchParams,
  type UpdateApplicationStatusRequest,
  updateApplicationStatusResponseSchema,
  type VacancyFilters,
  type VacancyPaging,
  vacancyApplicationsResponseSchema,
  vacancyDetailsResponseSchema,
  vacancyListResponseSchema,
  vacancyTotalResponseSchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import { isApiError } from "../api-error";
import type { Http } from "../http";
import { required } from "./required";

const id = (value: string) => encodeURIComponent(value);

/** A personal list's 404 means "nothing yet" (spec §8): an empty list instead of an error. */
async function emptyOn404<T>(call: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return empty;
    throw error;
  }
}

/** The Vacancies calls of spec §7, and the employer's responses (issue 6). */
export function createVacancyCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/vacancy`: one page (`pageSize` 10 by default, 50 at most) of the vacancies
     * matching `filters` (sent as `filter.{name}`, arrays repeated), newest first;
     * `nextPageToken` is absent on the last page.
     */
    getVacancies: async (filters: VacancyFilters = {}, paging: VacancyPaging = {}) =>
      required(
        await request("get", "/v1/vacancy", {
          query: toVacancySearchParams(filters, paging),
          schema: vacancyListResponseSchema,
        }),
        "Vacancies failed: No response from server.",
      ),
    /** `GET /v1/vacancy/total` -> the number of vacancies matching `filters`. */
    getVacancyTotal: async (filters: VacancyFilters = {}) =>
      required(
        await request("get", "/v1/vacancy/total", {
          query: toVacancySearchParams(filters),
          schema: vacancyTotalResponseSchema,
        }),
        "Vacancy total failed: No response from server.",
      ).total,
    /**
     * `GET /v1/vacancy/{id}?applicantId` -> the vacancy; with `applicantId` (the caller's own)
     * the view is recorded and the personal flags filled. 404 for an unknown id.
     */
    getVacancy: async (vacancyId: string, applicantId?: string) =>
      required(
        await request("get", `/v1/vacancy/${id(vacancyId)}`, {
          query: { applicantId },
          schema: vacancyDetailsResponseSchema,
        }),
        "Vacancy failed: No response from server.",
      ).vacancy,
    /** `POST /v1/vacancy/{id}/like/{applicantId}` -> `{ message }`. */
    likeVacancy: async (vacancyId: string, applicantId: string) =>
      required(
        await request("post", `/v1/vacancy/${id(vacancyId)}/like/${id(applicantId)}`, {
          schema: likeVacancyResponseSchema,
        }),
        "Like failed: No response from server.",
      ),
    /** `DELETE /v1/vacancy/{id}/like/{applicantId}` -> `{ message }`. */
    unlikeVacancy: async (vacancyId: string, applicantId: string) =>
      required(
        await request("delete", `/v1/vacancy/${id(vacancyId)}/like/${id(applicantId)}`, {
          schema: likeVacancyResponseSchema,
        }),
        "Unlike failed: No response from server.",
      ),
    /** `GET /v1/vacancy/favourites/{applicantId}` -> the liked vacancies (404 -> empty). */
    getFavouriteVacancies: (applicantId: string) =>
      emptyOn404(
        async () =>
          required(
            await request("get", `/v1/vacancy/favourites/${id(applicantId)}`, {
              schema: favouriteVacanciesResponseSchema,
            }),
            "Favourites failed: No response from server.",
          ).vacancies,
        [],
      ),
    /** `GET /v1/vacancy/viewed/{applicantId}?filter=today|week` (absent = all; 404 -> empty). */
    getViewedVacancies: (applicantId: string, filter?: ViewedQueryFilter) =>
      emptyOn404(
        async () =>
          required(
            await request("get", `/v1/vacancy/viewed/${id(applicantId)}`, {
              query: { filter },
              schema: viewedVacanciesResponseSchema,
            }),
            "Viewed vacancies failed: No response from server.",
          ).vacancies,
        [],
      ),
    /** `GET /v1/vacancy/response/{applicantId}?filter=viewed|not_viewed|rejected` (404 -> empty). */
    getApplicantResponses: (applicantId: string, filter?: ResponseQueryFilter) =>
      emptyOn404(
        async () =>
          required(
            await request("get", `/v1/vacancy/response/${id(applicantId)}`, {
              query: { filter },
              schema: applicantResponsesResponseSchema,
            }),
            "Responses failed: No response from server.",
          ).responses,
        [],
      ),
    /** `POST /v1/vacancy/{id}/response/{applicantId}` -> `{ response }`; 409 when applied already. */
    applyToVacancy: async (vacancyId: string, applicantId: string) =>
      required(
        await request("post", `/v1/vacancy/${id(vacancyId)}/response/${id(applicantId)}`, {
          schema: applyVacancyResponseSchema,
        }),
        "Apply failed: No response from server.",
      ).response,
    /**
     * `POST /v1/vacancy/delete` with the ids of the caller's company's vacancies: all or
     * nothing (403 when one is another company's, 404 when one is unknown).
     */
    deleteVacancies: async (vacancyIds: readonly string[]) =>
      required(
        await request("post", "/v1/vacancy/delete", {
          json: { vacancies: vacancyIds },
          schema: deleteVacanciesResponseSchema,
        }),
        "Delete failed: No response from server.",
      ),
    /** `GET /v1/vacancy/{id}/responses` -> who applied to an own vacancy, newest first. */
    getVacancyApplications: async (vacancyId: string) =>
      required(
        await request("get", `/v1/vacancy/${id(vacancyId)}/responses`, {
          schema: vacancyApplicationsResponseSchema,
        }),
        "Applications failed: No response from server.",
      ).responses,
    /** `POST /v1/vacancy/{id}/responses/{applicantId}/status`: mark an application viewed or rejected. */
    updateApplicationStatus: async (
      vacancyId: string,
      applicantId: string,
      status: UpdateApplicationStatusRequest["status"],
    ) =>
      required(
        await request("post", `/v1/vacancy/${id(vacancyId)}/responses/${id(applicantId)}/status`, {
          json: { status },
          schema: updateApplicationStatusResponseSchema,
        }),
        "Status update failed: No response from server.",
      ).response,
  };
}
