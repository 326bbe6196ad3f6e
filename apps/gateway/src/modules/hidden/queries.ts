import { and, desc, eq, sql } from "drizzle-orm";
import { joinVacancyAndCompany } from "../../db/joins";
import { companies } from "../../db/tables/company";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "../../db/tables/hidden";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";

export async function companyExists(db: Queryable, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

/** How many vacancies and companies the applicant has hidden. */
export async function hiddenCounts(db: Queryable, applicantId: string) {
  const [row] = await db
    .select({
      vacancies: sql<number>`(select count(*)::int from ${hiddenVacancies} where ${hiddenVacancies.applicantId} = ${applicantId}::uuid)`,
      companies: sql<number>`(select count(*)::int from ${hiddenCompanies} where ${hiddenCompanies.applicantId} = ${applicantId}::uuid)`,
    })
    .from(sql`(select 1) as one`);
  return { vacancies: Number(row?.vacancies ?? 0), companies: Number(row?.companies ?? 0) };
}

export async function hideVacancy(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  await db.insert(hiddenVacancies).values({ applicantId, vacancyId, hiddenAt: now }).onConflictDoNothing();
}

export async function showVacancy(db: Queryable, applicantId: string, vacancyId: string) {
  await db
    .delete(hiddenVacancies)
    .where(and(eq(hiddenVacancies.applicantId, applicantId), eq(hiddenVacancies.vacancyId, vacancyId)));
}

export async function hideCompany(db: Queryable, applicantId: string, companyId: string, now: Date) {
  await db.insert(hiddenCompanies).values({ applicantId, companyId, hiddenAt: now }).onConflictDoNothing();
}

export async function showCompany(db: Queryable, applicantId: string, companyId: string) {
  await db
    .delete(hiddenCompanies)
    .where(and(eq(hiddenCompanies.applicantId, applicantId), eq(hiddenCompanies.companyId, companyId)));
}

/** The hidden vacancies with their titles and companies, latest hidden first. */
export async function listHiddenVacancies(db: Queryable, applicantId: string) {
  const query = db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      companyName: companies.companyName,
      hiddenAt: hiddenVacancies.hiddenAt,
    })
    .from(hiddenVacancies)
    .$dynamic();
  return joinVacancyAndCompany(query, hiddenVacancies.vacancyId)
    .where(eq(hiddenVacancies.applicantId, applicantId))
    .orderBy(desc(hiddenVacancies.hiddenAt), desc(vacancies.id));
}

/** The hidden companies with their names, latest hidden first. */
export async function listHiddenCompanies(db: Queryable, applicantId: string) {
  return db
    .select({ id: companies.id, name: companies.companyName, hiddenAt: hiddenCompanies.hiddenAt })
    .from(hiddenCompanies)
    .innerJoin(companies, eq(companies.id, hiddenCompanies.companyId))
    .where(eq(hiddenCompanies.applicantId, applicantId))
    .orderBy(desc(hiddenCompanies.hiddenAt), desc(companies.id));
}

export async function findWords(db: Queryable, applicantId: string): Promise<string[]> {
  const [row] = await db
    .select({ words: hiddenWords.words })
    .from(hiddenWords)
    .where(eq(hiddenWords.applicantId, applicantId));
  return row?.words ?? [];
}

export async function saveWords(db: Queryable, applicantId: string, words: string[], now: Date) {
  await db
    .insert(hiddenWords)
    .values({ applicantId, words, updatedAt: now })
    .onConflictDoUpdate({ target: hiddenWords.applicantId, set: { words, updatedAt: now } });
}
