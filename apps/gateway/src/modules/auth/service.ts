import { randomUUID } from "node:crypto";
import { CODE_LENGTH, CODE_MAX_WRONG_TRIES, CODE_RESEND_MS, CODE_TTL_MS } from "@rabota/domain/constants";
import { RATE_LIMIT_MESSAGES, SERVER_MESSAGES } from "@rabota/domain/errors";
import type { Db, Queryable } from "../../platform/db/database";
import {
  conflict,
  forbidden,
  gone,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from "../../platform/http/errors";
import type { RateLimits } from "../../platform/limits/rate-limits";
import type { Mailer } from "../../platform/mail/mailer";
import { resetCodeMail, signupCodeMail } from "../../platform/mail/messages";
import {
  burnPasswordCheck,
  hashPassword,
  type PasswordCost,
  verifyPassword,
} from "../../platform/security/passwords";
import { keyedHash, randomDigits, randomToken, safeEqual } from "../../platform/security/secrets";
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
import type { CompanyService } from "../company/service";
import { insertEmployer } from "../employer/queries";
import { insertMembership } from "../membership/queries";
import type { MembershipService } from "../membership/service";
import type { CodePurpose, Role } from "./queries";
import * as q from "./queries";

/**
 * The messages of the auth answers: the wire conventions of ARCHITECTURE.md (from the domain's
 * catalogue, which the front end maps to Russian) and the gateway's own for the other cases.
 */
export const AUTH_MESSAGES = {
  userFound: SERVER_MESSAGES.userFound,
  userNotFound: SERVER_MESSAGES.userNotFound,
  otherRole: SERVER_MESSAGES.emailTakenByOtherRole,
  alreadyRegistered: "user with such email already registered",
  invalidPassword: SERVER_MESSAGES.invalidPassword,
  loginLocked: SERVER_MESSAGES.loginLocked,
  invalidCode: SERVER_MESSAGES.invalidCode,
  codeExpired: SERVER_MESSAGES.codeExpired,
  codeSent: "code sent",
  codeVerified: "code verified",
  emailNotVerified: "email is not verified",
  companyNotFound: "company not found",
  passwordChanged: "password changed",
  signedUp: "user registered",
  loggedOut: "logged out",
  invalidRefresh: "invalid refresh token",
  refreshReused: "refresh token reused",
  refreshExpired: "refresh token expired",
} as const;

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

/** Limits of the code flow: six digits, 5 minutes of life, 59 s between sends, 5 wrong tries (§9). */
const CODE_RULES = {
  length: CODE_LENGTH,
  ttlMs: CODE_TTL_MS,
  resendMs: CODE_RESEND_MS,
  maxTries: CODE_MAX_WRONG_TRIES,
  /** How long a verified code keeps allowing the sign-up or the new password. */
  verifiedWindowMs: 30 * 60 * 1000,
} as const;

export interface AuthServiceDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  accessTokens: AccessTokens;
  companies: CompanyService;
  /** Told of every request to join an existing company, to mail its active members. */
  memberships: MembershipService;
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
export interface AuthIdentity {
  /** The applicant's or employer's id. */
  id: string;
  role: Role;
  /** The employer's company; null for an applicant. */
  companyId: string | null;
}

export interface Session {
  auth: AuthIdentity;
  tokens: { access: string; refresh: string };
}

/** A sign-in: the session, and the device token that spares this browser future locks. */
export interface SignIn extends Session {
  deviceToken: string;
}

export interface ApplicantSignup {
  email: string;
  password: string;
  name: string;
  surname: string;
  city: string;
  dateOfBirth: string | null;
}

/** The employer sign-up body: the account, a company to join (`id`) or found, the position. */
export interface EmployerSignup {
  user: { email: string; password: string; name: string; surname: string };
  company: { id: string } | { companyName: string };
  position: string;
}

/** Lower-cased and trimmed: the form in which emails are stored and compared. */
function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sign-up, sign-in, codes and sessions. Every method takes already-validated input and
 * throws HttpError for the answers a client must see; the clock is injected.
 */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** "user found", "user not found", or 409 when the email belongs to the other role. */
  async checkEmail(rawEmail: string, role: Role): Promise<"user found" | "user not found"> {
    const user = await q.findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user) return AUTH_MESSAGES.userNotFound;
    if (user.role !== role) throw conflict(AUTH_MESSAGES.otherRole);
    return AUTH_MESSAGES.userFound;
  }

  /** Sends a sign-up code to an email that has no account yet. */
  async sendSignupCode(rawEmail: string, role?: Role): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await q.findUserByEmail(this.db, email);
    if (user) {
      throw conflict(role && user.role !== role ? AUTH_MESSAGES.otherRole : AUTH_MESSAGES.alreadyRegistered);
    }
    await this.issueCode(email, "signup");
  }

  /** Starts recovery: sends a reset code to an existing account. */
  async sendResetCode(rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await q.findUserByEmail(this.db, email);
    if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
    await this.issueCode(email, "reset");
  }

  /** Checks a sign-up code; a correct one lets this email sign up for a while. */
  async verifySignupCode(rawEmail: string, code: string): Promise<void> {
    await this.checkCode(normalizeEmail(rawEmail), "signup", code);
  }

  /**
   * Checks a reset code; with `newPassword` also sets the password, spends the code and signs
   * the account out everywhere.
   */
  async confirmReset(rawEmail: string, code: string, newPassword?: string): Promise<string> {
    const email = normalizeEmail(rawEmail);
    await this.checkCode(email, "reset", code);
    if (newPassword === undefined) return AUTH_MESSAGES.codeVerified;
    const user = await q.findUserByEmail(this.db, email);
    if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
    const passwordHash = await hashPassword(newPassword, this.deps.passwordCost);
    const now = this.deps.now();
    await this.revokeSessions(async (tx) => {
      await q.updatePassword(tx, user.id, passwordHash, now);
      await q.deleteCode(tx, email, "reset");
      return q.revokeAllForUser(tx, user.id, now);
    });
    return AUTH_MESSAGES.passwordChanged;
  }

  /** Creates an applicant account; the email must hold a verified sign-up code. */
  async signupApplicant(input: ApplicantSignup): Promise<AuthIdentity> {
    const email = await this.assertCanSignUp(input.email, "applicant");
    const passwordHash = await hashPassword(input.password, this.deps.passwordCost);
    const now = this.deps.now();
    const id = await this.insertAccount(async (tx) => {
      const userId = await q.insertUser(tx, { ...input, email, role: "applicant", passwordHash, now });
      const applicantId = await q.insertApplicant(tx, {
        userId,
        city: input.city,
        dateOfBirth: input.dateOfBirth,
        now,
      });
      await q.deleteCode(tx, email, "signup");
      return applicantId;
    });
    return { id, role: "applicant", companyId: null };
  }

  /**
   * Creates an employer account founding a new company (its active member) or asking to
   * join an existing one (a pending request).
   */
  async signupEmployer(input: EmployerSignup): Promise<AuthIdentity> {
    const { user, company } = input;
    const email = await this.assertCanSignUp(user.email, "employer");
    const { companies } = this.deps;
    if ("id" in company && !(await companies.exists(company.id))) {
      throw notFound(AUTH_MESSAGES.companyNotFound);
    }
    const passwordHash = await hashPassword(user.password, this.deps.passwordCost);
    const now = this.deps.now();
    const identity = await this.insertAccount(async (tx): Promise<AuthIdentity> => {
      const joining = "id" in company;
      const companyId = joining ? company.id : await companies.found(tx, company.companyName, now);
      const userId = await q.insertUser(tx, { ...user, email, role: "employer", passwordHash, now });
      const employerId = await insertEmployer(tx, { userId, companyId, position: input.position, now });
      // The founder owns the new company; a stranger typing an existing company's name only
      // asks to join, and sees nothing of it until an active member approves.
      await insertMembership(tx, { employerId, companyId, status: joining ? "pending" : "active", now });
      await q.deleteCode(tx, email, "signup");
      return { id: employerId, role: "employer", companyId };
    });
    if ("id" in company) await this.deps.memberships.announceRequest(company.id, identity.id);
    return identity;
  }

  /**
   * The first session of an account that has just signed up (a sign-up ends signed in, as
   * after a login): the same tokens and `{ auth }` a login gives.
   */
  async signedUpSession(rawEmail: string): Promise<Session> {
    const user = await q.findUserByEmail(this.db, normalizeEmail(rawEmail));
    if (!user) throw notFound(AUTH_MESSAGES.userNotFound);
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
    const { companyId: _companyId, ...claims } = await this.claimsOf(user.id, user.role, familyId);
    const now = this.deps.now();
    await q.insertRefreshToken(this.db, {
      userId: user.id,
      familyId,
      tokenHash: this.hash(randomToken()),
      now,
      expiresAt: new Date(now.getTime() + this.deps.accessTokens.ttlSeconds * 1000),
    });
    return this.deps.accessTokens.sign(claims);
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
      throw tooManyRequests(AUTH_MESSAGES.loginLocked, seconds);
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
      throw notFound(AUTH_MESSAGES.userNotFound);
    }
    if (!this.isKnownDevice(deviceToken, user.id)) {
      const now = this.deps.now();
      const locked = await q.takeLoginAttempt(this.db, { userId: user.id, now, rule: LOGIN_THROTTLE });
      if (locked) {
        const seconds = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 1000));
        throw tooManyRequests(AUTH_MESSAGES.loginLocked, seconds);
      }
    }
    if (!(await verifyPassword(password, user.passwordHash)))
      throw unauthorized(AUTH_MESSAGES.invalidPassword);
    await q.clearLoginFailures(this.db, user.id);
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

  /** The access token's claims of a session (`sessionId`), with the employer's company. */
  private async claimsOf(
    userId: string,
    role: Role,
    sessionId: string,
  ): Promise<SessionClaims & { companyId: string | null }> {
    const identity = await q.findSessionIdentity(this.db, userId, role);
    if (!identity) throw new Error(`user ${userId} has no ${role} record`);
    return { userId, role, profileId: identity.profileId, sessionId, companyId: identity.companyId };
  }

  /**
   * Trades a refresh token for a new pair. A rotated or revoked token presented again means it
   * was stolen or replayed: its whole family is revoked.
   */
  async refresh(token: string | undefined): Promise<Session> {
    if (!token) throw unauthorized(AUTH_MESSAGES.invalidRefresh);
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
    if (!row) throw unauthorized(AUTH_MESSAGES.invalidRefresh);
    if (row.rotated) {
      if (!row.profileId) throw new Error(`user ${row.userId} has no ${row.role} record`);
      const { userId, role, profileId, familyId, companyId } = row;
      return this.sessionOf({ userId, role, profileId, sessionId: familyId, companyId }, next);
    }
    if (row.revokedAt !== null) throw await this.reused(row.familyId, now);
    if (row.expiresAt <= now) throw unauthorized(AUTH_MESSAGES.refreshExpired);
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
    return unauthorized(AUTH_MESSAGES.refreshReused);
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
  private async sessionOf(
    identity: SessionClaims & { companyId: string | null },
    refresh: string,
  ): Promise<Session> {
    const { companyId, ...claims } = identity;
    return {
      auth: { id: claims.profileId, role: claims.role, companyId },
      tokens: { access: await this.deps.accessTokens.sign(claims), refresh },
    };
  }

  private async issueCode(email: string, purpose: CodePurpose): Promise<void> {
    // Mail bombing: besides 59 s between two codes, a daily cap per address (both purposes).
    await this.deps.limits.take("codeSends", email, RATE_LIMIT_MESSAGES.tooManyCodesSent);
    const now = this.deps.now();
    const code = randomDigits(CODE_RULES.length);
    const codeHash = this.hash(`${purpose}:${email}:${code}`);
    const stored = await q.upsertCode(this.db, {
      email,
      purpose,
      codeHash,
      now,
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      resendAfter: new Date(now.getTime() - CODE_RULES.resendMs),
    });
    if (!stored) {
      const sentAt = await q.codeSentAt(this.db, email, purpose);
      const waitMs = sentAt ? sentAt.getTime() + CODE_RULES.resendMs - now.getTime() : CODE_RULES.resendMs;
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw tooManyRequests(RATE_LIMIT_MESSAGES.tooManyRequests(seconds), seconds);
    }
    try {
      await this.deps.mailer.send(
        purpose === "signup" ? signupCodeMail(email, code) : resetCodeMail(email, code),
      );
    } catch (error) {
      // Undelivered: forget the code so the user may ask again at once.
      await q.deleteCode(this.db, email, purpose, codeHash);
      throw error;
    }
  }

  /**
   * 400 "invalid code" for a wrong code or no code at all, 410 "code expired" for an expired
   * code or one that used up its tries. The code's email and purpose are part of its hash, so
   * a code sent to another address never matches.
   */
  private async checkCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    // Counted before the check, so parallel guesses cannot pass the cap: with 5 tries per code
    // and a code a minute, the per-code rule alone would allow some 300 guesses an hour.
    await this.deps.limits.take("codeChecks", email, RATE_LIMIT_MESSAGES.tooManyCodeChecks);
    const now = this.deps.now();
    const attempt = await q.takeCodeAttempt(this.db, {
      email,
      purpose,
      maxTries: CODE_RULES.maxTries,
      now,
      verifiedSince: new Date(now.getTime() - CODE_RULES.verifiedWindowMs),
    });
    if (!attempt) {
      // Expired or out of tries: 410 (ask for a new code). No code at all: just a wrong code.
      if (await q.codeExists(this.db, email, purpose)) throw gone(AUTH_MESSAGES.codeExpired);
      throw new HttpError(400, AUTH_MESSAGES.invalidCode, "VALIDATION");
    }
    if (!safeEqual(this.hash(`${purpose}:${email}:${code}`), attempt.codeHash)) {
      throw new HttpError(400, AUTH_MESSAGES.invalidCode, "VALIDATION");
    }
    await q.markCodeVerified(this.db, email, purpose, now);
  }

  private async assertCanSignUp(rawEmail: string, role: Role): Promise<string> {
    const email = normalizeEmail(rawEmail);
    const existing = await q.findUserByEmail(this.db, email);
    if (existing)
      throw conflict(existing.role === role ? AUTH_MESSAGES.alreadyRegistered : AUTH_MESSAGES.otherRole);
    const since = new Date(this.deps.now().getTime() - CODE_RULES.verifiedWindowMs);
    if (!(await q.hasVerifiedCode(this.db, email, "signup", since)))
      throw forbidden(AUTH_MESSAGES.emailNotVerified);
    return email;
  }

  /** Runs the inserts of one account; a parallel sign-up of the same email becomes a 409. */
  private async insertAccount<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction((tx) => work(tx));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.alreadyRegistered);
      throw error;
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
