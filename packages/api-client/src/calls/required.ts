import { ApiError } from "../api-error";

/**
 * A call whose answer must carry data got an empty body: a server fault, reported with the
 * call's missing-response message (e.g. «Login failed: No response from server.»).
 */
export function required<T>(value: T | undefined, missingMessage: string): T {
  if (value === undefined) throw new ApiError({ code: "SCHEMA", status: 200, message: missingMessage });
  return value;
}
