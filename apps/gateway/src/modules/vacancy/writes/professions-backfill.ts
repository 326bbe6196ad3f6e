import { and, count, eq, isNull } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Db } from "../../../platform/db/database";
import type { VacancyProfessions } from "./profession";

/** What {@link classifyStoredVacancies} did: vacancies given a profession, and those whose title names none. */
export interface ProfessionClassification {
  classified: number;
  unclassified: number;
}

/**
 * Gives the vacancies with no profession (those from before the professions, issue 45, and
 * titles an older dictionary did not know) the profession their title names, one update per
 * distinct title; the rest stay without one and are counted, not guessed. Runs at every start
 * (a migration cannot: the classifier is the gateway's code); with nothing new, one read.
 */
export async function classifyStoredVacancies(
  db: Db,
  professions: Pick<VacancyProfessions, "classify">,
): Promise<ProfessionClassification> {
  const unclassified = isNull(vacancies.professionId);
  const titles = await db.selectDistinct({ title: vacancies.title }).from(vacancies).where(unclassified);
  let classified = 0;
  for (const { title } of titles) {
    const profession = professions.classify(title);
    if (!profession) continue;
    const rows = await db
      .update(vacancies)
      .set({ professionId: profession.id })
      .where(and(unclassified, eq(vacancies.title, title)))
      .returning({ id: vacancies.id });
    classified += rows.length;
  }
  const [left] = await db.select({ count: count() }).from(vacancies).where(unclassified);
  return { classified, unclassified: left?.count ?? 0 };
}
