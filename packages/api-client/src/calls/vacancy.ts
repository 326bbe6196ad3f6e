import type { ResponseQueryFilter, ViewedQueryFilter } from "@rabota/domain/enums";
import { vacancyTestResponseSchema } from "@rabota/domain/wire/tests";
import {
  applicantResponsesResponseSchema,
  applyVacancyResponseSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  likeVacancyResponseSchema,
  recordVacancyViewResponseSchema,
  similarVacanciesResponseSchema,
  toVacancySearchParams,
  type UpdateApplicationStatusRequest,
  updateApplicationStatusResponseSchema,
  type VacancyFilters,
  type VacancyPaging,
  type VacancyReplaceRequest,
  type VacancyStatusRequest,
  type VacancyWriteRequest,
  vacancyApplicationsResponseSchema,
  vacancyDetailsResponseSchema,
  vacancyListResponseSchema,
  vacancyRecommendationsResponseSchema,
  vacancyTotalResponseSchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import { isApiError } from "../api-error";
import type { Http } from "../http";

const id = (value: string) => encodeURIComponent(value);

/** A personal list's 404 means "nothing yet" (§8): an empty list instead of an error. */
async function emptyOn404<T>(list: Promise<T[]>): Promise<T[]> {
  try {
    return await list;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** The vacancy list and details, the applicant's likes, views and responses, and the employer's own vacancies and the responses to them. */
export function createVacancyCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/vacancy`: one page (`pageSize` 10 by default, 50 at most) of the vacancies
     * matching `filters` (sent as `filter.{name}`, arrays repeated), newest first;
     * -> `{ vacancies, nextPageToken }`, the token absent on the last page.
     */
    getVacancies: (filters: VacancyFilters = {}, paging: VacancyPaging = {}) =>
      request("get", "/v1/vacancy", {
        call: "vacancy.getVacancies",
        query: toVacancySearchParams(filters, paging),
        schema: vacancyListResponseSchema,
      }),
    /**
     * `GET /v1/vacancy/total` -> `{ total, capped }`: how many vacancies match `filters`, or with
     * `capped` that there are more than `total`.
     */
    getVacancyTotal: (filters: VacancyFilters = {}) =>
      request("get", "/v1/vacancy/total", {
        call: "vacancy.getVacancyTotal",
        query: toVacancySearchParams(filters),
        schema: vacancyTotalResponseSchema,
      }),
    /** `GET /v1/vacancy/{id}` -> the vacancy, with the caller's personal flags. 404 for an unknown id. */
    getVacancy: async (vacancyId: string) =>
      (
        await request("get", `/v1/vacancy/${id(vacancyId)}`, {
          call: "vacancy.getVacancy",
          schema: vacancyDetailsResponseSchema,
        })
      ).vacancy,
    /**
     * `POST /v1/vacancy/{id}/view/{applicantId}` -> the server's confirmation: the applicant
     * opened the vacancy (it joins «Просмотренные»; `views` counts distinct applicants). 404 for
     * an unknown id.
     */
    recordVacancyView: async (vacancyId: string, applicantId: string) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/view/${id(applicantId)}`, {
          call: "vacancy.recordVacancyView",
          schema: recordVacancyViewResponseSchema,
        })
      ).message,
    /** `POST /v1/vacancy/{id}/like/{applicantId}` -> the server's confirmation. */
    likeVacancy: async (vacancyId: string, applicantId: string) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/like/${id(applicantId)}`, {
          call: "vacancy.likeVacancy",
          schema: likeVacancyResponseSchema,
        })
      ).message,
    /** `DELETE /v1/vacancy/{id}/like/{applicantId}` -> the server's confirmation. */
    unlikeVacancy: async (vacancyId: string, applicantId: string) =>
      (
        await request("delete", `/v1/vacancy/${id(vacancyId)}/like/${id(applicantId)}`, {
          call: "vacancy.unlikeVacancy",
          schema: likeVacancyResponseSchema,
        })
      ).message,
    /** `GET /v1/vacancy/favourites/{applicantId}` -> the liked vacancies (404 -> empty). */
    getFavouriteVacancies: (applicantId: string) =>
      emptyOn404(
        request("get", `/v1/vacancy/favourites/${id(applicantId)}`, {
          call: "vacancy.getFavouriteVacancies",
          schema: favouriteVacanciesResponseSchema,
        }).then((answer) => answer.vacancies),
      ),
    /** `GET /v1/vacancy/viewed/{applicantId}?filter=today|week` -> the viewed vacancies (no filter = all; 404 -> empty). */
    getViewedVacancies: (applicantId: string, filter?: ViewedQueryFilter) =>
      emptyOn404(
        request("get", `/v1/vacancy/viewed/${id(applicantId)}`, {
          call: "vacancy.getViewedVacancies",
          query: { filter },
          schema: viewedVacanciesResponseSchema,
        }).then((answer) => answer.vacancies),
      ),
    /** `GET /v1/vacancy/response/{applicantId}?filter=viewed|not_viewed|rejected` -> the applicant's responses (404 -> empty). */
    getApplicantResponses: (applicantId: string, filter?: ResponseQueryFilter) =>
      emptyOn404(
        request("get", `/v1/vacancy/response/${id(applicantId)}`, {
          call: "vacancy.getApplicantResponses",
          query: { filter },
          schema: applicantResponsesResponseSchema,
        }).then((answer) => answer.responses),
      ),
    /**
     * `GET /v1/vacancy/recommended/{applicantId}?pageSize` -> active vacancies for the applicant's
     * profile, best first, each with `why` («Совпадает: SQL, Python; ваш город») and its parts
     * (`matched`). The applicant themself only: 401 without a session, 403 for anyone else.
     */
    getRecommendedVacancies: async (applicantId: string, pageSize?: number) =>
      (
        await request("get", `/v1/vacancy/recommended/${id(applicantId)}`, {
          call: "vacancy.getRecommendedVacancies",
          query: { pageSize },
          schema: vacancyRecommendationsResponseSchema,
        })
      ).recommendations,
    /**
     * `GET /v1/vacancy/{id}/similar?pageSize` -> other active vacancies like this one, most alike
     * first (a signed-in applicant's hidden ones left out). 404 for a vacancy that is not active.
     */
    getSimilarVacancies: async (vacancyId: string, pageSize?: number) =>
      (
        await request("get", `/v1/vacancy/${id(vacancyId)}/similar`, {
          call: "vacancy.getSimilarVacancies",
          query: { pageSize },
          schema: similarVacanciesResponseSchema,
        })
      ).vacancies,
    /** `POST /v1/vacancy/{id}/response/{applicantId}` -> the new response (application); 409 when applied already. */
    applyToVacancy: async (vacancyId: string, applicantId: string) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/response/${id(applicantId)}`, {
          call: "vacancy.applyToVacancy",
          schema: applyVacancyResponseSchema,
        })
      ).response,
    /**
     * `POST /v1/vacancy/delete` with the ids of the caller's company's vacancies: all or
     * nothing (403 when one is another company's, 404 when one is unknown) -> `{ message, deletedIds }`.
     */
    deleteVacancies: (vacancyIds: readonly string[]) =>
      request("post", "/v1/vacancy/delete", {
        call: "vacancy.deleteVacancies",
        json: { vacancies: vacancyIds },
        schema: deleteVacanciesResponseSchema,
      }),
    /**
     * `GET /v1/vacancy/{id}/responses?sort=coefficient` -> who applied to an own vacancy, newest
     * first or best coefficient first, each with coefficient and test results.
     */
    getVacancyApplications: async (vacancyId: string, sort?: "coefficient" | "appliedAt") =>
      (
        await request("get", `/v1/vacancy/${id(vacancyId)}/responses`, {
          call: "vacancy.getVacancyApplications",
          query: { sort },
          schema: vacancyApplicationsResponseSchema,
        })
      ).responses,
    /** `POST /v1/vacancy/{id}/responses/{applicantId}/status` marks an application viewed or rejected -> the updated application. */
    updateApplicationStatus: async (
      vacancyId: string,
      applicantId: string,
      status: UpdateApplicationStatusRequest["status"],
    ) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/responses/${id(applicantId)}/status`, {
          call: "vacancy.updateApplicationStatus",
          json: { status },
          schema: updateApplicationStatusResponseSchema,
        })
      ).response,
    /**
     * `POST /v1/vacancy` writes a vacancy into the caller's company (a draft unless `status`
     * publishes it) -> the vacancy as its company sees it. 400 with the field's Russian message
     * for a broken rule (the title, the honest-pay rules), 403 for anyone but an active member.
     * A failure never sends the app to its error page: the editor says what happened.
     */
    createVacancy: async (vacancy: VacancyWriteRequest) =>
      (
        await request("post", "/v1/vacancy", {
          call: "vacancy.createVacancy",
          json: vacancy,
          schema: vacancyDetailsResponseSchema,
          // The editor keeps the text in the browser and says the save waits for the network.
          ownsFailures: true,
        })
      ).vacancy,
    /**
     * `PUT /v1/vacancy/{id}` replaces every field of one of the company's vacancies (`status`
     * may publish a draft; a published one never becomes a draft again: 409) -> the vacancy.
     */
    replaceVacancy: async (vacancyId: string, vacancy: VacancyReplaceRequest) =>
      (
        await request("put", `/v1/vacancy/${id(vacancyId)}`, {
          call: "vacancy.replaceVacancy",
          json: vacancy,
          schema: vacancyDetailsResponseSchema,
          ownsFailures: true,
        })
      ).vacancy,
    /**
     * `POST /v1/vacancy/{id}/status` publishes (a draft, or again from the archive: it comes
     * first in the list) or archives one of the company's vacancies -> the vacancy.
     */
    setVacancyStatus: async (vacancyId: string, status: VacancyStatusRequest["status"]) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/status`, {
          call: "vacancy.setVacancyStatus",
          json: { status },
          schema: vacancyDetailsResponseSchema,
        })
      ).vacancy,
    /** `POST /v1/vacancy/{id}/prolong` «Продлить»: the active vacancy's lifetime starts again -> the vacancy (409 when not active). */
    prolongVacancy: async (vacancyId: string) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/prolong`, {
          call: "vacancy.prolongVacancy",
          schema: vacancyDetailsResponseSchema,
        })
      ).vacancy,
    /** `PUT /v1/vacancy/{id}/test` sets (a catalogue test name) or clears (null) an own vacancy's test -> the stored name. */
    setVacancyTest: async (vacancyId: string, testName: string | null) =>
      (
        await request("put", `/v1/vacancy/${id(vacancyId)}/test`, {
          call: "vacancy.setVacancyTest",
          json: { testName },
          schema: vacancyTestResponseSchema,
        })
      ).testName,
    /**
     * `POST /v1/vacancy/{id}/responses/{applicantId}/invitation` «Пригласить» with a message
     * (1–2,000 characters; it also goes into the response's chat) -> the application as
     * «Приглашение». The company's active members only (403), 404 for no such response.
     */
    inviteApplicant: async (vacancyId: string, applicantId: string, message: string) =>
      (
        await request("post", `/v1/vacancy/${id(vacancyId)}/responses/${id(applicantId)}/invitation`, {
          call: "vacancy.inviteApplicant",
          json: { message },
          schema: updateApplicationStatusResponseSchema,
        })
      ).response,
    /**
     * `DELETE /v1/vacancy/{id}/responses/{applicantId}/rejection` takes «Отказать» back while its
     * window lasts (`rejectionUndoUntil`) -> the application as before; 409 once it is over.
     */
    undoRejection: async (vacancyId: string, applicantId: string) =>
      (
        await request("delete", `/v1/vacancy/${id(vacancyId)}/responses/${id(applicantId)}/rejection`, {
          call: "vacancy.undoRejection",
          schema: updateApplicationStatusResponseSchema,
        })
      ).response,
  };
}
