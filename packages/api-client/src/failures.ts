import { isFatalStatus, TRANSPORT_MESSAGES } from "@rabota/domain/errors";
import { describeErrorResponse } from "@rabota/domain/wire/error";
import { ApiError } from "./api-error";

/** The part of the client's options that decides how a failure is reported. */
export interface FailureOptions {
  /** Called for a rejected call with status 0 or 5xx (the app shows `/error/{status}`). */
  onFatalStatus?: (status: number) => void;
  /** Whether the device is online; decides between the two network messages. */
  isOnline?: () => boolean;
}

/**
 * How every part of the client (the JSON calls and the byte upload) turns a failure into
 * the one {@link ApiError}, with the texts and codes of the domain's error catalogue.
 */
export function createFailures(options: FailureOptions) {
  const isOnline =
    options.isOnline ??
    (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine ?? true);

  return {
    /** No response at all (refused, dropped, DNS): status 0, worded by whether the device is online. */
    network: (cause: unknown) =>
      new ApiError({
        code: "NETWORK",
        status: 0,
        message: isOnline() ? TRANSPORT_MESSAGES.network : TRANSPORT_MESSAGES.offline,
        cause,
      }),
    /** A non-2xx answer, described from its status and body text. */
    fromResponse: (status: number, bodyText: string) =>
      new ApiError({ status, ...describeErrorResponse(status, bodyText) }),
    /**
     * Reports status 0 and 5xx to the app (it shows the error page), then throws; a call whose
     * caller shows its own message for every failure (`quiet`) only throws.
     */
    fail(error: ApiError, quiet = false): never {
      if (!quiet && isFatalStatus(error.status)) options.onFatalStatus?.(error.status);
      throw error;
    },
  };
}
