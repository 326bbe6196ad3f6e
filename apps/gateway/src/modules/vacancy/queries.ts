import type { ResponseStatus } from "@rabota/domain/enums";
import type { VacancyFilters } from "@rabota/domain/wire/vacancy";
import { and, arrayOverlaps, desc, eq, gte, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { applicants, users } from "../auth/tables";
import { companies } from "../company/tables";
import { type NewVacancy, searchTextOf } from "./demo-data";
import { vacancies, vacancyLikes, vacancyResponses, vacancyViews } from "./tables";

/** Where a page ends: the (created_at, id) of its last vacancy. */
export interface PageCursor {
  createdAt: Date;
  id: string;
}

/**
 * A response's status as the applicant sees it at `now`: a rejection only once it has taken
 * effect (the employer's undo window is over).
 */
function applicantStatus(now: Date) {
  return sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} <= ${now.toISOString()}::timestamptz then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;
}

/** A response's status as the employer sees it: rejected from the moment of «Отказать». */
const employerStatus = sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} is not null then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;

/**
 * The personal flags of a row for the viewer (an applicant id), or constants for anyone
 * else; correlated sub-selects on primary keys, so they cost one index probe per row. The
 * response status is the applicant's view of it at `now`.
 */
function personalColumns(viewerApplicantId: string | null, now: Date) {
  if (!viewerApplicantId) {
    return {
      isLiked: sql<boolean>`false`,
      responseStatus: sql<ResponseStatus | null>`null::response_status`,
    };
  }
  return {
    isLiked: sql<boolean>`exists (select 1 from ${vacancyLikes} where ${vacancyLikes.vacancyId} = ${vacancies.id} and ${vacancyLikes.applicantId} = ${viewerApplicantId})`,
    responseStatus: sql<ResponseStatus | null>`(select ${applicantStatus(now)} from ${vacancyResponses} where ${vacancyResponses.vacancyId} = ${vacancies.id} and ${vacancyResponses.applicantId} = ${viewerApplicantId})`,
  };
}

function vacancyColumns(viewerApplicantId: string | null, now: Date) {
  return {
    id: vacancies.id,
    title: vacancies.title,
    description: vacancies.description,
    workingExperience: vacancies.workingExperience,
    workingSchedule: vacancies.workingSchedule,
    officeType: vacancies.officeType,
    city: vacancies.city,
    requirements: vacancies.requirements,
    objectives: vacancies.objectives,
    offerings: vacancies.offerings,
    skills: vacancies.skills,
    qualities: vacancies.qualities,
    positions: vacancies.positions,
    salaryFrom: vacancies.salaryFrom,
    salaryTo: vacancies.salaryTo,
    salaryCurrency: vacancies.salaryCurrency,
    salaryGross: vacancies.salaryGross,
    status: vacancies.status,
    testName: vacancies.testName,
    views: vacancies.views,
    createdAt: vacancies.createdAt,
    updatedAt: vacancies.updatedAt,
    companyId: companies.id,
    companyName: companies.companyName,
    companyCity: companies.city,
    companyLogoFileId: companies.logoFileId,
    companyRating: companies.rating,
    companyFeedbackCount: companies.feedbackCount,
    ...personalColumns(viewerApplicantId, now),
  };
}

/** A vacancy with its company and the viewer's flags, as the queries return it. */
export type VacancyRow = NonNullable<Awaited<ReturnType<typeof findVacancy>>>;

/**
 * The WHERE of the list and the total. No status filter means active vacancies only: an
 * archived vacancy is shown only to whoever asks for archived ones.
 */
function filterConditions(filters: VacancyFilters): SQL[] {
  const conditions: SQL[] = [eq(vacancies.status, filters.status ?? "VACANCY_STATUS_ACTIVE")];
  if (filters.search) {
    // The stored document has the GIN index vacancies_search_idx.
    conditions.push(sql`${vacancies.searchVector} @@ websearch_to_tsquery('russian', ${filters.search})`);
  }
  if (filters.city?.length) conditions.push(inArray(vacancies.city, filters.city));
  if (filters.workingExperience?.length)
    conditions.push(inArray(vacancies.workingExperience, filters.workingExperience));
  if (filters.workingSchedule?.length)
    conditions.push(inArray(vacancies.workingSchedule, filters.workingSchedule));
  if (filters.officeType?.length) conditions.push(inArray(vacancies.officeType, filters.officeType));
  if (filters.salaryFrom !== undefined) {
    // A vacancy qualifies when its range reaches the wanted amount.
    conditions.push(sql`coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom}) >= ${filters.salaryFrom}`);
  }
  if (filters.skills?.length) conditions.push(arrayOverlaps(vacancies.skills, filters.skills));
  if (filters.companyId) conditions.push(eq(vacancies.companyId, filters.companyId));
  if (filters.assessed) conditions.push(isNotNull(vacancies.testName));
  return conditions;
}

/** One page, newest first, after `cursor`; `limit` rows at most. */
export async function listVacancies(
  db: Queryable,
  input: {
    filters: VacancyFilters;
    cursor: PageCursor | null;
    limit: number;
    viewerApplicantId: string | null;
    now: Date;
  },
) {
  const conditions = filterConditions(input.filters);
  if (input.cursor) {
    conditions.push(
      sql`(${vacancies.createdAt}, ${vacancies.id}) < (${input.cursor.createdAt.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  return (
    db
      .select(vacancyColumns(input.viewerApplicantId, input.now))
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(...conditions))
      // "nulls last" matches the indexes' order exactly (drizzle-kit writes DESC NULLS LAST);
      // a plain DESC means NULLS FIRST and turns the index walk into a full sort.
      .orderBy(sql`${vacancies.createdAt} desc nulls last`, sql`${vacancies.id} desc nulls last`)
      .limit(input.limit)
  );
}

/** How many vacancies match the filters. */
export async function countVacancies(db: Queryable, filters: VacancyFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(and(...filterConditions(filters)));
  return row?.total ?? 0;
}

/** One vacancy with the viewer's flags, or undefined. */
export async function findVacancy(db: Queryable, id: string, viewerApplicantId: string | null, now: Date) {
  return firstRow(
    db
      .select(vacancyColumns(viewerApplicantId, now))
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(eq(vacancies.id, id)),
  );
}

/** The company and status of a vacancy, or undefined. */
export async function findVacancyOwner(db: Queryable, id: string) {
  return firstRow(
    db
      .select({ id: vacancies.id, companyId: vacancies.companyId, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.id, id)),
  );
}

/**
 * Records that the applicant opened the vacancy now. The first view by an applicant counts
 * towards `views` (views are distinct applicants); later ones only move the time.
 */
export async function recordView(
  db: Queryable,
  applicantId: string,
  vacancyId: string,
  now: Date,
): Promise<void> {
  const inserted = await db
    .insert(vacancyViews)
    .values({ applicantId, vacancyId, viewedAt: now })
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyViews.vacancyId });
  if (inserted.length > 0) {
    await db
      .update(vacancies)
      .set({ views: sql`${vacancies.views} + 1` })
      .where(eq(vacancies.id, vacancyId));
  } else {
    await db
      .update(vacancyViews)
      .set({ viewedAt: now })
      .where(and(eq(vacancyViews.applicantId, applicantId), eq(vacancyViews.vacancyId, vacancyId)));
  }
}

export async function insertLike(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  await db.insert(vacancyLikes).values({ applicantId, vacancyId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(db: Queryable, applicantId: string, vacancyId: string) {
  await db
    .delete(vacancyLikes)
    .where(and(eq(vacancyLikes.applicantId, applicantId), eq(vacancyLikes.vacancyId, vacancyId)));
}

/** The applicant's favourites, most recently liked first. */
export async function listFavourites(db: Queryable, applicantId: string, now: Date) {
  return db
    .select(vacancyColumns(applicantId, now))
    .from(vacancyLikes)
    .innerJoin(vacancies, eq(vacancies.id, vacancyLikes.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(eq(vacancyLikes.applicantId, applicantId))
    .orderBy(desc(vacancyLikes.createdAt), desc(vacancies.id));
}

/** The vacancies the applicant opened since `since` (all time when null), latest first. */
export async function listViewed(db: Queryable, applicantId: string, since: Date | null, now: Date) {
  const conditions = [eq(vacancyViews.applicantId, applicantId)];
  if (since) conditions.push(gte(vacancyViews.viewedAt, since));
  return db
    .select(vacancyColumns(applicantId, now))
    .from(vacancyViews)
    .innerJoin(vacancies, eq(vacancies.id, vacancyViews.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(...conditions))
    .orderBy(desc(vacancyViews.viewedAt), desc(vacancies.id));
}

/**
 * The applicant's responses (optionally of one status, as the applicant sees it at `now`)
 * with their vacancies, newest first.
 */
export async function listApplicantResponses(
  db: Queryable,
  applicantId: string,
  status: ResponseStatus | null,
  now: Date,
) {
  const conditions = [eq(vacancyResponses.applicantId, applicantId)];
  if (status) conditions.push(sql`${applicantStatus(now)} = ${status}`);
  return db
    .select({ ...vacancyColumns(applicantId, now), appliedAt: vacancyResponses.appliedAt })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(...conditions))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancies.id));
}

/** Adds the application; false when the applicant had applied already. */
export async function insertResponse(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  const rows = await db
    .insert(vacancyResponses)
    .values({ applicantId, vacancyId, appliedAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ status: vacancyResponses.status, appliedAt: vacancyResponses.appliedAt });
  return rows[0];
}

/** Company ids of the given vacancies (missing ids are absent). */
export async function findVacancyCompanies(db: Queryable, ids: string[]) {
  return db
    .select({ id: vacancies.id, companyId: vacancies.companyId })
    .from(vacancies)
    .where(inArray(vacancies.id, ids));
}

export async function deleteVacancies(db: Queryable, ids: string[], companyId: string): Promise<string[]> {
  const rows = await db
    .delete(vacancies)
    .where(and(inArray(vacancies.id, ids), eq(vacancies.companyId, companyId)))
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
}

/** An application as the employer sees it; `rejectedAt` tells whether an undo is still possible. */
const applicationColumns = {
  vacancyId: vacancyResponses.vacancyId,
  applicantId: vacancyResponses.applicantId,
  applicantName: users.name,
  applicantSurname: users.surname,
  city: applicants.city,
  appliedAt: vacancyResponses.appliedAt,
  status: employerStatus,
  rejectedAt: vacancyResponses.rejectedAt,
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
        }
      : { status: input.status };
  const updated = await db
    .update(vacancyResponses)
    .set({ ...change, updatedAt: input.now })
    .where(responseKey(input))
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (updated.length === 0) return undefined;
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
    .set({ rejectedAt: null, updatedAt: input.now })
    .where(
      and(responseKey(input), sql`${vacancyResponses.rejectedAt} > ${input.now.toISOString()}::timestamptz`),
    )
    .returning({ vacancyId: vacancyResponses.vacancyId });
  if (undone.length > 0) return "undone";
  return (await findApplication(db, input)) ? "late" : "missing";
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

/** Inserts vacancies of one company (search document assembled here), returning their ids. */
export async function insertVacancies(
  db: Queryable,
  input: { companyId: string; companyName: string; items: { vacancy: NewVacancy; createdAt: Date }[] },
): Promise<string[]> {
  if (input.items.length === 0) return [];
  const rows = await db
    .insert(vacancies)
    .values(
      input.items.map(({ vacancy, createdAt }) => ({
        ...vacancy,
        companyId: input.companyId,
        searchText: searchTextOf(vacancy, input.companyName),
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
}

/**
 * Rewrites the search document of a company's vacancies after the company was renamed, so a
 * search by the new name finds them (the document holds the name; see `searchTextOf`).
 */
export async function reindexCompanyVacancies(db: Queryable, companyId: string, companyName: string) {
  const rows = await db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      skills: vacancies.skills,
      description: vacancies.description,
      requirements: vacancies.requirements,
    })
    .from(vacancies)
    .where(eq(vacancies.companyId, companyId));
  // In slices, so a company with very many vacancies never builds one giant statement.
  for (let start = 0; start < rows.length; start += REINDEX_SLICE) {
    const slice = rows.slice(start, start + REINDEX_SLICE);
    const documents = slice.map((row) => sql`when ${row.id}::uuid then ${searchTextOf(row, companyName)}`);
    await db
      .update(vacancies)
      .set({
        searchText: sql`case ${vacancies.id} ${sql.join(documents, sql` `)} else ${vacancies.searchText} end`,
      })
      .where(
        inArray(
          vacancies.id,
          slice.map((row) => row.id),
        ),
      );
  }
}

const REINDEX_SLICE = 500;

/** Whether the applicant responded to any vacancy of the company (an employer may then see them). */
export async function hasRespondedToCompany(db: Queryable, applicantId: string, companyId: string) {
  const [row] = await db
    .select({ vacancyId: vacancyResponses.vacancyId })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancies.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** An application as the employer's queries return it. */
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
