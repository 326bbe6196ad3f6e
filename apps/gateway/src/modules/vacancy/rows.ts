import type { ResponseStatus } from "@rabota/domain/enums";
import type { VacancyMetroStation } from "@rabota/domain/wire/vacancy";
import { and, eq, inArray, sql } from "drizzle-orm";
import { companies } from "../../db/tables/company";
import { metroLines, metroStations } from "../../db/tables/places";
import { vacancyResponses } from "../../db/tables/responses";
import { vacancies, vacancyLikes } from "../../db/tables/vacancy";
import { companyVerifications } from "../../db/tables/verification";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/*
 * The vacancy as every part of the module reads it: the columns of a card and of a whole
 * vacancy with the viewer's flags, one vacancy by id, and its company's statistics.
 */

/** A query's value, or the placeholder a prepared statement takes it by. */
export type Value<T> = T | ReturnType<typeof sql.placeholder>;

/** An instant as SQL: a date's ISO text, or a prepared statement's parameter (ISO text too). */
const instant = (at: Value<Date>) => sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;

/**
 * A response's status as the applicant sees it at `now`: a rejection only once it has taken
 * effect (the employer's undo window is over).
 */
export function applicantStatus(now: Value<Date>) {
  return sql<ResponseStatus>`(case when ${vacancyResponses.rejectedAt} <= ${instant(now)} then 'RESPONSE_STATUS_REJECTED'::response_status else ${vacancyResponses.status} end)`;
}

/** The invitation's message as the applicant sees it at `now`: none once a rejection took effect. */
function invitationOf(now: Value<Date>) {
  return sql<
    string | null
  >`(case when ${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' and (${vacancyResponses.rejectedAt} is null or ${vacancyResponses.rejectedAt} > ${instant(now)}) then ${vacancyResponses.invitationMessage} end)`;
}

/**
 * The personal flags of a row for the viewer (an applicant id), or constants for anyone
 * else; correlated sub-selects on primary keys, so they cost one index probe per row. The
 * response status is the applicant's view of it at `now`.
 */
function personalColumns(viewerApplicantId: Value<string> | null, now: Value<Date>) {
  if (!viewerApplicantId) {
    return {
      isLiked: sql<boolean>`false`,
      responseStatus: sql<ResponseStatus | null>`null::response_status`,
      invitationMessage: sql<string | null>`null::text`,
    };
  }
  return {
    isLiked: sql<boolean>`exists (select 1 from ${vacancyLikes} where ${vacancyLikes.vacancyId} = ${vacancies.id} and ${vacancyLikes.applicantId} = ${viewerApplicantId})`,
    responseStatus: sql<ResponseStatus | null>`(select ${applicantStatus(now)} from ${vacancyResponses} where ${vacancyResponses.vacancyId} = ${vacancies.id} and ${vacancyResponses.applicantId} = ${viewerApplicantId})`,
    invitationMessage: sql<
      string | null
    >`(select ${invitationOf(now)} from ${vacancyResponses} where ${vacancyResponses.vacancyId} = ${vacancies.id} and ${vacancyResponses.applicantId} = ${viewerApplicantId})`,
  };
}

/**
 * A vacancy's metro stations with their lines, in the employer's order: `[]` without one
 * probe when it names none (most vacancies), else one index probe per station.
 */
const metroStationsOf = sql<
  VacancyMetroStation[]
>`(case when cardinality(${vacancies.metroStationIds}) = 0 then '[]'::json else (select coalesce(json_agg(json_build_object('id', ${metroStations.id}, 'name', ${metroStations.name}, 'lineName', ${metroLines.name}, 'lineColor', ${metroLines.color}) order by array_position(${vacancies.metroStationIds}, ${metroStations.id})), '[]'::json) from ${metroStations} inner join ${metroLines} on ${metroLines.id} = ${metroStations.lineId} where ${metroStations.id} = any(${vacancies.metroStationIds})) end)`;

/** What a card in a list shows: no long texts (the page of the vacancy has them). */
export function cardColumns(viewerApplicantId: Value<string> | null, now: Value<Date>) {
  return {
    id: vacancies.id,
    title: vacancies.title,
    workingExperience: vacancies.workingExperience,
    workingSchedule: vacancies.workingSchedule,
    officeType: vacancies.officeType,
    city: vacancies.city,
    areaId: vacancies.areaId,
    addressStreet: vacancies.addressStreet,
    addressBuilding: vacancies.addressBuilding,
    metroStations: metroStationsOf,
    skills: vacancies.skills,
    salaryFrom: vacancies.salaryFrom,
    salaryTo: vacancies.salaryTo,
    salaryCurrency: vacancies.salaryCurrency,
    salaryGross: vacancies.salaryGross,
    status: vacancies.status,
    testName: vacancies.testName,
    // The card does not show it; the company's statistics do.
    views: vacancies.views,
    publishedAt:
      sql<Date | null>`(case when ${vacancies.status} = 'VACANCY_STATUS_DRAFT' then null else coalesce(${vacancies.publishedAt}, ${vacancies.createdAt}) end)`.mapWith(
        vacancies.createdAt,
      ),
    /** The lifetime runs from here; null for a vacancy never published here (no lifetime). */
    lifetimeFrom: vacancies.publishedAt,
    source: vacancies.source,
    editedHere: sql<boolean>`(${vacancies.editedAt} is not null)`,
    createdAt: vacancies.createdAt,
    companyId: companies.id,
    companyName: companies.companyName,
    companyCity: companies.city,
    companyLogoFileId: companies.logoFileId,
    companyRating: companies.rating,
    companyFeedbackCount: companies.feedbackCount,
    companyVerified: sql<boolean>`exists (select 1 from ${companyVerifications} where ${companyVerifications.companyId} = ${companies.id})`,
    moderationNote: vacancies.moderationNote,
    removedAt: vacancies.removedAt,
    ...personalColumns(viewerApplicantId, now),
  };
}

/** The whole vacancy: the card and the texts of its page. */
export function vacancyColumns(viewerApplicantId: string | null, now: Date) {
  return {
    ...cardColumns(viewerApplicantId, now),
    description: vacancies.description,
    requirements: vacancies.requirements,
    objectives: vacancies.objectives,
    offerings: vacancies.offerings,
    qualities: vacancies.qualities,
    positions: vacancies.positions,
    professionId: vacancies.professionId,
    updatedAt: vacancies.updatedAt,
  };
}

/** A vacancy with its company and the viewer's flags, as the queries return it. */
export type VacancyRow = NonNullable<Awaited<ReturnType<typeof findVacancy>>>;

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
      .select({
        id: vacancies.id,
        companyId: vacancies.companyId,
        status: vacancies.status,
        removedAt: vacancies.removedAt,
      })
      .from(vacancies)
      .where(eq(vacancies.id, id)),
  );
}

/** Whether the applicant responded to the vacancy (what keeps an archived vacancy theirs to see). */
export async function hasResponse(db: Queryable, applicantId: string, vacancyId: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ vacancyId: vacancyResponses.vacancyId })
      .from(vacancyResponses)
      .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancyResponses.vacancyId, vacancyId))),
  );
  return row !== undefined;
}

/** Responses per vacancy and how many of them were answered (viewed, invited or rejected). */
export async function responseCounts(db: Queryable, vacancyIds: readonly string[]) {
  if (vacancyIds.length === 0) return new Map<string, { responses: number; answered: number }>();
  const rows = await db
    .select({
      vacancyId: vacancyResponses.vacancyId,
      responses: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${vacancyResponses.status} <> 'RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED' or ${vacancyResponses.rejectedAt} is not null))::int`,
    })
    .from(vacancyResponses)
    .where(inArray(vacancyResponses.vacancyId, [...vacancyIds]))
    .groupBy(vacancyResponses.vacancyId);
  return new Map(rows.map((row) => [row.vacancyId, { responses: row.responses, answered: row.answered }]));
}
