import { and, count, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { storedFiles } from "../../db/tables/files";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Files that count against the per-user cap: addresses still open, and uploads no profile took. */
function unsaved(now: Date) {
  return or(
    and(isNull(storedFiles.uploadedAt), gt(storedFiles.uploadExpiresAt, now)),
    and(isNotNull(storedFiles.uploadedAt), isNull(storedFiles.attachedAt)),
  );
}

/**
 * How many files the user holds unsaved, counted under a lock of the user's row, so parallel
 * requests of one user count one after another (run it in the transaction that inserts).
 */
export async function countUnsavedLocked(tx: Queryable, userId: string, now: Date): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [held] = await tx
    .select({ value: count() })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, userId), unsaved(now)));
  return held?.value ?? 0;
}

export async function insertFile(tx: Queryable, row: typeof storedFiles.$inferInsert) {
  await tx.insert(storedFiles).values(row);
}

export async function findFile(db: Queryable, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/** A file whose bytes arrived, or undefined. */
export async function findUploadedFile(db: Queryable, id: string): Promise<StoredFileRow | undefined> {
  return firstRow(
    db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.id, id), isNotNull(storedFiles.uploadedAt))),
  );
}

/** Marks a pending file uploaded; false when it already was (a parallel upload won). */
export async function markUploaded(
  db: Queryable,
  id: string,
  upload: { contentType: string; size: number; now: Date },
): Promise<boolean> {
  const claimed = await db
    .update(storedFiles)
    .set({ uploadedAt: upload.now, contentType: upload.contentType, size: upload.size })
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.uploadedAt)))
    .returning({ id: storedFiles.id });
  return claimed.length > 0;
}

/** Makes an uploaded file pending again (its bytes could not be stored). */
export async function unmarkUploaded(db: Queryable, id: string) {
  await db.update(storedFiles).set({ uploadedAt: null }).where(eq(storedFiles.id, id));
}

export async function markAttached(db: Queryable, id: string, now: Date) {
  await db.update(storedFiles).set({ attachedAt: now }).where(eq(storedFiles.id, id));
}

export async function deleteFile(db: Queryable, id: string) {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** Deletes pending files whose address expired before `before`; returns their ids. */
export async function deletePendingBefore(db: Queryable, before: Date) {
  return db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.uploadedAt), lt(storedFiles.uploadExpiresAt, before)))
    .returning({ id: storedFiles.id });
}

/** Deletes uploads no profile took that arrived before `before`; returns their ids. */
export async function deleteUnattachedBefore(db: Queryable, before: Date) {
  return db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.uploadedAt, before)))
    .returning({ id: storedFiles.id });
}
