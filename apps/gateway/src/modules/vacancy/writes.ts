import type { VacancyStatus } from "@rabota/domain/enums";
import type { VacancyWrite } from "@rabota/domain/wire/vacancy";
import { and, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import { vacancies, vacancyResponses } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { searchTextOf } from "./demo-data";

/** A vacancy's fields as its company writes them (the status travels apart). */
export type VacancyFields = Omit<VacancyWrite, "status">;

/** Inserts a vacancy its company wrote here; its search document is assembled as for every vacancy. */
export async function insertWrittenVacancy(
  db: Queryable,
  input: { companyId: string; companyName: string; fields: VacancyFields; status: VacancyStatus; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(vacancies)
    .values({
      ...input.fields,
      companyId: input.companyId,
      status: input.status,
      publishedAt: input.status === "VACANCY_STATUS_ACTIVE" ? input.now : null,
      searchText: searchTextOf(input.fields, input.companyName),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: vacancies.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/**
 * Replaces the fields of one of the company's vacancies (and its status, when given). An
 * imported vacancy is marked edited here, so a later import leaves it alone.
 */
export async function replaceVacancy(
  db: Queryable,
  input: {
    id: string;
    companyId: string;
    companyName: string;
    fields: VacancyFields;
    status?: VacancyStatus;
    now: Date;
  },
): Promise<void> {
  await db
    .update(vacancies)
    .set({
      ...input.fields,
      ...(input.status ? { status: input.status } : {}),
      searchText: searchTextOf(input.fields, input.companyName),
      editedAt: sql`case when ${vacancies.source} is null then null else ${input.now.toISOString()}::timestamptz end`,
      updatedAt: input.now,
    })
    .where(and(eq(vacancies.id, input.id), eq(vacancies.companyId, input.companyId)));
}

/**
 * Moves a vacancy to `status`. Publishing (from a draft or the archive) dates it now, so it
 * comes first in the newest-first list like any fresh vacancy, and starts its lifetime.
 */
export async function setVacancyStatus(
  db: Queryable,
  input: { id: string; status: VacancyStatus; now: Date },
): Promise<void> {
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const fresh = (column: SQL) =>
    sql`case when ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' then ${column} else ${now} end`;
  await db
    .update(vacancies)
    .set({
      status: input.status,
      updatedAt: input.now,
      ...(input.status === "VACANCY_STATUS_ACTIVE"
        ? {
            createdAt: fresh(sql`${vacancies.createdAt}`),
            publishedAt: fresh(sql`${vacancies.publishedAt}`),
            expiryWarnedAt: sql`case when ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' then ${vacancies.expiryWarnedAt} end`,
          }
        : {}),
    })
    .where(eq(vacancies.id, input.id));
}

/** «Продлить»: an active vacancy's lifetime starts again now; false when it is not active. */
export async function prolongVacancy(db: Queryable, input: { id: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(vacancies)
    .set({ publishedAt: input.now, expiryWarnedAt: null, updatedAt: input.now })
    .where(and(eq(vacancies.id, input.id), eq(vacancies.status, "VACANCY_STATUS_ACTIVE")))
    .returning({ id: vacancies.id });
  return rows.length > 0;
}

/**
 * Up to `limit` active vacancies published here at or before `before` (and meeting `also`),
 * oldest first, locked for the statement that claims them; rows another sweep holds are
 * skipped. The subquery both lifetime sweeps claim from.
 */
const dueForLifetime = (db: Queryable, before: Date, limit: number, also?: SQL) =>
  db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), lte(vacancies.publishedAt, before), also))
    .orderBy(vacancies.publishedAt)
    .limit(limit)
    .for("update", { skipLocked: true });

/**
 * Claims up to `limit` vacancies published at or before `publishedBefore` whose company was not
 * warned yet this lifetime, marking them warned (so each warning is claimed once); their id,
 * title, company and publication.
 */
export async function claimExpiryWarnings(
  db: Queryable,
  input: { publishedBefore: Date; now: Date; limit: number },
) {
  const due = dueForLifetime(db, input.publishedBefore, input.limit, isNull(vacancies.expiryWarnedAt));
  return db
    .update(vacancies)
    .set({ expiryWarnedAt: input.now })
    .where(and(isNull(vacancies.expiryWarnedAt), inArray(vacancies.id, due)))
    .returning({
      id: vacancies.id,
      title: vacancies.title,
      companyId: vacancies.companyId,
      publishedAt: vacancies.publishedAt,
    });
}

/** Archives up to `limit` vacancies published at or before `publishedBefore`; their ids. */
export async function archiveExpired(
  db: Queryable,
  input: { publishedBefore: Date; now: Date; limit: number },
) {
  const due = dueForLifetime(db, input.publishedBefore, input.limit);
  const rows = await db
    .update(vacancies)
    .set({ status: "VACANCY_STATUS_ARCHIVED", updatedAt: input.now })
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), inArray(vacancies.id, due)))
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
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
