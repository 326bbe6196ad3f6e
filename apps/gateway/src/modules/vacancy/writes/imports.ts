import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { firstRow } from "../../../platform/db/first-row";
import { type NewVacancy, searchTextOf } from "../demo-data";
import type { PlaceColumns, SourcePlace } from "./place";

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

/** A vacancy brought from another site: its fields here, and where it came from. */
export interface ImportedVacancy {
  fields: Omit<
    NewVacancy,
    "requirements" | "objectives" | "offerings" | "qualities" | "description" | "city"
  > & {
    description: string | null;
    city: string | null;
  };
  /**
   * Where the source says the work is, its ids (hh.ru's, which the dictionary shares); the
   * writes resolve it (`importedPlace`). Absent: the city's text only.
   */
  place?: SourcePlace;
  /** The source's professional roles (hh.ru's ids, which the professions' dictionary shares), first the main one. */
  professionRoleIds?: string[];
  source: string;
  externalId: string;
  /** The source's own JSON of the vacancy, kept to map it again later. */
  sourceData: unknown;
  createdAt: Date;
}

/**
 * Inserts the imported vacancy, or updates the one imported before from the same (source, id)
 * into the company: one statement on the unique index, so repeating it never duplicates. The
 * search document is assembled as for every vacancy. A vacancy its company edited here since
 * is left as it is (decision record 013). The outcome tells new, updated and kept apart.
 */
export async function upsertImportedVacancy(
  db: Queryable,
  input: {
    companyId: string;
    companyName: string;
    vacancy: ImportedVacancy;
    /** Its place's columns, resolved by the writes; absent leaves the vacancy's city as the fields give it. */
    place?: PlaceColumns;
    /** Its profession, resolved by the writes (`importedProfession`). */
    professionId: string | null;
    now: Date;
  },
): Promise<{ id: string; outcome: "inserted" | "updated" | "kept" }> {
  const { vacancy } = input;
  const values = {
    ...vacancy.fields,
    ...input.place,
    professionId: input.professionId,
    source: vacancy.source,
    externalId: vacancy.externalId,
    sourceData: vacancy.sourceData,
    searchText: searchTextOf({ ...vacancy.fields, requirements: null }, input.companyName),
    updatedAt: input.now,
  };
  const [row] = await db
    .insert(vacancies)
    .values({ ...values, companyId: input.companyId, createdAt: vacancy.createdAt })
    .onConflictDoUpdate({
      target: [vacancies.companyId, vacancies.source, vacancies.externalId],
      set: values,
      setWhere: isNull(vacancies.editedAt),
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ id: vacancies.id, inserted: sql<boolean>`(xmax = 0)` });
  if (row) return { id: row.id, outcome: row.inserted ? "inserted" : "updated" };
  // No row: the conflict's update was skipped, the vacancy having been edited here.
  const kept = await firstRow(
    db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(
        and(
          eq(vacancies.companyId, input.companyId),
          eq(vacancies.source, vacancy.source),
          eq(vacancies.externalId, vacancy.externalId),
        ),
      ),
  );
  if (!kept) throw new Error("upsert returned no row");
  return { id: kept.id, outcome: "kept" };
}
