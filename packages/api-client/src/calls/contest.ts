import {
  contestFactorsResponseSchema,
  contestFormulaResponseSchema,
  contestScoreResponseSchema,
} from "@rabota/domain/wire/contest";
import type { Http } from "../http";

const id = (value: string) => encodeURIComponent(value);

/** The contest score: scores and coefficients, one coefficient's factors, the formula. */
export function createContestCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/contest/{applicantId}?vacancyIds=…` -> `{ fullScore, vacanciesCoefficients,
     * profileScore, logicScore, formulaVersion }`: coefficients of `vacancyIds` (a page, ≤ 50),
     * or without them of the vacancies the applicant has dealt with.
     */
    getScore: (applicantId: string, vacancyIds?: readonly string[]) =>
      request("get", `/v1/contest/${id(applicantId)}`, {
        call: "contest.getScore",
        query: { vacancyIds: vacancyIds ? [...vacancyIds] : undefined },
        schema: contestScoreResponseSchema,
      }),
    /**
     * `GET /v1/contest/{applicantId}/vacancies/{vacancyId}` -> the coefficient and its factors;
     * the applicant, or an employer of the vacancy's company the applicant responded to.
     */
    getFactors: (applicantId: string, vacancyId: string) =>
      request("get", `/v1/contest/${id(applicantId)}/vacancies/${id(vacancyId)}`, {
        call: "contest.getFactors",
        schema: contestFactorsResponseSchema,
      }),
    /** `GET /v1/contest/formula` -> the formula in force (weights and descriptions). */
    getFormula: () =>
      request("get", "/v1/contest/formula", {
        call: "contest.getFormula",
        schema: contestFormulaResponseSchema,
      }),
  };
}
