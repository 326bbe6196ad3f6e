import { RESPONSE_RATE_MIN_RESPONSES, RESPONSE_RATE_WINDOW_DAYS } from "@rabota/domain/constants";
import type { ResponseRateDto } from "@rabota/domain/wire/vacancy";
import { inArray, lt, sql } from "drizzle-orm";
import { companyResponseDays, companyResponseRates } from "../../db/tables/responses";
import type { Queryable } from "../../platform/db/database";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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
export const windowStart = (now: Date): string =>
  dayOf(new Date(now.getTime() - RESPONSE_RATE_WINDOW_DAYS * DAY_MS));

/**
 * Adds `delta` responses of `day` to one bucket, in the day's counts and in the window's sums
 * alike (run it in the transaction of the change): `responses` moves only for a response that
 * comes or goes, `answer_hours[bucket + 1]` for one answered in time.
 */
async function addToBucket(
  db: Queryable,
  input: { companyId: string; day: string; bucket: number; delta: number; counts: boolean },
) {
  const { companyId, day, bucket, delta } = input;
  await db
    .insert(companyResponseDays)
    .values({ companyId, day, answerHours: bucket, responses: delta })
    .onConflictDoUpdate({
      target: [companyResponseDays.companyId, companyResponseDays.day, companyResponseDays.answerHours],
      set: { responses: sql`${companyResponseDays.responses} + ${delta}` },
    });
  const responses = input.counts ? delta : 0;
  // Assigning past an array's end fills the gap with nulls, hence the coalesce.
  const hours =
    bucket >= 0
      ? sql`(select array_agg(coalesce(${companyResponseRates.answerHours}[i], 0) + case when i = ${bucket + 1}::int then ${delta}::int else 0 end order by i) from generate_series(1, greatest(coalesce(array_length(${companyResponseRates.answerHours}, 1), 0), ${bucket + 1}::int)) as i)`
      : sql`${companyResponseRates.answerHours}`;
  await db
    .insert(companyResponseRates)
    .values({
      companyId,
      responses,
      answerHours: bucket >= 0 ? [...Array.from({ length: bucket }, () => 0), delta] : [],
    })
    .onConflictDoUpdate({
      target: companyResponseRates.companyId,
      set: { responses: sql`${companyResponseRates.responses} + ${responses}`, answerHours: hours },
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
  await addToBucket(db, {
    companyId: input.companyId,
    day: dayOf(input.appliedAt),
    bucket,
    delta: 1,
    counts: true,
  });
}

/**
 * Moves a response whose first answer changed (`from` → `to`, either null) to its new bucket
 * (run it in the transaction that changed the answer); nothing when the bucket stays, or when
 * the response is older than the window and no longer counts.
 */
export async function moveAnswer(
  db: Queryable,
  input: {
    companyId: string;
    appliedAt: Date;
    from: Date | null;
    to: Date | null;
    staleAfterMs: number;
    now: Date;
  },
): Promise<void> {
  const before = answerBucket(input.appliedAt, input.from, input.staleAfterMs);
  const after = answerBucket(input.appliedAt, input.to, input.staleAfterMs);
  const day = dayOf(input.appliedAt);
  if (before === after || day < windowStart(input.now)) return;
  await addToBucket(db, { companyId: input.companyId, day, bucket: before, delta: -1, counts: false });
  await addToBucket(db, { companyId: input.companyId, day, bucket: after, delta: 1, counts: false });
}

/**
 * The figures of a company's window: the share answered in time and the median wait (the mean
 * of the two middle ones for an even count), both null below the minimum of responses.
 * `answerHours[h]` is how many were answered after `h` whole hours.
 */
export function summarize(responses: number, answerHours: readonly number[]): ResponseRateDto {
  const answered = answerHours.reduce((sum, count) => sum + count, 0);
  if (responses < RESPONSE_RATE_MIN_RESPONSES) return { responses, answered, rate: null, medianHours: null };
  return { responses, answered, rate: answered / responses, medianHours: median(answerHours, answered) };
}

/** The median of `count` values given as counts per value; null with none. */
function median(counts: readonly number[], count: number): number | null {
  if (count === 0) return null;
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const [hours, responses] of counts.entries()) {
      seen += responses;
      if (position < seen) return hours;
    }
    throw new Error("position beyond the counts");
  };
  return (valueAt(Math.floor((count - 1) / 2)) + valueAt(Math.floor(count / 2))) / 2;
}

/**
 * The response rates of the companies (every one given; one with no responses has zeros): one
 * row per company by its primary key, whatever the number of responses.
 */
export async function readResponseRates(
  db: Queryable,
  companyIds: readonly string[],
): Promise<Map<string, ResponseRateDto>> {
  const ids = [...new Set(companyIds)];
  const rows =
    ids.length === 0
      ? []
      : await db.select().from(companyResponseRates).where(inArray(companyResponseRates.companyId, ids));
  const byCompany = new Map(rows.map((row) => [row.companyId, row]));
  return new Map(
    ids.map((id) => {
      const row = byCompany.get(id);
      return [id, summarize(row?.responses ?? 0, row?.answerHours ?? [])];
    }),
  );
}

/**
 * Takes the days the window has left behind off the companies' sums and deletes them, in one
 * transaction: a row deleted is a row subtracted, so two sweeps at once never subtract twice.
 * Resolves to how many day rows went.
 */
export async function expireDays(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(companyResponseDays)
    .where(lt(companyResponseDays.day, windowStart(now)))
    .returning({
      companyId: companyResponseDays.companyId,
      answerHours: companyResponseDays.answerHours,
      responses: companyResponseDays.responses,
    });
  const byCompany = new Map<string, { responses: number; hours: Map<number, number> }>();
  for (const row of gone) {
    const company = byCompany.get(row.companyId) ?? { responses: 0, hours: new Map<number, number>() };
    company.responses += row.responses;
    if (row.answerHours >= 0)
      company.hours.set(row.answerHours, (company.hours.get(row.answerHours) ?? 0) + row.responses);
    byCompany.set(row.companyId, company);
  }
  for (const [companyId, { responses, hours }] of byCompany) {
    const taken = sql.join(
      [...hours].map(([bucket, count]) => sql`when ${bucket + 1}::int then ${count}::int`),
      sql` `,
    );
    const minus = hours.size > 0 ? sql`case i ${taken} else 0 end` : sql`0`;
    await db
      .update(companyResponseRates)
      .set({
        responses: sql`${companyResponseRates.responses} - ${responses}`,
        answerHours: sql`(select coalesce(array_agg(coalesce(${companyResponseRates.answerHours}[i], 0) - ${minus} order by i), '{}') from generate_series(1, coalesce(array_length(${companyResponseRates.answerHours}, 1), 0)) as i)`,
      })
      .where(sql`${companyResponseRates.companyId} = ${companyId}::uuid`);
  }
  return gone.length;
}
