import {
  professionSuggestionResponseSchema,
  professionsResponseSchema,
  type SalaryPlaceQuery,
  type SalaryQuery,
  salaryElsewhereResponseSchema,
  salaryResponseSchema,
  salaryVacanciesResponseSchema,
} from "@rabota/domain/wire/salaries";
import type { Http } from "../http";

/**
 * Professions and salary statistics (issue 45): hh.ru's professional roles, and what a
 * profession pays in a place, from every vacancy's stated pay on one basis (a month, roubles,
 * before tax). Public: no session needed.
 */
export function createSalaryCalls({ request }: Http) {
  return {
    /** `GET /v1/professions?search=&pageSize=` -> professions whose words start with the typed ones, with their field. */
    professions: async ({ search, pageSize }: { search?: string; pageSize?: number } = {}) =>
      (
        await request("get", "/v1/professions", {
          call: "salaries.professions",
          query: { search: search || undefined, pageSize },
          schema: professionsResponseSchema,
        })
      ).professions,
    /** `GET /v1/professions/suggestion?title=` -> the profession a vacancy with this title gets when none is picked, or null. */
    suggestProfession: async (title: string) =>
      (
        await request("get", "/v1/professions/suggestion", {
          call: "salaries.suggestProfession",
          query: { title },
          schema: professionSuggestionResponseSchema,
        })
      ).profession,
    /**
     * `GET /v1/salaries?professionId&areaId&experience` -> the percentiles (null below five
     * vacancies), per experience bucket and per month; Russia when `areaId` is absent. 400 for
     * an unknown profession or area.
     */
    get: ({ professionId, areaId, experience }: SalaryQuery) =>
      request("get", "/v1/salaries", {
        call: "salaries.get",
        query: { professionId, areaId, experience },
        schema: salaryResponseSchema,
      }),
    /** `GET /v1/salaries/vacancies?professionId&areaId` -> the latest active vacancies behind the figures (at most 20), newest first; 400 for an unknown profession or area. */
    vacancies: async ({ professionId, areaId }: SalaryPlaceQuery) =>
      (
        await request("get", "/v1/salaries/vacancies", {
          call: "salaries.vacancies",
          query: { professionId, areaId },
          schema: salaryVacanciesResponseSchema,
        })
      ).vacancies,
    /** `GET /v1/salaries/elsewhere?professionId&areaId` -> the profession's figures in the big cities near the area, those with figures only; 400 for an unknown profession or area. */
    elsewhere: async ({ professionId, areaId }: SalaryPlaceQuery) =>
      (
        await request("get", "/v1/salaries/elsewhere", {
          call: "salaries.elsewhere",
          query: { professionId, areaId },
          schema: salaryElsewhereResponseSchema,
        })
      ).areas,
  };
}
