import type { ApiErrorCode } from "@rabota/domain/errors";
import type { ErrorIssue } from "@rabota/domain/wire/error";

// A registered symbol, so the guard recognises errors made by another copy of this package.
const API_ERROR_BRAND = Symbol.for("@rabota/api-client/ApiError");

/** One problem the gateway lists for a rejected input (a 400): where (`path`) and what (`message`). */
export type ApiErrorIssue = ErrorIssue;

/** Every failure of a gateway call: a `code` from the domain's catalogue, the HTTP `status` (0 when there was no response) and the message to show or log. */
export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
  override readonly name = "ApiError";
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The server's `message` field exactly as sent, when there was one (e.g. "invalid password"). */
  readonly serverMessage: string | null;
  readonly issues: ApiErrorIssue[];

  constructor(init: {
    code: ApiErrorCode;
    status: number;
    message: string;
    serverMessage?: string | null;
    issues?: ApiErrorIssue[];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage ?? null;
    this.issues = init.issues ?? [];
  }
}

/** Whether `value` is an {@link ApiError}, also one thrown by another bundle's copy of the client. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true
  );
}
