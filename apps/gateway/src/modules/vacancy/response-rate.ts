import { RESPONSE_RATE_MIN_RESPONSES, RESPONSE_RATE_WINDOW_DAYS } from "@rabota/domain/constants";
import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";
import { and, gte, inArray, lt, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { companyResponseDays } from "./tables";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How many responses of one day waited how long (`answerHours` -1: no answer in time). */
export interface AnswerBucket {
  answerHours: number;
  responses: number;
}

/**
 * The bucket a response counts in: whole hours to its first answer when that came within
 * `staleAfterMs` of the response, else -1 (answered late, or not yet).
 */
export function answerBucket(appliedAt: Date, answeredAt: Date | null, staleAfterMs: number): number {
  if (answeredAt === null) return -1;
  const waited = Math.max(0, answeredAt.getTime() - appliedAt.getTime());
  return waited <= staleAfterMs ? Math.floor(waited / HOUR_MS) : -1;
}

/** The UTC day a response counts on. */
const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The first day of the window that ends at `now`. */
const windowStart = (now: Date): string =>
  dayOf(new Date(now.getTime() - RESPONSE_RATE_WINDOW_DAYS * DAY_MS));

async function addToBucket(
  db: Queryable,
  companyId: string,
  day: string,
  answerHours: number,
  delta: number,
) {
  await db
    .insert(companyResponseDays)
    .values({ companyId, day, answerHours, responses: delta })
    .onConflictDoUpdate({
      target: [companyResponseDays.companyId, companyResponseDays.day, companyResponseDays.answerHours],
      set: { responses: sql`${companyResponseDays.responses} + ${delta}` },
    });
}

/**
 * Counts a new response (run it in the response's transaction): not answered yet, unless the
 * demo data gives it an answer made with it.
 */
export async function countResponse(
  db: Queryable,
  input: { companyId: string; appliedAt: Date; answeredAt?: Date | null; staleAfterMs?: number },
): Promise<void> {
  const bucket = answerBucket(input.appliedAt, input.answeredAt ?? null, input.staleAfterMs ?? 0);
  await addToBucket(db, input.companyId, dayOf(input.appliedAt), bucket, 1);
}

/**
 * Moves a response whose first answer changed (`from` → `to`, either null) to its new bucket;
 * nothing when the bucket stays (run it in the transaction that changed the answer).
 */
export async function moveAnswer(
  db: Queryable,
  input: { companyId: string; appliedAt: Date; from: Date | null; to: Date | null; staleAfterMs: number },
): Promise<void> {
  const before = answerBucket(input.appliedAt, input.from, input.staleAfterMs);
  const after = answerBucket(input.appliedAt, input.to, input.staleAfterMs);
  if (before === after) return;
  const day = dayOf(input.appliedAt);
  await addToBucket(db, input.companyId, day, before, -1);
  await addToBucket(db, input.companyId, day, after, 1);
}

/**
 * The figures of one company's buckets: the share answered in time and the median wait (the
 * mean of the two middle ones for an even count), both null below the minimum of responses.
 */
export function summarize(buckets: readonly AnswerBucket[]): ResponseRateDto {
  const responses = buckets.reduce((sum, bucket) => sum + bucket.responses, 0);
  const answeredBuckets = buckets
    .filter((bucket) => bucket.answerHours >= 0 && bucket.responses > 0)
    .sort((a, b) => a.answerHours - b.answerHours);
  const answered = answeredBuckets.reduce((sum, bucket) => sum + bucket.responses, 0);
  if (responses < RESPONSE_RATE_MIN_RESPONSES) return { responses, answered, rate: null, medianHours: null };
  return { responses, answered, rate: answered / responses, medianHours: median(answeredBuckets, answered) };
}

/** The median of `count` values given as sorted buckets; null with none. */
function median(sorted: readonly AnswerBucket[], count: number): number | null {
  if (count === 0) return null;
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.responses;
      if (position < seen) return bucket.answerHours;
    }
    throw new Error("position beyond the buckets");
  };
  return (valueAt(Math.floor((count - 1) / 2)) + valueAt(Math.floor(count / 2))) / 2;
}

/**
 * The response rates of the companies over the window ending at `now`, every company given
 * (one with no responses has zeros). One indexed range of at most 90 days per company: its
 * cost does not grow with the number of responses.
 */
export async function readResponseRates(
  db: Queryable,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, ResponseRateDto>> {
  const ids = [...new Set(companyIds)];
  const buckets = new Map<string, AnswerBucket[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const rows = await db
      .select({
        companyId: companyResponseDays.companyId,
        answerHours: companyResponseDays.answerHours,
        responses: sql<number>`sum(${companyResponseDays.responses})::int`,
      })
      .from(companyResponseDays)
      .where(and(inArray(companyResponseDays.companyId, ids), gte(companyResponseDays.day, windowStart(now))))
      .groupBy(companyResponseDays.companyId, companyResponseDays.answerHours);
    for (const row of rows)
      buckets.get(row.companyId)?.push({ answerHours: row.answerHours, responses: Number(row.responses) });
  }
  return new Map(ids.map((id) => [id, summarize(buckets.get(id) ?? [])]));
}

/** Deletes the days the window has left behind; how many rows went. */
export async function forgetDaysBefore(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(companyResponseDays)
    .where(lt(companyResponseDays.day, windowStart(now)))
    .returning({ day: companyResponseDays.day });
  return gone.length;
}
