import type { ResponseStatus } from "@rabota/domain/enums";
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { joinApplicantAndUser, joinVacancyAndCompany } from "../../db/joins";
import { users } from "../../db/tables/auth";
import { candidateVisibility } from "../../db/tables/candidates";
import { companies } from "../../db/tables/company";
import { applicants } from "../../db/tables/profile";
import { vacancyResponses } from "../../db/tables/responses";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";

/** A response's status as the employer sees it: rejected from the moment of «Отказать». */
const employerStatus = sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} is not null then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;

/** Adds the application; false when the applicant had applied already. */
export async function insertResponse(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  const rows = await db
    .insert(vacancyResponses)
    .values({ applicantId, vacancyId, appliedAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ status: vacancyResponses.status, appliedAt: vacancyResponses.appliedAt });
  return rows[0];
}

/** An application as the employer sees it; `rejectedAt` tells whether an undo is still possible. */
const applicationColumns = {
  vacancyId: vacancyResponses.vacancyId,
  applicantId: vacancyResponses.applicantId,
  applicantName: users.name,
  // A person the employer invited from the search shows the surname only if they allow it.
  applicantSurname: sql<string>`(case when ${vacancyResponses.startedBy} = 'applicant' or coalesce((select (${candidateVisibility.fields} ->> 'surname')::boolean from ${candidateVisibility} where ${candidateVisibility.applicantId} = ${vacancyResponses.applicantId}), false) then ${users.surname} else '' end)`,
  city: applicants.city,
  appliedAt: vacancyResponses.appliedAt,
  status: employerStatus,
  startedBy: vacancyResponses.startedBy,
  rejectedAt: vacancyResponses.rejectedAt,
  invitationMessage: sql<
    string | null
  >`(case when ${vacancyResponses.rejectedAt} is null and ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' then ${vacancyResponses.invitationMessage} end)`,
};

/** The applications to one vacancy, newest first, with who applied. */
export async function listApplications(db: Queryable, vacancyId: string) {
  return db
    .select(applicationColumns)
    .from(vacancyResponses)
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(vacancyResponses.vacancyId, vacancyId))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancyResponses.applicantId));
}

/**
 * Moves one application: VIEWED sets the status underneath; REJECTED starts the rejection,
 * effective at `rejectAt` (a second «Отказать» keeps the first one's time). Undefined when
 * there is no such application.
 */
export async function updateApplicationStatus(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; status: ResponseStatus; now: Date; rejectAt: Date },
) {
  const change =
    input.status === "RESPONSE_STATUS_REJECTED"
      ? {
          rejectedAt: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_REJECTED' then ${vacancyResponses.rejectedAt} else coalesce(${vacancyResponses.rejectedAt}, ${input.rejectAt.toISOString()}::timestamptz) end`,
          answeredAt: firstAnswer(input.now),
        }
      : // «Просмотрено» only moves a response that was not viewed: an invitation or «не ответил» stays.
        {
          status: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED' then ${input.status}::response_status else ${vacancyResponses.status} end`,
        };
  const updated = await db
    .update(vacancyResponses)
    .set({ ...change, updatedAt: input.now })
    .where(responseKey(input))
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (updated.length === 0) return undefined;
  return findApplication(db, input);
}

/**
 * «Пригласить»: the response becomes an invitation with `message`; an invitation replaces a
 * rejection (taking effect or not). Undefined when there is no such application.
 */
export async function inviteApplication(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; message: string; now: Date },
) {
  const updated = await db
    .update(vacancyResponses)
    .set({
      status: "RESPONSE_STATUS_INVITED",
      invitationMessage: input.message,
      rejectedAt: null,
      answeredAt: firstAnswer(input.now),
      updatedAt: input.now,
    })
    .where(responseKey(input))
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (updated.length === 0) return undefined;
  return findApplication(db, input);
}

/**
 * An employer's invitation of a person found in the candidate search (issue 44): a response
 * the employer started, already INVITED with the message. Undefined when the person has a
 * response to the vacancy already.
 */
export async function insertInvitation(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; message: string; now: Date },
) {
  const rows = await db
    .insert(vacancyResponses)
    .values({
      vacancyId: input.vacancyId,
      applicantId: input.applicantId,
      status: "RESPONSE_STATUS_INVITED",
      invitationMessage: input.message,
      appliedAt: input.now,
      updatedAt: input.now,
      answeredAt: input.now,
      startedBy: "employer",
    })
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (rows.length === 0) return undefined;
  return findApplication(db, input);
}

/**
 * Takes back a rejection still in its undo window (`rejected_at` after `now`). The outcome:
 * `undone`, `late` (the applicant already sees it, or there was no rejection to take back)
 * or `missing` (no such application).
 */
export async function undoRejection(
  db: Queryable,
  input: { vacancyId: string; applicantId: string; now: Date },
): Promise<"undone" | "late" | "missing"> {
  const undone = await db
    .update(vacancyResponses)
    // The rejection was the only answer unless the response had been invited before.
    .set({
      rejectedAt: null,
      answeredAt: sql`case when ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' then ${vacancyResponses.answeredAt} end`,
      updatedAt: input.now,
    })
    .where(
      and(responseKey(input), sql`${vacancyResponses.rejectedAt} > ${input.now.toISOString()}::timestamptz`),
    )
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (undone.length > 0) return "undone";
  return (await findApplication(db, input)) ? "late" : "missing";
}

/** `answered_at` as an answer sets it: the first answer's instant stays. */
const firstAnswer = (now: Date) =>
  sql`coalesce(${vacancyResponses.answeredAt}, ${now.toISOString()}::timestamptz)`;

/** Locks one response for a change of its answer and reads when it was made and first answered. */
export async function lockAnswer(db: Queryable, input: { vacancyId: string; applicantId: string }) {
  const [row] = await db
    .select({
      appliedAt: vacancyResponses.appliedAt,
      answeredAt: vacancyResponses.answeredAt,
      startedBy: vacancyResponses.startedBy,
    })
    .from(vacancyResponses)
    .where(responseKey(input))
    .for("update");
  return row;
}

/** The WHERE of one application. */
const responseKey = (input: { vacancyId: string; applicantId: string }) =>
  and(eq(vacancyResponses.vacancyId, input.vacancyId), eq(vacancyResponses.applicantId, input.applicantId));

/** One application as the employer sees it, or undefined. */
export async function findApplication(db: Queryable, input: { vacancyId: string; applicantId: string }) {
  const [row] = await db
    .select(applicationColumns)
    .from(vacancyResponses)
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(responseKey(input));
  return row;
}

/**
 * One applicant's applications to the company's vacancies (archived ones too; a draft never
 * has any), each with its vacancy's title, newest first.
 */
export async function listCandidateApplications(db: Queryable, companyId: string, applicantId: string) {
  return db
    .select({ ...applicationColumns, vacancyTitle: vacancies.title })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .innerJoin(applicants, eq(applicants.id, vacancyResponses.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancies.companyId, companyId)))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancyResponses.vacancyId));
}

/**
 * Marks up to `limit` responses made before `staleBefore` (of `vacancyIds` only, when given)
 * and still unanswered (neither invited nor rejected) «Работодатель не ответил», and returns whom to tell: the applicant's
 * mail and name, the vacancy and its company. Rows another sweep holds are skipped and the
 * status is re-checked under the lock, so two sweeps at once never claim one response twice.
 */
export async function markUnanswered(
  db: Queryable,
  input: { staleBefore: Date; now: Date; limit: number; vacancyIds?: readonly string[] },
) {
  const waiting = and(
    inArray(vacancyResponses.status, ["RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED", "RESPONSE_STATUS_VIEWED"]),
    isNull(vacancyResponses.rejectedAt),
  );
  const oldest = db
    .select({ vacancyId: vacancyResponses.vacancyId, applicantId: vacancyResponses.applicantId })
    .from(vacancyResponses)
    .where(
      and(
        waiting,
        lte(vacancyResponses.appliedAt, input.staleBefore),
        input.vacancyIds ? inArray(vacancyResponses.vacancyId, [...input.vacancyIds]) : undefined,
      ),
    )
    .orderBy(vacancyResponses.appliedAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  const keys = await db
    .update(vacancyResponses)
    .set({ status: "RESPONSE_STATUS_NO_ANSWER", updatedAt: input.now })
    .where(and(waiting, sql`(${vacancyResponses.vacancyId}, ${vacancyResponses.applicantId}) in (${oldest})`))
    .returning({ vacancyId: vacancyResponses.vacancyId, applicantId: vacancyResponses.applicantId });
  if (keys.length === 0) return [];
  const query = db
    .select({
      email: users.email,
      name: users.name,
      vacancyTitle: vacancies.title,
      companyName: companies.companyName,
    })
    .from(vacancyResponses)
    .$dynamic();
  return joinVacancyAndCompany(
    joinApplicantAndUser(query, vacancyResponses.applicantId),
    vacancyResponses.vacancyId,
  ).where(
    and(
      sql`(${vacancyResponses.vacancyId}, ${vacancyResponses.applicantId}) in (${sql.join(
        keys.map((key) => sql`(${key.vacancyId}::uuid, ${key.applicantId}::uuid)`),
        sql`, `,
      )})`,
      // A deleted applicant keeps the response's status but gets no mail.
      isNull(users.deletedAt),
    ),
  );
}

/**
 * Whether the applicant responded to any vacancy of the company (an employer may then see
 * them). An invitation the employer started from the search is no response of theirs.
 */
export async function hasRespondedToCompany(db: Queryable, applicantId: string, companyId: string) {
  const [row] = await db
    .select({ vacancyId: vacancyResponses.vacancyId })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .where(
      and(
        eq(vacancyResponses.applicantId, applicantId),
        eq(vacancies.companyId, companyId),
        eq(vacancyResponses.startedBy, "applicant"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An application as the employer's queries return it. */
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
