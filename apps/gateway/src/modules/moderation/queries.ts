import type {
  ComplaintReason,
  ComplaintTargetType,
  ModerationDecision,
} from "@rabota/domain/wire/complaints";
import { and, asc, count, countDistinct, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { complaints, moderationCases, moderationDecisions } from "../../db/tables/moderation";
import type { Queryable } from "../../platform/db/database";
import type { KeysetCursor } from "../../platform/db/keyset-token";

export interface Target {
  type: ComplaintTargetType;
  id: string;
}

const ofTarget = (table: typeof complaints | typeof moderationCases, target: Target) =>
  and(eq(table.targetType, target.type), eq(table.targetId, target.id));

/** A person's complaint; undefined when they complained about this target already (the unique index). */
export async function insertComplaint(
  tx: Queryable,
  input: { complainantId: string; target: Target; reason: ComplaintReason; text: string | null; now: Date },
) {
  const [row] = await tx
    .insert(complaints)
    .values({
      complainantId: input.complainantId,
      targetType: input.target.type,
      targetId: input.target.id,
      reason: input.reason,
      text: input.text,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: complaints.id, createdAt: complaints.createdAt });
  return row;
}

/** Opens the target's case for moderators unless one is open (then it stays as it is). */
export async function openCase(
  tx: Queryable,
  input: { target: Target; cause: "complaints" | "new_company"; companyId: string | null; now: Date },
) {
  await tx
    .insert(moderationCases)
    .values({
      targetType: input.target.type,
      targetId: input.target.id,
      cause: input.cause,
      companyId: input.companyId,
      openedAt: input.now,
    })
    .onConflictDoNothing();
}

/** The target's open complaints: how many different people, and which reasons. */
export async function openComplaintFigures(tx: Queryable, target: Target) {
  const [row] = await tx
    .select({
      people: countDistinct(complaints.complainantId),
      // As text[]: drivers parse an array of an enum type as one string.
      reasons: sql<ComplaintReason[]>`array_agg(distinct ${complaints.reason}::text)`,
    })
    .from(complaints)
    .where(and(ofTarget(complaints, target), isNull(complaints.decisionId)));
  return { people: row?.people ?? 0, reasons: row?.reasons ?? [] };
}

/** The open cases, the longest waiting first. */
export async function openCases(db: Queryable, limit: number) {
  return db
    .select({
      targetType: moderationCases.targetType,
      targetId: moderationCases.targetId,
      cause: moderationCases.cause,
      openedAt: moderationCases.openedAt,
    })
    .from(moderationCases)
    .where(isNull(moderationCases.closedAt))
    .orderBy(asc(moderationCases.openedAt), asc(moderationCases.id))
    .limit(limit);
}

/** The open complaints of these targets, oldest first. */
export async function openComplaintsOf(db: Queryable, targets: readonly Target[]) {
  if (targets.length === 0) return [];
  return db
    .select({
      id: complaints.id,
      targetType: complaints.targetType,
      targetId: complaints.targetId,
      reason: complaints.reason,
      text: complaints.text,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .where(
      and(
        isNull(complaints.decisionId),
        inArray(
          sql`(${complaints.targetType}::text || ':' || ${complaints.targetId})`,
          targets.map((target) => `${target.type}:${target.id}`),
        ),
      ),
    )
    .orderBy(asc(complaints.createdAt), asc(complaints.id));
}

/** Whether the target has an open case. */
export async function hasOpenCase(db: Queryable, target: Target): Promise<boolean> {
  const [row] = await db
    .select({ count: count() })
    .from(moderationCases)
    .where(and(ofTarget(moderationCases, target), isNull(moderationCases.closedAt)));
  return (row?.count ?? 0) > 0;
}

/** How many of the company's publications were sent for a look as a new company's. */
export async function newCompanyCases(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(moderationCases)
    .where(and(eq(moderationCases.companyId, companyId), eq(moderationCases.cause, "new_company")));
  return row?.count ?? 0;
}

/** Records a decision; its id. */
export async function insertDecision(
  tx: Queryable,
  input: {
    target: Target;
    targetTitle: string;
    decision: ModerationDecision;
    note: string;
    moderatorId: string;
    complaints: number;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(moderationDecisions)
    .values({
      targetType: input.target.type,
      targetId: input.target.id,
      targetTitle: input.targetTitle,
      decision: input.decision,
      note: input.note,
      moderatorId: input.moderatorId,
      complaints: input.complaints,
      decidedAt: input.now,
    })
    .returning({ id: moderationDecisions.id });
  if (!row) throw new Error("insert into moderation_decisions returned no row");
  return row.id;
}

/** Closes the target's open case and complaints with the decision; the complainants' user ids. */
export async function closeTarget(tx: Queryable, target: Target, decisionId: string, now: Date) {
  await tx
    .update(moderationCases)
    .set({ closedAt: now, decisionId })
    .where(and(ofTarget(moderationCases, target), isNull(moderationCases.closedAt)));
  const closed = await tx
    .update(complaints)
    .set({ decisionId })
    .where(and(ofTarget(complaints, target), isNull(complaints.decisionId)))
    .returning({ complainantId: complaints.complainantId });
  return [...new Set(closed.map((row) => row.complainantId))];
}

/** The open complaints' count of a target (the decision records how many it closed). */
export async function openComplaintCount(tx: Queryable, target: Target): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(complaints)
    .where(and(ofTarget(complaints, target), isNull(complaints.decisionId)));
  return row?.count ?? 0;
}

const moderator = sql<string>`coalesce(${users.name} || ' ' || ${users.surname}, 'Модератор')`;

const logColumns = {
  id: moderationDecisions.id,
  targetType: moderationDecisions.targetType,
  targetId: moderationDecisions.targetId,
  targetTitle: moderationDecisions.targetTitle,
  decision: moderationDecisions.decision,
  note: moderationDecisions.note,
  complaints: moderationDecisions.complaints,
  decidedAt: moderationDecisions.decidedAt,
  moderator,
};

/** A page of the log, newest first, after `cursor`. */
export async function logPage(db: Queryable, cursor: KeysetCursor | null, limit: number) {
  const after = cursor
    ? sql`(${moderationDecisions.decidedAt}, ${moderationDecisions.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select(logColumns)
    .from(moderationDecisions)
    .leftJoin(users, eq(users.id, moderationDecisions.moderatorId))
    .where(after)
    .orderBy(desc(moderationDecisions.decidedAt), desc(moderationDecisions.id))
    .limit(limit);
}

/** One log entry. */
export async function findDecision(db: Queryable, decisionId: string) {
  const [row] = await db
    .select(logColumns)
    .from(moderationDecisions)
    .leftJoin(users, eq(users.id, moderationDecisions.moderatorId))
    .where(eq(moderationDecisions.id, decisionId));
  return row;
}

/** Live accounts' e-mails and first names, to tell them an outcome. */
export async function recipients(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
}
