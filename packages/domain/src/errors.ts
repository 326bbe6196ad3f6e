/**
 * The error catalogue: every text a failure shows, word for word as the product spec gives
 * it (Russian user messages and English store-level messages, §8), the server's wire
 * messages (docs/architecture.md, "Wire conventions"), and the API error codes with the HTTP statuses they stand
 * for. One table, so the gateway, the client and the tests never retype a message; split by
 * topic under ./errors, and gathered here because `@rabota/domain/errors` is the public entry.
 */
export {
  API_ERROR_CODES,
  type ApiErrorCode,
  apiErrorCodeFor,
  apiErrorCodeForStatus,
  isFatalStatus,
} from "./errors/api-codes";
export {
  AUTH_MESSAGES,
  codeErrorMessage,
  emailRegisteredAsMessage,
  loginErrorMessage,
  serverMessageOr,
} from "./errors/auth-messages";
export {
  COMPANY_ACCESS_MESSAGES,
  EMPLOYER_PROFILE_MESSAGES,
  IMPORT_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from "./errors/feature-messages";
export { type GatewayCall, NO_RESPONSE_MESSAGES } from "./errors/no-response";
export { failureMessage, RATE_LIMIT_MESSAGES } from "./errors/rate-limits";
export { SERVER_MESSAGES } from "./errors/server-messages";
export { requestFailedMessage, TRANSPORT_MESSAGES } from "./errors/transport";
