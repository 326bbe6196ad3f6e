import { eq } from "drizzle-orm";
import { companyVerifications } from "../../db/tables/verification";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

export type VerificationRow = typeof companyVerifications.$inferSelect;

/** What a verification stores: the registry's facts, who asked and when. */
export type NewVerification = VerificationRow;

export function findVerification(db: Queryable, companyId: string) {
  return firstRow(
    db.select().from(companyVerifications).where(eq(companyVerifications.companyId, companyId)),
  );
}

/** The company an ИНН verifies, if any. */
export async function companyOfInn(db: Queryable, inn: string): Promise<string | undefined> {
  const row = await firstRow(
    db
      .select({ companyId: companyVerifications.companyId })
      .from(companyVerifications)
      .where(eq(companyVerifications.inn, inn)),
  );
  return row?.companyId;
}

/** Stores the company's verification, replacing the one it had (re-verifying replaces). */
export async function saveVerification(db: Queryable, row: NewVerification): Promise<VerificationRow> {
  const { companyId, ...rest } = row;
  const [saved] = await db
    .insert(companyVerifications)
    .values(row)
    .onConflictDoUpdate({ target: companyVerifications.companyId, set: rest })
    .returning();
  if (!saved) throw new Error(`company verification of ${companyId} not saved`);
  return saved;
}

/** PostgreSQL's unique_violation (here: the ИНН verifies another company already). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: string }).code === "23505") return true;
  }
  return false;
}
