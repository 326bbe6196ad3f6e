import type { VacancyStatus } from "@rabota/domain/enums";
import type { VacancyWrite } from "@rabota/domain/wire/vacancy";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { searchTextOf } from "./demo-data";
import { vacancies, vacancyResponses } from "./tables";

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
 * comes first in the newest-first list like any fresh vacancy.
 */
export async function setVacancyStatus(
  db: Queryable,
  input: { id: string; status: VacancyStatus; now: Date },
): Promise<void> {
  const published = input.status === "VACANCY_STATUS_ACTIVE";
  await db
    .update(vacancies)
    .set({
      status: input.status,
      updatedAt: input.now,
      ...(published
        ? {
            createdAt: sql`case when ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' then ${vacancies.createdAt} else ${input.now.toISOString()}::timestamptz end`,
          }
        : {}),
    })
    .where(eq(vacancies.id, input.id));
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
