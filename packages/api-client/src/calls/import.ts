import {
  type ImportVacanciesRequest,
  importAuthorizeResponseSchema,
  importCountsResponseSchema,
  importVacanciesResponseSchema,
  latestImportRunResponseSchema,
} from "@rabota/domain/wire/import";
import type { Http } from "../http";

/** The hh.ru vacancy import: link the hh.ru profile, read the counts, start an import, follow it. */
export function createImportCalls({ request }: Http) {
  return {
    /** `GET /v1/import/hh/authorize` -> the hh.ru authorize address to send the browser to. */
    getAuthorizeUrl: async () =>
      (
        await request("get", "/v1/import/hh/authorize", {
          call: "import.getAuthorizeUrl",
          ownsFailures: true,
          schema: importAuthorizeResponseSchema,
        })
      ).url,
    /**
     * `GET /v1/import/hh/{code}?state=…` -> `{ active, archived }`: exchanges hh.ru's one-time
     * code; 400 for a state that is not this user's fresh one, 4xx for a used code, 502 when hh.ru fails.
     */
    getCounts: (code: string, state: string) =>
      request("get", `/v1/import/hh/${encodeURIComponent(code)}`, {
        call: "import.getCounts",
        ownsFailures: true,
        query: { state },
        schema: importCountsResponseSchema,
      }),
    /**
     * `POST /v1/import/hh` -> 202 `{ message, jobId }`: queues the import of one folder; 409
     * `IMPORT_RUNNING` while the company's previous import is queued or running.
     */
    startImport: (body: ImportVacanciesRequest) =>
      request("post", "/v1/import/hh", {
        call: "import.startImport",
        ownsFailures: true,
        json: body,
        schema: importVacanciesResponseSchema,
      }),
    /** `GET /v1/import/hh/runs/latest` -> the company's latest run with its progress, or null. */
    getLatestRun: async () =>
      (
        await request("get", "/v1/import/hh/runs/latest", {
          call: "import.getLatestRun",
          ownsFailures: true,
          schema: latestImportRunResponseSchema,
        })
      ).run,
  };
}
