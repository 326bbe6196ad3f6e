import { CODE_LENGTH, CODE_MAX_WRONG_TRIES, CODE_RESEND_MS, CODE_TTL_MS } from "@rabota/domain/constants";
import { RATE_LIMIT_MESSAGES } from "@rabota/domain/errors";
import type { Db, Queryable } from "../../platform/db/database";
import { conflict, gone, HttpError, notFound, tooManyRequests } from "../../platform/http/errors";
import { AUTH_REPLIES } from "../../platform/http/messages";
import type { RateLimits } from "../../platform/limits/rate-limits";
import type { Mailer } from "../../platform/mail/mailer";
import { resetCodeMail, signupCodeMail } from "../../platform/mail/messages";
import { randomDigits, safeEqual } from "../../platform/security/secrets";
import * as q from "./code-queries";
import { type CodePurpose, findUserByEmail, type Role } from "./queries";

/**
 * Limits of the code flow: six digits, 5 minutes of life, 59 s between sends, 5 wrong tries (§9)
 * for each client, and at most `maxTriesPerCode` from all clients together, after which the code
 * is dead and a fresh one (a fresh window) must be sent to the address (decision 023).
 */
const CODE_RULES = {
  length: CODE_LENGTH,
  ttlMs: CODE_TTL_MS,
  resendMs: CODE_RESEND_MS,
  maxTries: CODE_MAX_WRONG_TRIES,
  maxTriesPerCode: 4 * CODE_MAX_WRONG_TRIES,
  /** How long a verified code keeps allowing the sign-up or the new password. */
  verifiedWindowMs: 30 * 60 * 1000,
} as const;

/** Lower-cased and trimmed: the form in which emails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AuthCodesDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  /** The caps of codes per email: mailed a day (`codeSends`), checked an hour (`codeChecks`). */
  limits: RateLimits;
  /** The keyed hash codes are stored as. */
  hash: (value: string) => string;
}

/**
 * The one-time codes of sign-up and recovery: sending (with the resend wait and the daily cap),
 * checking (with the per-code tries and the hourly cap) and what a verified code allows.
 */
export class AuthCodes {
  constructor(private readonly deps: AuthCodesDeps) {}

  /** Sends a sign-up code to an email that has no account yet, at the request of `client`. */
  async sendSignupCode(rawEmail: string, client: string, role?: Role): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await findUserByEmail(this.deps.db, email);
    if (user) {
      throw conflict(role && user.role !== role ? AUTH_REPLIES.otherRole : AUTH_REPLIES.alreadyRegistered);
    }
    await this.issue(email, "signup", client);
  }

  /** Starts recovery: sends a reset code to an existing account, at the request of `client`. */
  async sendResetCode(rawEmail: string, client: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await findUserByEmail(this.deps.db, email);
    if (!user) throw notFound(AUTH_REPLIES.userNotFound);
    await this.issue(email, "reset", client);
  }

  /** Checks a sign-up code from `client`; a correct one lets this email sign up for a while. */
  async verifySignupCode(rawEmail: string, code: string, client: string): Promise<void> {
    await this.check(normalizeEmail(rawEmail), "signup", code, client);
  }

  /** Whether (an already normalised) `email` holds a sign-up code verified within the window. */
  hasVerifiedSignup(email: string): Promise<boolean> {
    const since = new Date(this.deps.now().getTime() - CODE_RULES.verifiedWindowMs);
    return q.hasVerifiedCode(this.deps.db, email, "signup", since);
  }

  /** Spends the code of (email, purpose) inside the caller's transaction. */
  spend(tx: Queryable, email: string, purpose: CodePurpose): Promise<void> {
    return q.deleteCode(tx, email, purpose);
  }

  /**
   * 400 "invalid code" for a wrong code or no code at all, 410 "code expired" for an expired
   * code or one that used up its tries. The code's email and purpose are part of its hash, so
   * a code sent to another address never matches.
   */
  async check(email: string, purpose: CodePurpose, code: string, client: string): Promise<void> {
    const { db, limits } = this.deps;
    // Counted before the check, so parallel guesses cannot pass the caps. Every count is per
    // client as well as per address: a stranger's guesses use up the stranger's tries, never
    // the owner's (decision 023).
    await limits.take("codeChecks", `${email}|${client}`, RATE_LIMIT_MESSAGES.tooManyCodeChecks);
    // This client's tries at the live code (named by when it was sent): past 5 the code is dead
    // for them, before its tries from all clients are touched.
    const sentAt = await q.codeSentAt(db, email, purpose);
    const triesKey = `codeTries:${purpose}:${email}:${sentAt?.getTime() ?? "none"}|${client}`;
    if (sentAt && (await limits.hit(triesKey, CODE_RULES.ttlMs)).hits > CODE_RULES.maxTries) {
      throw gone(AUTH_REPLIES.codeExpired);
    }
    const now = this.deps.now();
    const attempt = await q.takeCodeAttempt(db, {
      email,
      purpose,
      maxTries: CODE_RULES.maxTriesPerCode,
      now,
      verifiedSince: new Date(now.getTime() - CODE_RULES.verifiedWindowMs),
    });
    if (!attempt) {
      // Expired or out of tries: 410 (ask for a new code). No code at all: just a wrong code.
      if (await q.codeExists(db, email, purpose)) throw gone(AUTH_REPLIES.codeExpired);
      throw new HttpError(400, AUTH_REPLIES.invalidCode, "VALIDATION");
    }
    if (!safeEqual(this.deps.hash(`${purpose}:${email}:${code}`), attempt.codeHash)) {
      throw new HttpError(400, AUTH_REPLIES.invalidCode, "VALIDATION");
    }
    // A right code gives the tries back, for the follow-up call (the reset's new password).
    await q.markCodeVerified(db, email, purpose, now);
    await limits.forget(triesKey);
  }

  private async issue(email: string, purpose: CodePurpose, client: string): Promise<void> {
    const { db } = this.deps;
    // Mail bombing: besides 59 s between two codes, daily caps (both purposes) per address and
    // client, so that a stranger's sends never use up the owner's, and per address from anyone.
    await this.deps.limits.take("codeSends", `${email}|${client}`, RATE_LIMIT_MESSAGES.tooManyCodesSent);
    await this.deps.limits.take("codeSendsPerAddress", email, RATE_LIMIT_MESSAGES.tooManyCodesSent);
    const now = this.deps.now();
    const code = randomDigits(CODE_RULES.length);
    const codeHash = this.deps.hash(`${purpose}:${email}:${code}`);
    const stored = await q.upsertCode(db, {
      email,
      purpose,
      codeHash,
      now,
      expiresAt: new Date(now.getTime() + CODE_RULES.ttlMs),
      resendAfter: new Date(now.getTime() - CODE_RULES.resendMs),
    });
    if (!stored) {
      const sentAt = await q.codeSentAt(db, email, purpose);
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
      await q.deleteCode(db, email, purpose, codeHash);
      throw error;
    }
  }
}
