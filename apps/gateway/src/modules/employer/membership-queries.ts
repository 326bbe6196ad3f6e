import type { CompanyMemberStatus } from "@rabota/domain/enums";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { employers } from "../../db/tables/employer";
import { companyMembers } from "../../db/tables/membership";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/** Records an employer's standing at sign-up: the founder `active`, a joiner `pending`. */
export async function insertMembership(
  db: Queryable,
  input: { employerId: string; companyId: string; status: "active" | "pending"; now: Date },
): Promise<void> {
  await db.insert(companyMembers).values({
    employerId: input.employerId,
    companyId: input.companyId,
    status: input.status,
    createdAt: input.now,
  });
}

/** The employer's company and standing in it; undefined for an unknown employer or no row. */
export async function findMembership(db: Queryable, employerId: string) {
  return firstRow(
    db
      .select({ companyId: companyMembers.companyId, status: companyMembers.status })
      .from(companyMembers)
      .where(eq(companyMembers.employerId, employerId)),
  );
}

const memberColumns = {
  employerId: companyMembers.employerId,
  name: users.name,
  surname: users.surname,
  position: employers.position,
  email: users.email,
  status: companyMembers.status,
  requestedAt: companyMembers.createdAt,
  decidedAt: companyMembers.decidedAt,
};

export type MemberRow = {
  employerId: string;
  name: string;
  surname: string;
  position: string | null;
  email: string;
  status: CompanyMemberStatus;
  requestedAt: Date;
  decidedAt: Date | null;
};

function membersQuery(db: Queryable) {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(employers, eq(employers.id, companyMembers.employerId))
    .innerJoin(users, eq(users.id, employers.userId));
}

/** The company's employers of the given standings, oldest request first. */
export async function listMembers(
  db: Queryable,
  companyId: string,
  statuses: CompanyMemberStatus[],
): Promise<MemberRow[]> {
  return membersQuery(db)
    .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.status, statuses)))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.employerId));
}

/** Locks one employer's membership in the company for a decision; undefined when not there. */
export async function lockMember(tx: Queryable, companyId: string, employerId: string) {
  return firstRow(
    tx
      .select({ status: companyMembers.status })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.employerId, employerId)))
      .for("update"),
  );
}

/**
 * Locks every active membership of the company, so two members removing each other at once
 * cannot both succeed and leave the company with nobody to let people in.
 */
export async function lockActiveMembers(tx: Queryable, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ employerId: companyMembers.employerId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, "active")))
    .for("update");
  return rows.map((row) => row.employerId);
}

/** Sets a member's standing, recording who decided and when. */
export async function setMemberStatus(
  tx: Queryable,
  input: { employerId: string; status: CompanyMemberStatus; decidedBy: string; now: Date },
): Promise<void> {
  await tx
    .update(companyMembers)
    .set({ status: input.status, decidedBy: input.decidedBy, decidedAt: input.now })
    .where(eq(companyMembers.employerId, input.employerId));
}

/**
 * Makes a rejected or removed membership a fresh request: `pending`, asked now, with no
 * decision recorded (who decided it before no longer applies).
 */
export async function reopenRequest(tx: Queryable, input: { employerId: string; now: Date }): Promise<void> {
  await tx
    .update(companyMembers)
    .set({ status: "pending", decidedBy: null, decidedAt: null, createdAt: input.now })
    .where(eq(companyMembers.employerId, input.employerId));
}

/** One member with the contact details the decision mail and the answer need. */
export async function findMember(db: Queryable, employerId: string): Promise<MemberRow | undefined> {
  return firstRow(membersQuery(db).where(eq(companyMembers.employerId, employerId)));
}

/**
 * Gives every employer without a membership row one (databases from before memberships):
 * the earliest employer of each company becomes its active member, later ones wait as
 * requests an active member decides on. Idempotent; returns how many rows it added.
 */
export async function backfillMemberships(db: Queryable): Promise<number> {
  const rows = await db
    .insert(companyMembers)
    .select(
      db
        .select({
          employerId: employers.id,
          companyId: employers.companyId,
          // The outer row is spelled "employers"."…": Drizzle leaves a lone table's columns
          // unqualified, which inside a subquery would name the subquery's own row.
          status: sql<CompanyMemberStatus>`(case when ${employers.id} = (
            select earliest.id from ${employers} as earliest
            where earliest.company_id = "employers"."company_id"
            order by earliest.created_at, earliest.id limit 1
          ) then 'active' else 'pending' end)::company_member_status`.as("status"),
          decidedBy: sql<string | null>`null::uuid`.as("decided_by"),
          decidedAt: sql<Date | null>`null::timestamptz`.as("decided_at"),
          createdAt: employers.createdAt,
        })
        .from(employers)
        .where(
          sql`not exists (select 1 from ${companyMembers} as member where member.employer_id = "employers"."id")`,
        ),
    )
    .returning({ employerId: companyMembers.employerId });
  return rows.length;
}
