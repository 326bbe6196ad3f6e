import { and, arrayContains, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { companies } from "../../db/tables/company";
import { salaryFigures, salaryInputs } from "../../db/tables/salaries";
import { vacancies } from "../../db/tables/vacancy";
import type { Db } from "../../platform/db/database";

export type SalaryFiguresRow = typeof salaryFigures.$inferSelect;

/** Every row of figures of a profession in an area (for all, per bucket, per month): at most eighteen. */
export function selectFigures(db: Db, professionId: string, areaId: string): Promise<SalaryFiguresRow[]> {
  return db
    .select()
    .from(salaryFigures)
    .where(and(eq(salaryFigures.professionId, professionId), eq(salaryFigures.areaId, areaId)));
}

/** The figures of all the profession's vacancies (no bucket, no month) in each of `areaIds` that has at least `minCount`. */
export function selectAreaFigures(
  db: Db,
  professionId: string,
  areaIds: readonly string[],
  minCount: number,
): Promise<{ areaId: string; count: number; median: number }[]> {
  if (areaIds.length === 0) return Promise.resolve([]);
  return db
    .select({ areaId: salaryFigures.areaId, count: salaryFigures.count, median: salaryFigures.median })
    .from(salaryFigures)
    .where(
      and(
        eq(salaryFigures.professionId, professionId),
        inArray(salaryFigures.areaId, [...areaIds]),
        eq(salaryFigures.experience, ""),
        eq(salaryFigures.month, ""),
        gte(salaryFigures.count, minCount),
      ),
    );
}

/**
 * The latest active vacancies the statistics count for a profession in an area (the area or
 * one inside it), newest publication first: what a page lists behind its figures.
 */
export function selectCountedVacancies(db: Db, professionId: string, areaId: string, limit: number) {
  return db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      companyName: companies.companyName,
      city: vacancies.city,
      salaryFrom: vacancies.salaryFrom,
      salaryTo: vacancies.salaryTo,
      salaryCurrency: vacancies.salaryCurrency,
      salaryGross: vacancies.salaryGross,
    })
    .from(salaryInputs)
    .innerJoin(vacancies, eq(vacancies.id, salaryInputs.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(
      and(
        eq(salaryInputs.professionId, professionId),
        arrayContains(salaryInputs.areaPath, [areaId]),
        isNull(salaryInputs.closedAt),
        eq(vacancies.status, "VACANCY_STATUS_ACTIVE"),
      ),
    )
    .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
    .limit(limit);
}

/** How many profession × area pairs have figures (at least `minCount` vacancies): the sitemap's salary pages. */
export async function countFiguredPairs(db: Db, minCount: number): Promise<number> {
  const [row] = await db
    .select({ pairs: sql<number>`count(*)::int` })
    .from(salaryFigures)
    .where(figuredPair(minCount));
  return Number(row?.pairs ?? 0);
}

/** One sitemap page of the profession × area pairs with figures, in key order. */
export function selectFiguredPairs(db: Db, minCount: number, page: number, pageSize: number) {
  return db
    .select({ professionId: salaryFigures.professionId, areaId: salaryFigures.areaId })
    .from(salaryFigures)
    .where(figuredPair(minCount))
    .orderBy(salaryFigures.professionId, salaryFigures.areaId)
    .offset(page * pageSize)
    .limit(pageSize);
}

const figuredPair = (minCount: number) =>
  and(eq(salaryFigures.experience, ""), eq(salaryFigures.month, ""), gte(salaryFigures.count, minCount));
