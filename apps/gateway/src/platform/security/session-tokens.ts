import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/** Access tokens live 15 minutes; the refresh cookie brings a new one. */
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Refresh tokens live 30 days and rotate on every use. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * How long a just-rotated refresh token still opens a session (of the same family) instead
 * of counting as a replay: covers two tabs refreshing at once and a reload that cut off the
 * response carrying the new cookie. A thief replaying it later revokes the family.
 */
export const REFRESH_ROTATION_GRACE_MS = 20_000;

const ISSUER = "rabota-gateway";
const AUDIENCE = "rabota";

/** Who the caller is: the user, the role, and the applicant's or employer's id. */
export interface SessionClaims {
  userId: string;
  role: "applicant" | "employer" | "moderator";
  profileId: string;
  /**
   * The sign-in this token belongs to (its refresh-token family): signing out or a password
   * reset revokes it, and with it the token (see SessionRevocations).
   */
  sessionId: string;
}

const claimsSchema = z.object({
  sub: z.string(),
  role: z.enum(["applicant", "employer", "moderator"]),
  pid: z.string(),
  // Tokens from before session ids existed fail here: a 401, and the client refreshes.
  sid: z.string(),
});

/** Signs and checks access tokens (HS256) against the injected clock. */
export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => Date,
    /** Token life in seconds. */
    readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  /** A JWT for the session, expiring `ttlSeconds` from now. */
  sign(claims: SessionClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ role: claims.role, pid: claims.profileId, sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<SessionClaims | null> {
    const checked = await this.inspect(token);
    return checked === "expired" ? null : (checked?.claims ?? null);
  }

  /**
   * The claims of a valid token with the instant it expires; `"expired"` for a genuine token
   * past its time (the client should refresh), null for anything else. The chat socket keeps
   * the expiry to refuse events once it has passed.
   */
  async inspect(token: string): Promise<{ claims: SessionClaims; expiresAt: Date } | "expired" | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.now(),
      });
      const claims = claimsSchema.parse(payload);
      return {
        claims: { userId: claims.sub, role: claims.role, profileId: claims.pid, sessionId: claims.sid },
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return "expired";
      if (error instanceof errors.JOSEError || error instanceof z.ZodError) return null;
      throw error;
    }
  }
}
