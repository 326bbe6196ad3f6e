import type { SearchAlert } from "@rabota/domain/enums";
import type { SavedSearchFilter } from "@rabota/domain/wire/searches";
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import { joinApplicantAndUser } from "../../db/joins";
import { users } from "../../db/tables/auth";
import { applicants } from "../../db/tables/profile";
import { savedSearchDeliveries, savedSearches } from "../../db/tables/searches";
import type { Queryable } from "../../platform/db/database";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The fields an applicant writes. */
export interface SearchFields {
  name: string;
  filter: SavedSearchFilter;
  alert: SearchAlert;
}

/** Locks the applicant's row for the transaction, so two saves at once count each other. */
export async function lockApplicant(tx: Queryable, applicantId: string): Promise<void> {
  await tx.select({ id: applicants.id }).from(applicants).where(eq(applicants.id, applicantId)).for("update");
}

export async function countOf(db: Queryable, applicantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.applicantId, applicantId));
  return row?.total ?? 0;
}

export async function insertSearch(
  db: Queryable,
  input: SearchFields & { applicantId: string; now: Date },
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({
      applicantId: input.applicantId,
      name: input.name,
      filter: input.filter,
      alert: input.alert,
      openedAt: input.now,
      alertSince: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** The applicant's searches, newest first. */
export async function listOf(db: Queryable, applicantId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.applicantId, applicantId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Replaces the applicant's search; a search whose alert comes on (from «Не присылать») starts
 * announcing from now, never the backlog of the time it was off.
 */
export async function updateOwn(
  db: Queryable,
  input: SearchFields & { applicantId: string; id: string; now: Date },
): Promise<SavedSearchRow | undefined> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const [row] = await db
    .update(savedSearches)
    .set({
      name: input.name,
      filter: input.filter,
      alert: input.alert,
      alertSince: sql`case when ${savedSearches.alert} = 'OFF' and ${input.alert} <> 'OFF' then ${now} else ${savedSearches.alertSince} end`,
      updatedAt: input.now,
    })
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.applicantId, input.applicantId)))
    .returning();
  return row;
}

export async function deleteOwn(db: Queryable, applicantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.applicantId, applicantId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function markOpened(db: Queryable, applicantId: string, id: string, now: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ openedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.applicantId, applicantId)))
    .returning();
  return row;
}

/** A search's name (the unsubscribe page names it), or undefined when it is gone. */
export async function nameOf(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  return row?.name;
}

/** Switches a search's alerts off (the mail's unsubscribe); its name, or undefined when it is gone. */
export async function switchAlertOff(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ alert: "OFF", updatedAt: now })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row?.name;
}

/** A search an alert run works on, with where its mail goes. */
export type AlertSearchRow = Awaited<ReturnType<typeof alertBatch>>[number];

/** Up to `limit` searches with alert `kind`, in id order after `afterId`, with their applicant's mail. */
export async function alertBatch(db: Queryable, kind: SearchAlert, afterId: string | null, limit: number) {
  const query = db
    .select({
      id: savedSearches.id,
      applicantId: savedSearches.applicantId,
      name: savedSearches.name,
      filter: savedSearches.filter,
      alertSince: savedSearches.alertSince,
      alertedThrough: savedSearches.alertedThrough,
      email: users.email,
    })
    .from(savedSearches)
    .$dynamic();
  return joinApplicantAndUser(query, savedSearches.applicantId)
    .where(and(eq(savedSearches.alert, kind), afterId ? gt(savedSearches.id, afterId) : undefined))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Claims the deliveries of `vacancyIds` for the search: the ids no earlier or concurrent run
 * claimed, which this run alone may now mail. Committed before the mail is sent.
 */
export async function claimDeliveries(
  db: Queryable,
  input: { searchId: string; vacancyIds: readonly string[]; now: Date },
): Promise<Set<string>> {
  if (input.vacancyIds.length === 0) return new Set();
  const rows = await db
    .insert(savedSearchDeliveries)
    .values(
      input.vacancyIds.map((vacancyId) => ({ searchId: input.searchId, vacancyId, claimedAt: input.now })),
    )
    .onConflictDoNothing()
    .returning({ vacancyId: savedSearchDeliveries.vacancyId });
  return new Set(rows.map((row) => row.vacancyId));
}

/** Records how far an alert run looked for the search (never backwards). */
export async function markAlertedThrough(db: Queryable, searchId: string, through: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({
      alertedThrough: sql`greatest(${savedSearches.alertedThrough}, ${through.toISOString()}::timestamptz)`,
    })
    .where(eq(savedSearches.id, searchId));
}
