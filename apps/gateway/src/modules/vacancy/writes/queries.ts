import type { VacancyStatus } from "@rabota/domain/enums";
import type { VacancyWrite } from "@rabota/domain/wire/vacancy";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { deletedVacancies, vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { searchTextOf } from "../demo-data";
import type { KeptPlace, PlaceColumns, PlaceInput } from "./place";

/** A vacancy's fields as its company writes them (the status travels apart). */
export type VacancyFields = Omit<VacancyWrite, "status">;

/** A vacancy's fields as stored: the place as its columns (`resolvePlace`). */
export type StoredVacancyFields = Omit<VacancyFields, keyof PlaceInput> & PlaceColumns;

/** Inserts a vacancy its company wrote here; its search document is assembled as for every vacancy. */
export async function insertWrittenVacancy(
  db: Queryable,
  input: {
    companyId: string;
    companyName: string;
    fields: StoredVacancyFields;
    status: VacancyStatus;
    now: Date;
  },
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
    fields: StoredVacancyFields;
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

/** The place a vacancy has stored (what a replace that leaves it out keeps), or undefined. */
export async function findVacancyPlace(db: Queryable, id: string): Promise<KeptPlace | undefined> {
  const [row] = await db
    .select({
      areaId: vacancies.areaId,
      addressStreet: vacancies.addressStreet,
      addressBuilding: vacancies.addressBuilding,
      metroStationIds: vacancies.metroStationIds,
    })
    .from(vacancies)
    .where(eq(vacancies.id, id));
  return row;
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

/** Company ids of the given vacancies (missing ids are absent). */
export async function findVacancyCompanies(db: Queryable, ids: string[]) {
  return db
    .select({ id: vacancies.id, companyId: vacancies.companyId, status: vacancies.status })
    .from(vacancies)
    .where(inArray(vacancies.id, ids));
}

/** Deletes the company's vacancies among `ids`, leaving a tombstone of each (run it in a transaction). */
export async function deleteVacancies(
  db: Queryable,
  ids: string[],
  companyId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .delete(vacancies)
    .where(and(inArray(vacancies.id, ids), eq(vacancies.companyId, companyId)))
    .returning({ id: vacancies.id });
  if (rows.length > 0) {
    await db
      .insert(deletedVacancies)
      .values(rows.map((row) => ({ id: row.id, deletedAt: now })))
      .onConflictDoNothing();
  }
  return rows.map((row) => row.id);
}
