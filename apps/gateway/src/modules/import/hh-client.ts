import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { HhConfig } from "../../config";

/**
 * Why an hh.ru call failed, as the import reacts to it:
 * - `transient`: 429, 5xx, a timeout or a cut connection — wait (Retry-After) and try again;
 * - `token_expired`: the access token's life is over — refresh it;
 * - `unauthorized`: the token is unknown or revoked — the company must link hh.ru again;
 * - `grant`: the token endpoint refused a code or refresh token (`invalid_grant` and the like);
 * - `not_found`, `forbidden`, `bad_request`: hh.ru's answer to this request, final.
 */
export type HhErrorKind =
  | "transient"
  | "token_expired"
  | "unauthorized"
  | "grant"
  | "not_found"
  | "forbidden"
  | "bad_request";

/** A failed hh.ru call; `detail` is hh.ru's own words (error type/value or error_description). */
export class HhApiError extends Error {
  override name = "HhApiError";

  constructor(
    readonly kind: HhErrorKind,
    readonly status: number,
    readonly detail: string,
    /** Seconds hh.ru asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`hh.ru ${status} ${kind}: ${detail}`);
  }
}

/** The token endpoint's answer for a user (`expires_in` in seconds). */
const tokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
});
export interface HhTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

const meSchema = z.object({
  is_employer: z.boolean().optional(),
  auth_type: z.string().optional(),
  employer: z.object({ id: z.coerce.string() }).nullish(),
  manager: z.object({ id: z.coerce.string() }).nullish(),
});
/** Who the token belongs to: the hh.ru employer and manager, or null for anyone but a manager. */
export type HhManager = { employerId: string; managerId: string | null } | null;

const listSchema = z.object({
  found: z.number().int().min(0),
  pages: z.number().int().min(0),
  page: z.number().int().min(0),
  items: z.array(z.object({ id: z.coerce.string(), name: z.string().optional() }).loose()),
});
export type HhVacancyList = z.infer<typeof listSchema>;

/** The employer's vacancy folders on hh.ru, and the most items a page of each may hold. */
export const HH_FOLDERS = {
  active: { path: "active", maxPerPage: 50 },
  archived: { path: "archived", maxPerPage: 1000 },
} as const;
export type HhFolder = keyof typeof HH_FOLDERS;

export interface HhClientOptions {
  /** How many times one call is tried when hh.ru answers 429/5xx or not at all. */
  attempts: number;
  /** The longest wait between two tries, in ms (also caps a Retry-After). */
  maxDelayMs: number;
  /** How long one try may take, in ms. */
  timeoutMs?: number;
  /** The first wait of the exponential backoff, in ms. */
  baseDelayMs?: number;
}

/**
 * hh.ru's OAuth and employer API, as the import uses them: the authorize address, the token
 * endpoint (code and refresh grants), `/me`, the employer's vacancy lists and one vacancy.
 * Every request carries the User-Agent hh.ru requires; 429/5xx and network failures are tried
 * again with exponential backoff, honouring Retry-After.
 */
export class HhClient {
  constructor(
    private readonly config: HhConfig,
    private readonly options: HhClientOptions,
  ) {}

  /** The page hh.ru shows the user to grant access (code flow); `state` comes back with the code. */
  authorizeUrl(state: string): string {
    const url = new URL("/oauth/authorize", this.config.oauthUrl);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", this.config.clientId);
    url.searchParams.set("redirect_uri", this.config.redirectUri);
    url.searchParams.set("state", state);
    return url.toString();
  }

  /** Exchanges a one-time authorization code for the user's tokens. */
  exchangeCode(code: string, now: Date): Promise<HhTokens> {
    return this.#token(
      {
        grant_type: "authorization_code",
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code,
        redirect_uri: this.config.redirectUri,
      },
      now,
    );
  }

  /** New tokens for a refresh token (which works once, and only after the access token expired). */
  refresh(refreshToken: string, now: Date): Promise<HhTokens> {
    return this.#token({ grant_type: "refresh_token", refresh_token: refreshToken }, now);
  }

  async me(accessToken: string): Promise<HhManager> {
    const me = meSchema.parse(await this.#json("GET", "/me", { accessToken }));
    const isManager = me.is_employer === true || me.auth_type === "employer";
    return isManager && me.employer
      ? { employerId: me.employer.id, managerId: me.manager?.id ?? null }
      : null;
  }

  /** One page (0-based) of the employer's active or archived vacancies. */
  async vacancies(
    accessToken: string,
    input: { employerId: string; folder: HhFolder; page: number; perPage: number },
  ): Promise<HhVacancyList> {
    const folder = HH_FOLDERS[input.folder];
    const path = `/employers/${encodeURIComponent(input.employerId)}/vacancies/${folder.path}`;
    const query = { page: String(input.page), per_page: String(Math.min(input.perPage, folder.maxPerPage)) };
    return listSchema.parse(await this.#json("GET", path, { accessToken, query }));
  }

  /** The full vacancy (its JSON as hh.ru sent it). */
  vacancy(accessToken: string, id: string): Promise<unknown> {
    return this.#json("GET", `/vacancies/${encodeURIComponent(id)}`, { accessToken });
  }

  async #token(form: Record<string, string>, now: Date): Promise<HhTokens> {
    const body = tokenSchema.parse(await this.#json("POST", "/token", { form }));
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(now.getTime() + body.expires_in * 1000),
    };
  }

  /** One call with its retries: the parsed JSON body of a 2xx, or an {@link HhApiError}. */
  async #json(
    method: "GET" | "POST",
    path: string,
    input: { accessToken?: string; query?: Record<string, string>; form?: Record<string, string> },
  ): Promise<unknown> {
    const url = new URL(path, this.config.apiUrl);
    for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      "user-agent": this.config.userAgent,
      accept: "application/json",
    };
    if (input.accessToken) headers.authorization = `Bearer ${input.accessToken}`;
    if (input.form) headers["content-type"] = "application/x-www-form-urlencoded";
    const baseDelayMs = this.options.baseDelayMs ?? 500;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#once(url, {
          method,
          headers,
          ...(input.form ? { body: new URLSearchParams(input.form).toString() } : {}),
        });
      } catch (error) {
        if (!(error instanceof HhApiError) || error.kind !== "transient" || attempt >= this.options.attempts)
          throw error;
        const backoff = baseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
        const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : backoff;
        await sleep(Math.min(wait, this.options.maxDelayMs));
      }
    }
  }

  async #once(url: URL, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000) });
    } catch (error) {
      throw new HhApiError("transient", 0, (error as Error).message);
    }
    const text = await response.text().catch(() => "");
    if (response.ok) {
      try {
        return JSON.parse(text);
      } catch {
        throw new HhApiError("transient", response.status, "the answer is not JSON");
      }
    }
    throw toHhError(response.status, text, response.headers.get("retry-after"));
  }
}

const errorBodySchema = z
  .object({
    error: z.string().optional(),
    error_description: z.string().optional(),
    errors: z.array(z.object({ type: z.string(), value: z.string().nullish() }).loose()).optional(),
  })
  .loose();

/** hh.ru's error answer as an {@link HhApiError}: auth failures are 403 (never 401) with `errors[].type = "oauth"`. */
function toHhError(status: number, text: string, retryAfter: string | null): HhApiError {
  let body: z.infer<typeof errorBodySchema> = {};
  try {
    body = errorBodySchema.parse(JSON.parse(text));
  } catch {
    // A 5xx or an edge guard's page need not be JSON.
  }
  const first = body.errors?.[0];
  const detail = body.error
    ? `${body.error}${body.error_description ? `: ${body.error_description}` : ""}`
    : first
      ? `${first.type}${first.value ? `/${first.value}` : ""}`
      : text.slice(0, 200);
  if (status === 429 || status >= 500)
    return new HhApiError("transient", status, detail, retryAfterSeconds(retryAfter));
  if (body.error) return new HhApiError(status === 403 ? "forbidden" : "grant", status, detail);
  if (status === 403 && first?.type === "oauth") {
    return new HhApiError(first.value === "token_expired" ? "token_expired" : "unauthorized", status, detail);
  }
  if (status === 401) return new HhApiError("unauthorized", status, detail);
  if (status === 404) return new HhApiError("not_found", status, detail);
  if (status === 403) return new HhApiError(body.errors ? "forbidden" : "transient", status, detail);
  return new HhApiError("bad_request", status, detail);
}

/** Retry-After in seconds: a number of seconds, or an HTTP date. */
function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}
