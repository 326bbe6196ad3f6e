import { randomBytes } from "node:crypto";
import type { Clock } from "./clock.js";

/**
 * Authorization codes and tokens with hh's rules: a code works once and briefly; an access
 * token lives `expires_in` seconds; a refresh token works once and only after its access token
 * has expired; a revoked token cannot be refreshed. Errors carry hh's exact strings.
 */
type AuthorizationCode = {
  /** The redirect_uri given at authorize time, which the exchange must repeat; null if none was. */
  explicitRedirectUri: string | null;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
};

type UserToken = {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  revoked: boolean;
  refreshed: boolean;
};

export type UserTokens = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  refresh_token: string;
};

export type AppToken = { access_token: string; token_type: "bearer" };

export type OAuthFailure = { error: string; description: string; status?: number };

export type Bearer =
  | { kind: "user" }
  | { kind: "application" }
  | { kind: "rejected"; value: "bad_authorization" | "token_expired" | "token_revoked" };

const APP_TOKEN_INTERVAL_MS = 5 * 60 * 1000;

const opaqueToken = (prefix: string) => `${prefix}${randomBytes(30).toString("hex").toUpperCase()}`;

export class OAuthState {
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #byAccess = new Map<string, UserToken>();
  readonly #byRefresh = new Map<string, UserToken>();
  #appToken: { token: string; issuedAt: number } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly ttl: { accessTokenSeconds: number; codeSeconds: number },
  ) {}

  issueCode(redirectUri: string, explicit: boolean): string {
    const code = opaqueToken("");
    this.#codes.set(code, {
      redirectUri,
      explicitRedirectUri: explicit ? redirectUri : null,
      expiresAt: this.clock.now() + this.ttl.codeSeconds * 1000,
      used: false,
    });
    return code;
  }

  exchangeCode(code: string | undefined, redirectUri: string | undefined): UserTokens | OAuthFailure {
    const entry = code ? this.#codes.get(code) : undefined;
    if (!entry) return { error: "invalid_request", description: "code not found" };
    if (entry.used) return { error: "invalid_grant", description: "code has already been used" };
    if (this.clock.now() >= entry.expiresAt) return { error: "invalid_grant", description: "code expired" };
    // Given at authorize time, the same redirect_uri must come back; otherwise it may be omitted.
    const expected = entry.explicitRedirectUri;
    const mismatch =
      expected === null
        ? redirectUri !== undefined && redirectUri !== entry.redirectUri
        : redirectUri !== expected;
    if (mismatch) return { error: "invalid_request", description: "bad redirect url" };
    entry.used = true;
    return this.#issueUserTokens();
  }

  refresh(refreshToken: string | undefined): UserTokens | OAuthFailure {
    if (!refreshToken) return { error: "invalid_request", description: "token is empty" };
    const token = this.#byRefresh.get(refreshToken);
    if (!token) return { error: "invalid_request", description: "token not found" };
    if (token.refreshed) return { error: "invalid_grant", description: "token has already been refreshed" };
    if (token.revoked) return { error: "invalid_grant", description: "token was revoked" };
    if (this.clock.now() < token.expiresAt)
      return { error: "invalid_grant", description: "token not expired" };
    token.refreshed = true;
    return this.#issueUserTokens();
  }

  /** `client_credentials`: one application token, replaced at most once per five minutes. */
  issueAppToken(): AppToken | OAuthFailure {
    const now = this.clock.now();
    if (this.#appToken && now - this.#appToken.issuedAt < APP_TOKEN_INTERVAL_MS) {
      return { error: "forbidden", description: "app token refresh too early", status: 403 };
    }
    this.#appToken = { token: opaqueToken("APPL"), issuedAt: now };
    return { access_token: this.#appToken.token, token_type: "bearer" };
  }

  authenticate(authorization: string | undefined): Bearer {
    const match = /^Bearer (\S+)$/i.exec(authorization ?? "");
    const presented = match?.[1];
    if (!presented) return { kind: "rejected", value: "bad_authorization" };
    if (presented === this.#appToken?.token) return { kind: "application" };
    const token = this.#byAccess.get(presented);
    if (!token) return { kind: "rejected", value: "bad_authorization" };
    if (token.revoked) return { kind: "rejected", value: "token_revoked" };
    if (token.refreshed || this.clock.now() >= token.expiresAt)
      return { kind: "rejected", value: "token_expired" };
    return { kind: "user" };
  }

  /** `DELETE /token`: false when the bearer is not a live user token (hh answers 403 then). */
  revoke(authorization: string | undefined): boolean {
    if (this.authenticate(authorization).kind !== "user") return false;
    const presented = /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1] ?? "";
    const token = this.#byAccess.get(presented);
    if (token) token.revoked = true;
    return token !== undefined;
  }

  /** The `expireTokens` fault: every access token issued so far expires now. */
  expireAll(): void {
    const now = this.clock.now();
    for (const token of this.#byAccess.values()) token.expiresAt = Math.min(token.expiresAt, now);
  }

  #issueUserTokens(): UserTokens {
    const token: UserToken = {
      accessToken: opaqueToken("USER"),
      refreshToken: opaqueToken("USER"),
      expiresAt: this.clock.now() + this.ttl.accessTokenSeconds * 1000,
      revoked: false,
      refreshed: false,
    };
    this.#byAccess.set(token.accessToken, token);
    this.#byRefresh.set(token.refreshToken, token);
    return {
      access_token: token.accessToken,
      token_type: "bearer",
      expires_in: this.ttl.accessTokenSeconds,
      refresh_token: token.refreshToken,
    };
  }
}
