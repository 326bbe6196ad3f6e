import {
  hiddenResponseSchema,
  hiddenWordsResponseSchema,
  hideResponseSchema,
} from "@rabota/domain/wire/hidden";
import type { Http } from "../http";

const itemPath = (kind: "vacancies" | "companies", id: string) =>
  `/v1/hidden/${kind}/${encodeURIComponent(id)}`;

/**
 * What the signed-in applicant hides from the vacancy list (issue 26): vacancies, whole
 * companies and words a title must not contain. Applicants only (401 / 403 for anyone else).
 */
export function createHiddenCalls({ request }: Http) {
  const hide = (kind: "vacancies" | "companies", id: string, hidden: boolean, call: HiddenCall) =>
    request(hidden ? "put" : "delete", itemPath(kind, id), { call, schema: hideResponseSchema });
  return {
    /** `GET /v1/hidden` -> `{ vacancies, companies, words }`, latest hidden first. */
    list: () => request("get", "/v1/hidden", { call: "hidden.list", schema: hiddenResponseSchema }),
    /** `PUT /v1/hidden/vacancies/{id}`: «Скрыть вакансию» (idempotent); 404 for an unknown vacancy. */
    hideVacancy: (vacancyId: string) => hide("vacancies", vacancyId, true, "hidden.hideVacancy"),
    /** `DELETE /v1/hidden/vacancies/{id}`: «Показать снова». */
    showVacancy: (vacancyId: string) => hide("vacancies", vacancyId, false, "hidden.showVacancy"),
    /** `PUT /v1/hidden/companies/{id}`: «Скрыть все вакансии компании»; 404 for an unknown company. */
    hideCompany: (companyId: string) => hide("companies", companyId, true, "hidden.hideCompany"),
    /** `DELETE /v1/hidden/companies/{id}`: «Показать снова». */
    showCompany: (companyId: string) => hide("companies", companyId, false, "hidden.showCompany"),
    /** `PUT /v1/hidden/words` `{ words }` -> the words as stored (trimmed, lower-cased, at most 20). */
    setWords: async (words: readonly string[]) =>
      (
        await request("put", "/v1/hidden/words", {
          call: "hidden.setWords",
          json: { words },
          schema: hiddenWordsResponseSchema,
        })
      ).words,
  };
}

type HiddenCall = "hidden.hideVacancy" | "hidden.showVacancy" | "hidden.hideCompany" | "hidden.showCompany";
