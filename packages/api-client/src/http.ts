import {
  apiErrorCodeForStatus,
  isFatalStatus,
  requestFailedMessage,
  TRANSPORT_MESSAGES,
} from "@rabota/domain/errors";
import ky, { type KyInstance } from "ky";
import type { z } from "zod";
import { ApiError, type ApiErrorIssue } from "./api-error";

/** How the client reaches the gateway and tells the app about session and fatal failures. */
export interface HttpOptions {
  /** Gateway origin, e.g. `https://api.rabota.ru`; empty for the page's own origin. */
  baseUrl: string;
  /** Called once when the session cannot be refreshed any more (the app signs out). */
  onSessionExpired?: () => void;
  /** Called for a rejected call with status 0 or 5xx (the app shows `/error/{status}`). */
  onFatalStatus?: (status: number) => void;
  /** A fetch to use instead of the global one (e.g. one with a cookie jar, on a server). */
  fetch?: typeof globalThis.fetch;
  /** Whether the device is online; decides between the two network messages. */
  isOnline?: () => boolean;
  /** Milliseconds before a call gives up as a network failure. Default 20 000. */
  timeoutMs?: number;
}

type Method = "get" | "post" | "put" | "delete";
type Query = Record<string, string | number | boolean | undefined | Array<string | number>>;

export interface RequestOptions<Schema extends z.ZodType | undefined> {
  json?: unknown;
  query?: Query | URLSearchParams;
  /** The response's wire schema; omit for calls whose answer carries nothing. */
  schema?: Schema;
  /** The refresh call itself is never refreshed. */
  skipRefresh?: boolean;
}

export type RequestResult<Schema> = Schema extends z.ZodType ? z.output<Schema> | undefined : undefined;

export const REFRESH_PATH = "/v1/auth/refresh";

function toSearchParams(query: Query | URLSearchParams | undefined): URLSearchParams | undefined {
  if (!query || query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let serverMessage: string | null = null;
  let issues: ApiErrorIssue[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; issues?: unknown };
    if (typeof body.message === "string") serverMessage = body.message;
    if (Array.isArray(body.issues)) issues = body.issues as ApiErrorIssue[];
  } catch {
    // Not JSON: the text body (if any) is the message.
  }
  const message = serverMessage ?? (text.trim() !== "" ? text.trim() : requestFailedMessage(response.status));
  return new ApiError({
    code: apiErrorCodeForStatus(response.status),
    status: response.status,
    message,
    serverMessage,
    issues,
  });
}

/**
 * The transport under every call: credentials on each request, one shared refresh on 401
 * (requests started meanwhile wait for it; each original request is retried once), errors
 * normalised to {@link ApiError}, 204 or an empty body as "no result".
 */
export function createHttp(options: HttpOptions) {
  const isOnline =
    options.isOnline ??
    (() => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine ?? true);
  const http: KyInstance = ky.create({
    credentials: "include",
    retry: 0,
    timeout: options.timeoutMs ?? 20_000,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  let refreshInFlight: Promise<boolean> | null = null;
  // Counts finished refreshes, so a 401 for a request sent before the latest refresh is
  // answered by that refresh's outcome instead of starting another one.
  let refreshGeneration = 0;
  let lastRefreshSucceeded = true;

  /** One refresh for everyone waiting; a failed one signals the session's end once. */
  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= (async () => {
      let ok = false;
      try {
        ok = (await http.post(`${options.baseUrl}${REFRESH_PATH}`)).ok;
      } catch {
        ok = false;
      }
      lastRefreshSucceeded = ok;
      refreshGeneration += 1;
      refreshInFlight = null;
      if (!ok) options.onSessionExpired?.();
      return ok;
    })();
    return refreshInFlight;
  }

  function reject(error: ApiError): never {
    if (isFatalStatus(error.status)) options.onFatalStatus?.(error.status);
    throw error;
  }

  async function send(method: Method, path: string, init: RequestOptions<z.ZodType | undefined>) {
    try {
      return await http(`${options.baseUrl}${path}`, {
        method,
        ...(init.json !== undefined ? { json: init.json } : {}),
        searchParams: toSearchParams(init.query),
      });
    } catch (cause) {
      const offline = !isOnline();
      return reject(
        new ApiError({
          code: "NETWORK",
          status: 0,
          message: offline ? TRANSPORT_MESSAGES.offline : TRANSPORT_MESSAGES.network,
          cause,
        }),
      );
    }
  }

  async function request<Schema extends z.ZodType | undefined = undefined>(
    method: Method,
    path: string,
    init: RequestOptions<Schema> = {},
  ): Promise<RequestResult<Schema>> {
    if (refreshInFlight && !init.skipRefresh) await refreshInFlight;
    const sentInGeneration = refreshGeneration;
    let response = await send(method, path, init);

    if (response.status === 401 && !init.skipRefresh) {
      const refreshed =
        refreshGeneration !== sentInGeneration ? lastRefreshSucceeded : await refreshSession();
      if (!refreshed) return reject(await errorFromResponse(response));
      response = await send(method, path, init);
    }

    if (!response.ok) return reject(await errorFromResponse(response));

    const text = response.status === 204 ? "" : await response.text();
    if (text === "") return undefined as RequestResult<Schema>;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (cause) {
      return reject(
        new ApiError({
          code: "SCHEMA",
          status: response.status,
          message: TRANSPORT_MESSAGES.unparseableSuccess,
          cause,
        }),
      );
    }
    if (!init.schema) return undefined as RequestResult<Schema>;
    const parsed = init.schema.safeParse(body);
    if (!parsed.success) {
      return reject(
        new ApiError({
          code: "SCHEMA",
          status: response.status,
          message: `Unexpected response from ${method.toUpperCase()} ${path}`,
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.map((part) => (typeof part === "symbol" ? String(part) : part)),
            message: issue.message,
          })),
          cause: parsed.error,
        }),
      );
    }
    return parsed.data as RequestResult<Schema>;
  }

  return { request, refreshSession };
}

export type Http = ReturnType<typeof createHttp>;
