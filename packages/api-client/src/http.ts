import { type GatewayCall, NO_RESPONSE_MESSAGES, TRANSPORT_MESSAGES } from "@rabota/domain/errors";
import { toErrorIssues } from "@rabota/domain/wire/error";
import ky, { isHTTPError, isTimeoutError, type KyInstance, type RetryOptions } from "ky";
import type { z } from "zod";
import { ApiError } from "./api-error";
import { createFailures, type FailureOptions } from "./failures";

/** How the client reaches the gateway and tells the app about session and fatal failures. */
export interface HttpOptions extends FailureOptions {
  /** Gateway origin, e.g. `https://api.rabota.ru`; empty for the page's own origin. */
  baseUrl: string;
  /** Called once when the session cannot be refreshed any more (the app signs out). */
  onSessionExpired?: () => void;
  /** A fetch to use instead of the global one (e.g. one with a cookie jar, on a server). */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds one attempt may take before the call fails with status 0. Default 20 000. */
  timeoutMs?: number;
}

type Method = "get" | "post" | "put" | "delete";
type Query = Record<string, string | number | boolean | undefined | Array<string | number>>;

export interface RequestOptions<Schema extends z.ZodType | undefined> {
  /** Which call this is: names it in the no-response message (empty answer, timeout). */
  call: GatewayCall;
  json?: unknown;
  query?: Query | URLSearchParams;
  /** The answer's wire schema; omit for calls whose answer carries nothing (resolve to void). */
  schema?: Schema;
  /** The refresh call itself and the auth calls (their 401 means "invalid password") are never refreshed. */
  skipRefresh?: boolean;
  /**
   * The caller shows its own message for every failure (the import modal's texts of §8): a
   * status 0 or 5xx does not send the app to its error page.
   */
  ownsFailures?: boolean;
}

export type RequestResult<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

const REFRESH_PATH = "/v1/auth/refresh";

/**
 * Only idempotent reads are sent again, and only when retrying can help: the connection
 * failed, or the gateway said 503 (briefly unavailable). A write is never repeated, since
 * the first attempt may have taken effect. A timeout is not retried either: the user has
 * already waited a whole attempt.
 */
const RETRY: RetryOptions = {
  limit: 2,
  methods: ["get", "head"],
  statusCodes: [503],
  afterStatusCodes: [503],
  maxRetryAfter: 3_000,
  delay: (attempt) => 250 * 2 ** (attempt - 1),
  backoffLimit: 2_000,
  retryOnTimeout: false,
};

const DEFAULT_TIMEOUT_MS = 20_000;

function toSearchParams(query: Query | URLSearchParams | undefined): URLSearchParams | undefined {
  if (!query || query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/**
 * The transport under every call: credentials on each request, a timeout per attempt,
 * reads retried on a dropped connection or a 503, one shared refresh on 401 (requests
 * started meanwhile wait for it; each original request is sent again once), every failure
 * an {@link ApiError}, and an answer parsed with its schema.
 */
export function createHttp(options: HttpOptions) {
  const failures = createFailures(options);
  const http: KyInstance = ky.create({
    credentials: "include",
    retry: RETRY,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // ky retries only what it sees as an error: a 503 must throw to be retried; every other
    // status comes back as a response and is judged below.
    throwHttpErrors: (status) => status === 503,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let refreshInFlight: Promise<boolean> | null = null;
  // Counts finished refreshes, so a 401 for a request sent before the latest refresh is
  // answered by that refresh's outcome instead of starting another one.
  let refreshGeneration = 0;
  let lastRefreshSucceeded = true;

  /**
   * One refresh for everyone waiting. Only the server refusing it (a 4xx) ends the session,
   * signalled once; no answer (a timeout, a dropped connection) or a server fault fails this
   * refresh alone, and the next 401 tries again: a busy gateway must not sign anyone out.
   */
  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= (async () => {
      let status = 0;
      try {
        status = (await http.post(`${options.baseUrl}${REFRESH_PATH}`)).status;
      } catch (cause) {
        // A 503 arrives as an error (see throwHttpErrors above); the rest had no answer.
        status = isHTTPError(cause) ? cause.response.status : 0;
      }
      const ok = status >= 200 && status < 300;
      lastRefreshSucceeded = ok;
      refreshGeneration += 1;
      refreshInFlight = null;
      if (status >= 400 && status < 500) options.onSessionExpired?.();
      return ok;
    })();
    return refreshInFlight;
  }

  async function send(method: Method, path: string, init: RequestOptions<z.ZodType | undefined>) {
    try {
      return await http(`${options.baseUrl}${path}`, {
        method,
        ...(init.json !== undefined ? { json: init.json } : {}),
        searchParams: toSearchParams(init.query),
      });
    } catch (cause) {
      // The last 503 of a read that used up its retries: judged like any other answer.
      if (isHTTPError(cause)) return cause.response;
      if (isTimeoutError(cause)) {
        return failures.fail(
          new ApiError({ code: "NETWORK", status: 0, message: NO_RESPONSE_MESSAGES[init.call], cause }),
          init.ownsFailures,
        );
      }
      return failures.fail(failures.network(cause), init.ownsFailures);
    }
  }

  async function rejectWith(response: Response, quiet: boolean | undefined): Promise<never> {
    return failures.fail(
      failures.fromResponse(response.status, await response.text().catch(() => "")),
      quiet,
    );
  }

  function parse(
    method: Method,
    path: string,
    schema: z.ZodType,
    response: { status: number; text: string },
    quiet: boolean | undefined,
  ) {
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch (cause) {
      const { status } = response;
      return failures.fail(
        new ApiError({ code: "SCHEMA", status, message: TRANSPORT_MESSAGES.unparseableSuccess, cause }),
        quiet,
      );
    }
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    return failures.fail(
      new ApiError({
        code: "SCHEMA",
        status: response.status,
        message: `Unexpected response from ${method.toUpperCase()} ${path}`,
        issues: toErrorIssues(parsed.error.issues),
        cause: parsed.error,
      }),
      quiet,
    );
  }

  async function request<Schema extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    init: RequestOptions<Schema>,
  ): Promise<RequestResult<Schema>> {
    if (refreshInFlight && !init.skipRefresh) await refreshInFlight;
    const sentInGeneration = refreshGeneration;
    let response = await send(method, path, init);

    if (response.status === 401 && !init.skipRefresh) {
      const refreshed =
        refreshGeneration !== sentInGeneration ? lastRefreshSucceeded : await refreshSession();
      if (!refreshed) return rejectWith(response, init.ownsFailures);
      response = await send(method, path, init);
    }
    if (!response.ok) return rejectWith(response, init.ownsFailures);

    const text = response.status === 204 ? "" : await response.text();
    if (!init.schema) return undefined as RequestResult<Schema>;
    // A call that owes data got an empty answer: a server fault, in the call's own words.
    if (text === "") {
      return failures.fail(
        new ApiError({ code: "SCHEMA", status: response.status, message: NO_RESPONSE_MESSAGES[init.call] }),
        init.ownsFailures,
      );
    }
    return parse(
      method,
      path,
      init.schema,
      { status: response.status, text },
      init.ownsFailures,
    ) as RequestResult<Schema>;
  }

  return { request, refreshSession };
}

export type Http = ReturnType<typeof createHttp>;
