import type { ImportFolder } from "@rabota/domain/enums";
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { companies } from "../../db/tables/company";
import {
  hhConnections,
  hhOauthStates,
  hhUsedCodes,
  importRunItems,
  importRuns,
} from "../../db/tables/import";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

// ---------------------------------------------------------------- OAuth state and codes

export async function insertState(
  db: Queryable,
  input: { stateHash: string; employerId: string; companyId: string; expiresAt: Date; now: Date },
) {
  // Forgotten states of anyone are swept on the way, so the table stays small.
  const { now, ...row } = input;
  await db.delete(hhOauthStates).where(lt(hhOauthStates.expiresAt, now));
  await db.insert(hhOauthStates).values(row);
}

/** Deletes the employer's state (single use) and returns it if it was still alive. */
export async function takeState(db: Queryable, input: { stateHash: string; employerId: string; now: Date }) {
  const [row] = await db
    .delete(hhOauthStates)
    .where(and(eq(hhOauthStates.stateHash, input.stateHash), eq(hhOauthStates.employerId, input.employerId)))
    .returning();
  return row && row.expiresAt > input.now ? row : undefined;
}

/** Records a code as used; false when it was used before. */
export async function claimCode(db: Queryable, input: { codeHash: string; companyId: string; now: Date }) {
  const rows = await db
    .insert(hhUsedCodes)
    .values({ codeHash: input.codeHash, companyId: input.companyId, usedAt: input.now })
    .onConflictDoNothing()
    .returning({ codeHash: hhUsedCodes.codeHash });
  return rows.length === 1;
}

// ---------------------------------------------------------------- connections

export type ConnectionRow = typeof hhConnections.$inferSelect;

export async function saveConnection(db: Queryable, row: ConnectionRow) {
  const { companyId: _key, ...changes } = row;
  await db
    .insert(hhConnections)
    .values(row)
    .onConflictDoUpdate({ target: hhConnections.companyId, set: changes });
}

export function findConnection(db: Queryable, companyId: string) {
  return firstRow(db.select().from(hhConnections).where(eq(hhConnections.companyId, companyId)));
}

/** Stores refreshed tokens, unless another worker already replaced the refresh token used. */
export async function updateTokens(
  db: Queryable,
  input: {
    companyId: string;
    previousRefreshToken: string;
    accessToken: string;
    refreshToken: string;
    accessExpiresAt: Date;
    now: Date;
  },
) {
  await db
    .update(hhConnections)
    .set({
      accessToken: input.accessToken,
      refreshToken: input.refreshToken,
      accessExpiresAt: input.accessExpiresAt,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(hhConnections.companyId, input.companyId),
        eq(hhConnections.refreshToken, input.previousRefreshToken),
      ),
    );
}

export async function companyName(db: Queryable, companyId: string): Promise<string> {
  const row = await firstRow(
    db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, companyId)),
  );
  return row?.name ?? "";
}

// ---------------------------------------------------------------- runs

export type RunRow = typeof importRuns.$inferSelect;

/** PostgreSQL's unique_violation: here, the company already has a queued or running run. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function insertRun(
  db: Queryable,
  input: { companyId: string; startedBy: string; folder: ImportFolder; now: Date },
): Promise<RunRow> {
  const [row] = await db
    .insert(importRuns)
    .values({
      companyId: input.companyId,
      startedBy: input.startedBy,
      folder: input.folder,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error("insert returned no run");
  return row;
}

export function findRun(db: Queryable, id: string) {
  return firstRow(db.select().from(importRuns).where(eq(importRuns.id, id)));
}

export function latestRun(db: Queryable, companyId: string) {
  return firstRow(
    db.select().from(importRuns).where(eq(importRuns.companyId, companyId)).orderBy(desc(importRuns.seq)),
  );
}

/** A lease not renewed for this long belongs to a dead worker. */
export const LEASE_SECONDS = 15;

/** A run no worker holds (none, or its lease ran out), as SQL. */
const unheld = (): SQL =>
  or(
    isNull(importRuns.heartbeatAt),
    lt(importRuns.heartbeatAt, sql`now() - make_interval(secs => ${LEASE_SECONDS})`),
  ) as SQL;

/**
 * Takes the queued or running run for this worker: marks it running, counts the attempt and
 * starts the lease (database time, so replicas' clocks do not matter). Undefined when the run is
 * finished or a live worker holds it.
 */
export async function claimRun(db: Queryable, input: { id: string; now: Date }) {
  const [row] = await db
    .update(importRuns)
    .set({
      status: "running",
      attempts: sql`${importRuns.attempts} + 1`,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${importRuns.startedAt}, ${input.now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(importRuns.id, input.id), inArray(importRuns.status, ["queued", "running"]), unheld()))
    .returning();
  return row;
}

/** Renews the lease; false when the run is no longer running (finished, or failed by someone else). */
export async function renewLease(db: Queryable, id: string): Promise<boolean> {
  const rows = await db
    .update(importRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, "running")))
    .returning({ id: importRuns.id });
  return rows.length === 1;
}

export async function setTotal(db: Queryable, id: string, total: number) {
  await db.update(importRuns).set({ total }).where(eq(importRuns.id, id));
}

/** Ends the run (done or failed) and lets go of it. */
export async function finishRun(
  db: Queryable,
  input: { id: string; status: "done" | "failed"; error?: string; total?: number; now: Date },
) {
  await db
    .update(importRuns)
    .set({
      status: input.status,
      error: input.error ?? null,
      finishedAt: input.now,
      heartbeatAt: null,
      ...(input.total === undefined ? {} : { total: input.total }),
    })
    .where(and(eq(importRuns.id, input.id), inArray(importRuns.status, ["queued", "running"])));
}

/**
 * Queued or running runs that no live worker holds, older than a lease: the ones a dead process
 * left behind (or whose job was lost), for the recovery sweep to queue again.
 */
export function orphanedRuns(db: Queryable) {
  return db
    .select({ id: importRuns.id, companyId: importRuns.companyId })
    .from(importRuns)
    .where(
      and(
        inArray(importRuns.status, ["queued", "running"]),
        unheld(),
        lt(importRuns.createdAt, sql`now() - make_interval(secs => ${LEASE_SECONDS})`),
      ),
    );
}

// ---------------------------------------------------------------- run items

export type ItemOutcome = (typeof importRunItems.$inferInsert)["outcome"];

/** Records what the run did with one hh.ru vacancy; false when it was recorded before. */
export async function insertItem(
  db: Queryable,
  input: {
    runId: string;
    externalId: string;
    outcome: ItemOutcome;
    title?: string;
    reason?: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(importRunItems)
    .values({
      runId: input.runId,
      externalId: input.externalId,
      outcome: input.outcome,
      title: input.title ?? null,
      reason: input.reason ?? null,
      at: input.now,
    })
    .onConflictDoNothing()
    .returning({ externalId: importRunItems.externalId });
  return rows.length === 1;
}

/** The hh.ru ids the run has dealt with already. */
export async function doneExternalIds(db: Queryable, runId: string): Promise<Set<string>> {
  const rows = await db
    .select({ externalId: importRunItems.externalId })
    .from(importRunItems)
    .where(eq(importRunItems.runId, runId));
  return new Set(rows.map((row) => row.externalId));
}

/** How many vacancies the run imported, updated, kept (edited here) and failed. */
export async function runCounts(db: Queryable, runId: string) {
  const rows = await db
    .select({ outcome: importRunItems.outcome, count: sql<number>`count(*)::int` })
    .from(importRunItems)
    .where(eq(importRunItems.runId, runId))
    .groupBy(importRunItems.outcome);
  const count = (outcome: ItemOutcome) => rows.find((row) => row.outcome === outcome)?.count ?? 0;
  return {
    imported: count("imported"),
    updated: count("updated"),
    kept: count("kept"),
    failed: count("failed"),
  };
}

/** The run's failures in the order they happened, at most `limit`. */
export function runFailures(db: Queryable, runId: string, limit: number) {
  return db
    .select({
      externalId: importRunItems.externalId,
      title: importRunItems.title,
      reason: importRunItems.reason,
    })
    .from(importRunItems)
    .where(and(eq(importRunItems.runId, runId), eq(importRunItems.outcome, "failed")))
    .orderBy(asc(importRunItems.at), asc(importRunItems.externalId))
    .limit(limit);
}
