import { createHash } from "node:crypto";
import { RATE_LIMIT_MESSAGES } from "@rabota/domain/errors";
import { eq, lte, sql } from "drizzle-orm";
import { rateLimitCounters } from "../../db/tables/limits";
import type { Db } from "../db/database";
import { tooManyRequests } from "../http/errors";
import { type LimitState, rateLimitFields } from "./rate-limit-fields";
import type { LimitName, LimitRules } from "./rules";

/** The Russian text of a refusal, given the seconds to wait. */
export type RefusalMessage = (retryAfterSeconds: number) => string;

export interface RateLimitsDeps {
  db: Db;
  now: () => Date;
  rules: LimitRules;
}

/**
 * Fixed-window counters in the gateway's own database, so every replica counts against one
 * limit (docs/decisions/017-shared-rate-limits.md). A hit is one atomic upsert: parallel hits
 * on one key are serialised by the row, so no race admits more than the limit.
 */
export class RateLimits {
  constructor(private readonly deps: RateLimitsDeps) {}

  /**
   * Counts one hit of limit `name` for `subject` (a user id, an email). Past the limit it
   * throws a 429 `RATE_LIMITED` with `Retry-After` (seconds until the window ends) and
   * `message` of those seconds (by default «Слишком много запросов. Повторите через N секунд.»).
   * and the rate-limit fields; otherwise it returns where the subject stands.
   * A refused hit counts too, which changes nothing: the window's end stays where it was.
   */
  async take(
    name: LimitName,
    subject: string,
    message: RefusalMessage = RATE_LIMIT_MESSAGES.tooManyRequests,
  ): Promise<LimitState> {
    const rule = this.deps.rules[name];
    const { hits, retryAfterMs } = await this.hit(`${name}:${subject}`, rule.windowMs);
    const resetSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const state = {
      policy: name,
      limit: rule.max,
      windowSeconds: Math.ceil(rule.windowMs / 1000),
      remaining: Math.max(0, rule.max - hits),
      resetSeconds,
    };
    if (hits <= rule.max) return state;
    throw tooManyRequests(message(resetSeconds), resetSeconds, rateLimitFields(state));
  }

  /**
   * Counts one hit on the counter `key` in a fixed window of `windowMs` (the first hit opens
   * it) and returns the window's hits so far and the milliseconds until it ends: the counting
   * behind {@link take}, and behind the per-address store of the sign-in calls (address-store.ts).
   */
  async hit(key: string, windowMs: number): Promise<{ hits: number; retryAfterMs: number }> {
    const now = this.deps.now();
    const nextReset = new Date(now.getTime() + windowMs);
    const { hits, resetsAt } = rateLimitCounters;
    const ended = sql`${resetsAt} <= ${sql.param(now, resetsAt)}`;
    const [counter] = await this.deps.db
      .insert(rateLimitCounters)
      .values({ key: counterKey(key), hits: 1, resetsAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${hits} + 1 end`,
          resetsAt: sql`case when ${ended} then ${sql.param(nextReset, resetsAt)} else ${resetsAt} end`,
        },
      })
      .returning({ hits, resetsAt });
    if (!counter) throw new Error("the rate-limit upsert returned no row");
    return { hits: counter.hits, retryAfterMs: counter.resetsAt.getTime() - now.getTime() };
  }

  /** Forgets the counter `key` (its next hit opens a new window): a success that gives tries back. */
  async forget(key: string): Promise<void> {
    await this.deps.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, counterKey(key)));
  }

  /** Deletes the counters whose window has ended (they would start afresh anyway); returns how many. */
  async sweep(): Promise<number> {
    const removed = await this.deps.db
      .delete(rateLimitCounters)
      .where(lte(rateLimitCounters.resetsAt, this.deps.now()))
      .returning({ key: rateLimitCounters.key });
    return removed.length;
  }
}

/**
 * A counter's key as stored: the limit's name and a digest of the subject (`name:subject`), so
 * the table holds no email address, user id or client address (an erased account leaves nothing
 * readable here; the counters end with their window).
 */
function counterKey(key: string): string {
  const colon = key.indexOf(":");
  return `${key.slice(0, colon)}:${createHash("sha256")
    .update(key.slice(colon + 1))
    .digest("base64url")}`;
}
