import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../platform/db/database";

const TABLES = [
  "users",
  "applicants",
  "employers",
  "companies",
  "verification_codes",
  "refresh_tokens",
  "outbox_messages",
] as const;

/**
 * Every row of every table, in a stable order: taken before and after a rejected call, the two
 * must be equal ("bad input changes nothing").
 */
export async function snapshotTables(db: Db): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`select * from ${table} order by 1`));
    snapshot[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return snapshot;
}

/**
 * Runs a call that must fail with `status` and asserts that no table changed; returns the
 * parsed error body.
 */
export async function expectRejectedUnchanged(
  db: Db,
  call: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
): Promise<Record<string, unknown>> {
  const before = await snapshotTables(db);
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(await snapshotTables(db)).toEqual(before);
  return response.json() as Record<string, unknown>;
}
