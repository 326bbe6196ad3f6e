import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { vacancies } from "../vacancy/tables";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "./tables";

/** What one applicant hid: the ids, and the title words as LIKE patterns. */
export interface Exclusions {
  vacancyIds: string[];
  companyIds: string[];
  titlePatterns: string[];
}

/** `word` as a LIKE pattern matching any title that contains it (its own % and _ escaped). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * What the applicant hid, in one round trip of three primary-key reads; null when nothing is
 * hidden, so such an applicant's list runs as it always did.
 */
export async function loadExclusions(db: Queryable, applicantId: string): Promise<Exclusions | null> {
  const [row] = await db
    .select({
      vacancyIds: sql<
        string[] | null
      >`(select array_agg(${hiddenVacancies.vacancyId}) from ${hiddenVacancies} where ${hiddenVacancies.applicantId} = ${applicantId}::uuid)`,
      companyIds: sql<
        string[] | null
      >`(select array_agg(${hiddenCompanies.companyId}) from ${hiddenCompanies} where ${hiddenCompanies.applicantId} = ${applicantId}::uuid)`,
      words: sql<
        string[] | null
      >`(select ${hiddenWords.words} from ${hiddenWords} where ${hiddenWords.applicantId} = ${applicantId}::uuid)`,
    })
    .from(sql`(select 1) as one`);
  const exclusions = {
    vacancyIds: row?.vacancyIds ?? [],
    companyIds: row?.companyIds ?? [],
    titlePatterns: (row?.words ?? []).map(containing),
  };
  const none = Object.values(exclusions).every((list) => list.length === 0);
  return none ? null : exclusions;
}

/**
 * The conditions that keep out of the list what the applicant hid (issue 26): the vacancies,
 * every vacancy of the hidden companies, and those whose title contains an excluded word (the
 * words are stored lower-cased). Constant arrays rather than joins on purpose: a filter of
 * this kind leaves the planner's estimate alone, so the list stays a keyset walk of the date
 * index that stops at a full page (as anti-joins, the planner took the three tables to leave
 * one row, scanned and sorted all million vacancies and took 95 s); PostgreSQL hashes the
 * arrays, so a row costs a few lookups however much is hidden.
 */
export function exclusionConditions(exclusions: Exclusions): SQL[] {
  const conditions: SQL[] = [];
  if (exclusions.vacancyIds.length > 0)
    conditions.push(sql`${vacancies.id} <> all(${sql.param(exclusions.vacancyIds)}::uuid[])`);
  if (exclusions.companyIds.length > 0)
    conditions.push(sql`${vacancies.companyId} <> all(${sql.param(exclusions.companyIds)}::uuid[])`);
  if (exclusions.titlePatterns.length > 0)
    conditions.push(
      sql`not (lower(${vacancies.title}) like any(${sql.param(exclusions.titlePatterns)}::text[]))`,
    );
  return conditions;
}
