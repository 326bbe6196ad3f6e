import { and, eq, gt, isNotNull, lte, or, sql } from "drizzle-orm";
import { verificationCodes } from "../../db/tables/auth";
import type { Queryable } from "../../platform/db/database";
import type { CodePurpose } from "./queries";

// The one-time codes of sign-up and recovery: one live code per (email, purpose).
/**
 * Stores a fresh code for (email, purpose) unless one was sent less than `resendAfter` ago.
 * One atomic upsert, so two parallel sends cannot both pass the resend wait.
 * Returns false when the wait has not passed.
 */
export async function upsertCode(
  db: Queryable,
  input: {
    email: string;
    purpose: CodePurpose;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    resendAfter: Date;
  },
): Promise<boolean> {
  const values = {
    email: input.email,
    purpose: input.purpose,
    codeHash: input.codeHash,
    expiresAt: input.expiresAt,
    sentAt: input.now,
    tries: 0,
    verifiedAt: null,
  };
  const rows = await db
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [verificationCodes.email, verificationCodes.purpose],
      set: {
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        sentAt: values.sentAt,
        tries: 0,
        verifiedAt: null,
      },
      setWhere: lte(verificationCodes.sentAt, input.resendAfter),
    })
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function deleteCode(db: Queryable, email: string, purpose: CodePurpose, codeHash?: string) {
  const conditions = [eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)];
  if (codeHash) conditions.push(eq(verificationCodes.codeHash, codeHash));
  await db.delete(verificationCodes).where(and(...conditions));
}

/**
 * Counts one try against the live code of (email, purpose) before it is compared, so parallel
 * guesses cannot exceed `maxTries`. A code is live while unexpired, or within `verifiedSince`
 * of its verification. Undefined (and nothing counted) when there is no live code with tries left.
 */
export async function takeCodeAttempt(
  db: Queryable,
  input: { email: string; purpose: CodePurpose; maxTries: number; now: Date; verifiedSince: Date },
): Promise<{ codeHash: string } | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ tries: sql`${verificationCodes.tries} + 1` })
    .where(
      and(
        eq(verificationCodes.email, input.email),
        eq(verificationCodes.purpose, input.purpose),
        sql`${verificationCodes.tries} < ${input.maxTries}`,
        or(gt(verificationCodes.expiresAt, input.now), gt(verificationCodes.verifiedAt, input.verifiedSince)),
      ),
    )
    .returning({ codeHash: verificationCodes.codeHash });
  return row;
}

/** When the live code of (email, purpose) was sent, if there is one. */
export async function codeSentAt(
  db: Queryable,
  email: string,
  purpose: CodePurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ sentAt: verificationCodes.sentAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .limit(1);
  return row?.sentAt;
}

export async function codeExists(db: Queryable, email: string, purpose: CodePurpose): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .limit(1);
  return rows.length > 0;
}

/** A correct code: remember when, and give the tries back for the follow-up call. */
export async function markCodeVerified(db: Queryable, email: string, purpose: CodePurpose, now: Date) {
  await db
    .update(verificationCodes)
    .set({ verifiedAt: now, tries: 0 })
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)));
}

/** Whether (email, purpose) has a code verified after `since`. */
export async function hasVerifiedCode(db: Queryable, email: string, purpose: CodePurpose, since: Date) {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNotNull(verificationCodes.verifiedAt),
        gt(verificationCodes.verifiedAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
