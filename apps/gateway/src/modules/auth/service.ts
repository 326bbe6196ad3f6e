import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../../platform/db/database";
import { conflict, forbidden, notFound, tooManyRequests, unauthorized } from "../../platform/http/errors";
import { AUTH_REPLIES } from "../../platform/http/messages";
import type { RateLimits } from "../../platform/limits/rate-limits";
import type { Mailer } from "../../platform/mail/mailer";
import {
  burnPasswordCheck,
  hashPassword,
  type PasswordCost,
  verifyPassword,
} from "../../platform/security/passwords";
import { keyedHash, randomToken, safeEqual } from "../../platform/security/secrets";
import {
  announceRevokedSessions,
  type SessionRevocations,
} from "../../platform/security/session-revocations";
import {
  type AccessTokens,
  REFRESH_ROTATION_GRACE_MS,
  REFRESH_TOKEN_TTL_SECONDS,
  type SessionClaims,
} from "../../platform/security/session-tokens";
import { AuthCodes, normalizeEmail } from "./codes";
import type { Role } from "./queries";
import * as q from "./queries";

/**
 * Sign-in throttling per account (README, "Sign-in throttling"; OWASP ASVS v4 2.2.1): five
 * wrong passwords in a row are free, then each locks the account for 30 s, doubling up to
 * 5 minutes; an hour without failures starts the count over. A browser the account signed in
 * from before (its device cookie) is never locked out.
 */
const LOGIN_THROTTLE: q.LoginThrottleRule = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 5 * 60_000,
  windowMs: 60 * 60_000,
};

export interface AuthServiceDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Key of the HMACs that store codes and refresh tokens. */
  secret: string;
  /** Signed-out sessions whose access tokens the guards refuse at once. */
  revocations: SessionRevocations;
  /** The caps of codes per email: mailed a day (`codeSends`), checked an hour (`codeChecks`). */
  limits: RateLimits;
  /** scrypt's cost of new password hashes; the default (passwords.ts) unless a test rig lowers it. */
  passwordCost?: PasswordCost;
}

/** Who is signed in, as login, refresh and sign-up answer it. */
interface AuthIdentity {
  /** The applicant's or employer's id. */
  id: string;
  role: Role;
  /** The employer's company; null for an applicant. */
  companyId: string | null;
  /** The app must ask for the personal-data consent before anything else ({@link consentRequired}). */
  consentRequired: boolean;
}

/** A session's access-token claims, with what its `{ auth }` answer adds. */
type SessionIdentity = SessionClaims & { companyId: string | null; consentVersion: string | null };

/**
 * The one rule of the consent prompt: an account with no personal-data consent on record (made
 * through the API without one, and not given since) is asked for it at sign-in (issue 41).
 */
function consentRequired(consentVersion: string | null): boolean {
  return consentVersion === null;
}

export interface Session {
  auth: AuthIdentity;
  tokens: { access: string; refresh: string };
}

/** A sign-in: the session, and the device token that spares this browser future locks. */
export interface SignIn extends Session {
  deviceToken: string;
}

/** The person behind a new account, as every sign-up body names them. */
export interface NewAccount {
  email: string;
  password: string;
  name: string;
  surname: string;
  /** The version of the personal-data consent the sign-up carried; null when it carried none. */
  consentVersion: string | null;
}

/**
 * Sign-up, sign-in, codes and sessions. Every method takes already-validated input and
 * throws HttpError for the answers a client must see; the clock is injected.
 */
export class AuthService {
  /** The one-time codes of sign-up and recovery. */
  readonly codes: AuthCodes;

  constructor(private readonly deps: AuthServiceDeps) {
    this.codes = new AuthCodes({ ...deps, hash: (value) => this.hash(value) });
  }

  private get db() {
    return this.deps.db;
  }

  /** "user found", "user not found", or 409 when the email belongs to the other role. */
  async checkEmail(
    rawEmail: string,
    role: Exclude<Role, "moderator">,
  ): Promise<"user found" | "user not found"> {
    const user = await q.findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user) return AUTH_REPLIES.userNotFound;
    // A moderator signs in from either tab: the account, not the tab, decides the role.
    if (user.role !== role && user.role !== "moderator") throw conflict(AUTH_REPLIES.otherRole);
    return AUTH_REPLIES.userFound;
  }

  /**
   * Checks a reset code; with `newPassword` also sets the password, spends the code and signs
   * the account out everywhere.
   */
  async confirmReset(rawEmail: string, code: string, client: string, newPassword?: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    await this.codes.check(email, "reset", code, client);
    if (newPassword === undefined) return AUTH_REPLIES.codeVerified;
    const user = await q.findUserByEmail(this.db, email);
    if (!user) throw notFound(AUTH_REPLIES.userNotFound);
    const passwordHash = await hashPassword(newPassword, this.deps.passwordCost);
    const now = this.deps.now();
    await this.revokeSessions(async (tx) => {
      await q.updatePassword(tx, user.id, passwordHash, now);
      await this.codes.spend(tx, email, "reset");
      return q.revokeAllForUser(tx, user.id, now);
    });
    return AUTH_REPLIES.passwordChanged;
  }

  /**
   * Creates the account of `person` with `role` in one transaction with its role's own record,
   * which `createRecord` inserts (the applicant's or the employer's module: each writes its own
   * tables) and whose result it answers. The email must hold a verified sign-up code, which is
   * spent; a parallel sign-up of the same email becomes a 409.
   */
  async createAccount<T>(
    person: NewAccount,
    role: Role,
    createRecord: (tx: Queryable, userId: string, now: Date) => Promise<T>,
  ): Promise<T> {
    const email = await this.assertCanSignUp(person.email, role);
    const passwordHash = await hashPassword(person.password, this.deps.passwordCost);
    const now = this.deps.now();
    try {
      return await this.db.transaction(async (tx) => {
        const { name, surname, consentVersion } = person;
        const userId = await q.insertUser(tx, {
          name,
          surname,
          email,
          role,
          passwordHash,
          consentVersion,
          now,
        });
        const record = await createRecord(tx, userId, now);
        await this.codes.spend(tx, email, "signup");
        return record;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_REPLIES.alreadyRegistered);
      throw error;
    }
  }

  /**
   * Records that the signed-in `userId` accepted the personal-data consent of `version` (the
   * route checked it is the one in force) now; 401 when the account is gone.
   */
  async recordConsent(userId: string, version: string): Promise<{ version: string; acceptedAt: Date }> {
    const acceptedAt = this.deps.now();
    if (!(await q.recordConsent(this.db, userId, version, acceptedAt))) throw unauthorized();
    return { version, acceptedAt };
  }

  /** Renames the person of `userId` inside the caller's transaction (a profile save). */
  renamePerson(tx: Queryable, userId: string, person: { name: string; surname: string }, now: Date) {
    return q.updatePersonName(tx, userId, person, now);
  }

  /**
   * The first session of an account that has just signed up (a sign-up ends signed in, as
   * after a login): the same tokens and `{ auth }` a login gives.
   */
  async signedUpSession(rawEmail: string): Promise<Session> {
    const user = await q.findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user) throw notFound(AUTH_REPLIES.userNotFound);
    return this.openSession(user.id, user.role, randomUUID());
  }

  /**
   * Signs in: 404 for an unknown email, 401 for a wrong password; both take equally long. 429
   * (with Retry-After) while the account is locked after repeated wrong passwords, unless
   * `deviceToken` shows this browser signed in to the account before.
   */
  async login(rawEmail: string, password: string, deviceToken?: string): Promise<SignIn> {
    const user = await this.checkPassword(rawEmail, password, deviceToken);
    const session = await this.openSession(user.id, user.role, randomUUID());
    return { ...session, deviceToken: this.deviceToken(user.id) };
  }

  /**
   * The older login (`POST /auth/login`): the same checks as {@link login}, the per-account
   * lock included, but only an access token comes back, for `Authorization: Bearer`. Its
   * session is still a family of its own, with a refresh token nobody is ever given and that
   * lives as long as the access token: a password reset revokes it with the account's other
   * sessions, so the bearer token dies with them, on every replica.
   */
  async accessToken(rawEmail: string, password: string): Promise<string> {
    const user = await this.checkPassword(rawEmail, password);
    const familyId = randomUUID();
    const identity = await this.claimsOf(user.id, user.role, familyId);
    const now = this.deps.now();
    await q.insertRefreshToken(this.db, {
      userId: user.id,
      familyId,
      tokenHash: this.hash(randomToken()),
      now,
      expiresAt: new Date(now.getTime() + this.deps.accessTokens.ttlSeconds * 1000),
    });
    return this.deps.accessTokens.sign(identity);
  }

  /**
   * Resolves when `password` is the signed-in user's password (before an irreversible step,
   * such as deleting the account). Wrong passwords count toward the same per-account lock as
   * sign-in, so a stolen session cannot guess the password here either: 429 while locked,
   * 403 with `wrongPassword` otherwise; 401 when the account is gone.
   */
  async confirmPassword(userId: string, password: string, wrongPassword: string): Promise<void> {
    const user = await q.findLiveUserById(this.db, userId);
    if (!user) throw unauthorized();
    const now = this.deps.now();
    const locked = await q.takeLoginAttempt(this.db, { userId, now, rule: LOGIN_THROTTLE });
    if (locked) {
      const seconds = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 1000));
      throw tooManyRequests(AUTH_REPLIES.loginLocked, seconds);
    }
    if (!(await verifyPassword(password, user.passwordHash))) throw forbidden(wrongPassword);
    await q.clearLoginFailures(this.db, userId);
  }

  /**
   * The account of `rawEmail` when `password` is its password; 404 or 401 otherwise, equally
   * slow; 429 while the account is locked (unless `deviceToken` is a browser it signed in from).
   */
  private async checkPassword(rawEmail: string, password: string, deviceToken?: string) {
    const user = await q.findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user) {
      await burnPasswordCheck(password, this.deps.passwordCost);
      throw notFound(AUTH_REPLIES.userNotFound);
    }
    if (!this.isKnownDevice(deviceToken, user.id)) {
      const now = this.deps.now();
      const locked = await q.takeLoginAttempt(this.db, { userId: user.id, now, rule: LOGIN_THROTTLE });
      if (locked) {
        const seconds = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 1000));
        throw tooManyRequests(AUTH_REPLIES.loginLocked, seconds);
      }
    }
    if (!(await verifyPassword(password, user.passwordHash)))
      throw unauthorized(AUTH_REPLIES.invalidPassword);
    await q.clearLoginFailures(this.db, user.id);
    // Only the password's owner learns of the ban; its sessions were revoked with it.
    if (user.bannedAt) throw forbidden(AUTH_REPLIES.banned);
    return user;
  }

  /**
   * A token naming a browser that signed in to `userId`: a random id and its HMAC, so nothing
   * is stored and only this server can mint one.
   */
  private deviceToken(userId: string, deviceId = randomToken()): string {
    return `${deviceId}.${this.hash(`device:${userId}:${deviceId}`)}`;
  }

  private isKnownDevice(token: string | undefined, userId: string): boolean {
    const deviceId = token?.split(".")[0];
    return !!token && !!deviceId && safeEqual(token, this.deviceToken(userId, deviceId));
  }

  /** The access token's claims of a session (`sessionId`), with the employer's company and the consent. */
  private async claimsOf(userId: string, role: Role, sessionId: string): Promise<SessionIdentity> {
    const identity = await q.findSessionIdentity(this.db, userId, role);
    if (!identity) throw new Error(`user ${userId} has no ${role} record`);
    const { profileId, companyId, consentVersion } = identity;
    return { userId, role, profileId, sessionId, companyId, consentVersion };
  }

  /**
   * Trades a refresh token for a new pair. A rotated or revoked token presented again means it
   * was stolen or replayed: its whole family is revoked.
   */
  async refresh(token: string | undefined): Promise<Session> {
    if (!token) throw unauthorized(AUTH_REPLIES.invalidRefresh);
    const now = this.deps.now();
    const tokenHash = this.hash(token);
    // The hot path is one statement: check, rotate and store the next token (see the query).
    const next = randomToken();
    const row = await q.rotateRefreshTokenAtOnce(this.db, {
      tokenHash,
      nextTokenHash: this.hash(next),
      now,
      nextExpiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    if (!row) throw unauthorized(AUTH_REPLIES.invalidRefresh);
    if (row.rotated) {
      if (!row.profileId) throw new Error(`user ${row.userId} has no ${row.role} record`);
      const { userId, role, profileId, familyId, companyId, consentVersion } = row;
      return this.sessionOf(
        { userId, role, profileId, sessionId: familyId, companyId, consentVersion },
        next,
      );
    }
    if (row.revokedAt !== null) throw await this.reused(row.familyId, now);
    if (row.expiresAt <= now) throw unauthorized(AUTH_REPLIES.refreshExpired);
    // Already rotated (or rotated by a concurrent request just now). Within the grace window
    // this is the same client racing itself — two tabs, or a reload that cut off the answer
    // carrying the new cookie — so it gets a session of the same family. Later, it is a replay.
    const rotatedAt = row.rotatedAt ?? (await q.findRefreshToken(this.db, tokenHash))?.rotatedAt ?? now;
    if (now.getTime() - rotatedAt.getTime() <= REFRESH_ROTATION_GRACE_MS) {
      return this.openSession(row.userId, row.role, row.familyId);
    }
    throw await this.reused(row.familyId, now);
  }

  /** Reuse of a spent token outside the grace window: the whole family dies. */
  private async reused(familyId: string, now: Date) {
    await this.revokeFamily(familyId, now);
    return unauthorized(AUTH_REPLIES.refreshReused);
  }

  /** Signs the presented refresh token's session out, its access tokens too; a missing or unknown token is fine. */
  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await q.findRefreshToken(this.db, this.hash(token));
    if (row) await this.revokeFamily(row.familyId, this.deps.now());
  }

  /** The sessions revoked within the last access-token lifetime, to fill the revocation list at start. */
  recentlyRevokedSessions(): Promise<{ sessionId: string; revokedAt: Date }[]> {
    const since = new Date(this.deps.now().getTime() - this.deps.accessTokens.ttlSeconds * 1000);
    return q.revokedFamiliesSince(this.db, since);
  }

  /**
   * A moderator's ban (issue 42): the account cannot sign in again, and every session it has
   * ends now, on every replica.
   */
  async ban(userId: string): Promise<void> {
    const now = this.deps.now();
    await this.revokeSessions(async (tx) => {
      await q.banUser(tx, userId, now);
      return q.revokeAllForUser(tx, userId, now);
    });
  }

  private revokeFamily(familyId: string, now: Date): Promise<void> {
    return this.revokeSessions(async (tx) => {
      await q.revokeFamily(tx, familyId, now);
      return [familyId];
    });
  }

  /**
   * Runs `work` (which revokes refresh tokens and returns their sessions) in one transaction
   * with the notice to the other replicas, then refuses the sessions' access tokens here.
   */
  private async revokeSessions(work: (tx: Queryable & Pick<Db, "execute">) => Promise<string[]>) {
    const sessionIds = await this.db.transaction(async (tx) => {
      const ids = await work(tx);
      await announceRevokedSessions(tx, ids);
      return ids;
    });
    this.deps.revocations.add(sessionIds);
  }

  private hash(value: string): string {
    return keyedHash(this.deps.secret, value);
  }

  private async openSession(userId: string, role: Role, familyId: string): Promise<Session> {
    // The refresh-token family is the session: one per sign-in, kept across refreshes.
    const identity = await this.claimsOf(userId, role, familyId);
    const refresh = randomToken();
    const now = this.deps.now();
    await q.insertRefreshToken(this.db, {
      userId,
      familyId,
      tokenHash: this.hash(refresh),
      now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return this.sessionOf(identity, refresh);
  }

  /** The answer of a sign-in or refresh: who, a fresh access token, and the refresh token. */
  private async sessionOf(identity: SessionIdentity, refresh: string): Promise<Session> {
    const { profileId, role, companyId, consentVersion } = identity;
    return {
      auth: { id: profileId, role, companyId, consentRequired: consentRequired(consentVersion) },
      tokens: { access: await this.deps.accessTokens.sign(identity), refresh },
    };
  }

  private async assertCanSignUp(rawEmail: string, role: Role): Promise<string> {
    const email = normalizeEmail(rawEmail);
    const existing = await q.findUserByEmail(this.db, email);
    if (existing)
      throw conflict(existing.role === role ? AUTH_REPLIES.alreadyRegistered : AUTH_REPLIES.otherRole);
    if (!(await this.codes.hasVerifiedSignup(email))) throw forbidden(AUTH_REPLIES.emailNotVerified);
    return email;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
