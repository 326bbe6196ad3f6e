import type { ApiErrorCode } from "@rabota/domain/errors";
import type { ErrorBody, ErrorIssue } from "@rabota/domain/wire/error";
import { REQUEST_REPLIES } from "./messages";

export type { ErrorIssue };

/**
 * An error that becomes a JSON `{ message, code?, issues? }` reply with its status.
 * Anything else thrown inside a route is a 500 whose details stay in the log.
 */
export class HttpError extends Error {
  override name = "HttpError";

  constructor(
    readonly status: number,
    message: string,
    readonly code?: ApiErrorCode,
    readonly issues?: ErrorIssue[],
    /** Extra response headers, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
    /** Extra body fields the error body schema names, e.g. a refused retake's `retakeFrom`. */
    readonly fields?: Pick<ErrorBody, "retakeFrom">,
  ) {
    super(message);
  }
}

// The wire messages are the ones docs/architecture.md fixes ("Wire conventions"); the front end maps them to Russian.
export const badRequest = (message: string, issues?: ErrorIssue[]) =>
  new HttpError(400, message, "VALIDATION", issues);
export const unauthorized = (message = "unauthorized") => new HttpError(401, message, "UNAUTHORIZED");
export const forbidden = (message = "forbidden") => new HttpError(403, message, "FORBIDDEN");
export const notFound = (message = "not found") => new HttpError(404, message, "NOT_FOUND");
export const conflict = (message: string) => new HttpError(409, message, "CONFLICT");
export const gone = (message: string) => new HttpError(410, message, "GONE");
export const tooManyRequests = (
  message = "too many requests",
  retryAfterSeconds?: number,
  headers: Record<string, string> = {},
) =>
  new HttpError(
    429,
    message,
    "RATE_LIMITED",
    undefined,
    retryAfterSeconds === undefined ? headers : { ...headers, "retry-after": String(retryAfterSeconds) },
  );

/** Seconds a client waits before trying again after a 503: a restarted database is back in a few. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The database is unreachable or its connection broke mid-request: nothing was decided, the
 * client may try again. The message is the user's (Russian), since no rule of the spec names it.
 */
export const serviceUnavailable = () =>
  new HttpError(503, REQUEST_REPLIES.unavailable, "UNKNOWN", undefined, {
    "retry-after": String(RETRY_AFTER_SECONDS),
  });
