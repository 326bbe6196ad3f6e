/**
 * The API error codes and the HTTP statuses they stand for: the one place the gateway and the
 * client agree on which failure a status is, so neither re-derives it.
 */

/**
 * Codes every failure carries (CONTRIBUTING.md, "One home for each rule and text"); GONE is an expired code
 * (410); IMPORT_RUNNING a 409 of an hh.ru import started while the company's last one runs.
 */
export const API_ERROR_CODES = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "CONFLICT",
  "GONE",
  "IMPORT_RUNNING",
  "RATE_LIMITED",
  "NETWORK",
  "SCHEMA",
  "UNKNOWN",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The code of an HTTP status: 0 (no response) is NETWORK, 400/413/422 VALIDATION (bad
 * input, a too-large body included), 401, 403, 404, 409, 410, 429 their own codes, anything
 * else (5xx, unexpected 4xx) UNKNOWN.
 */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 0:
      return "NETWORK";
    case 400:
    case 413:
    case 422:
      return "VALIDATION";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 410:
      return "GONE";
    case 429:
      return "RATE_LIMITED";
    default:
      return "UNKNOWN";
  }
}

/**
 * Codes that name a particular case of a status's code: the gateway may send one in the error
 * body, and the client keeps it when the status agrees (a 409 `IMPORT_RUNNING` stays that).
 */
const REFINED_CODES: Readonly<Partial<Record<ApiErrorCode, ApiErrorCode>>> = { IMPORT_RUNNING: "CONFLICT" };

/** The code of a failed answer: the body's own code when it refines the status's, else the status's. */
export function apiErrorCodeFor(status: number, bodyCode: ApiErrorCode | undefined): ApiErrorCode {
  const byStatus = apiErrorCodeForStatus(status);
  return bodyCode && REFINED_CODES[bodyCode] === byStatus ? bodyCode : byStatus;
}

/** No response (status 0) or a server fault (5xx) sends the browser to the error page `/error/{status}` (§2.1, §8). */
export function isFatalStatus(status: number): boolean {
  return status === 0 || (status >= 500 && status <= 599);
}
