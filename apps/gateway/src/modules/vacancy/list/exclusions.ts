import { type SQL, sql } from "drizzle-orm";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "../../../db/tables/hidden";
import { vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";

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

/** The condition each list of {@link Exclusions} makes, given the list as a parameter. */
const EXCLUDING: Record<keyof Exclusions, (list: Param | Placeholder) => SQL> = {
  vacancyIds: (ids) => sql`${vacancies.id} <> all(${ids}::uuid[])`,
  companyIds: (ids) => sql`${vacancies.companyId} <> all(${ids}::uuid[])`,
  titlePatterns: (patterns) => sql`not (lower(${vacancies.title}) like any(${patterns}::text[]))`,
};
const LISTS = Object.keys(EXCLUDING) as (keyof Exclusions)[];
type Placeholder = ReturnType<typeof sql.placeholder>;
type Param = ReturnType<typeof sql.param>;

/** The name a prepared statement takes an exclusion list's parameter by. */
const placeholderOf = (list: keyof Exclusions) => `hidden_${list}`;

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
  return LISTS.filter((list) => exclusions[list].length > 0).map((list) =>
    EXCLUDING[list](sql.param(exclusions[list])),
  );
}

/**
 * The same three conditions for a prepared statement, each list a parameter (an empty array
 * keeps nothing out), filled by {@link exclusionValues}.
 */
export function preparedExclusionConditions(): SQL[] {
  return LISTS.map((list) => EXCLUDING[list](sql.placeholder(placeholderOf(list))));
}

/** The parameters of {@link preparedExclusionConditions} for what the applicant hid (none: null). */
export function exclusionValues(exclusions: Exclusions | null): Record<string, string[]> {
  return Object.fromEntries(LISTS.map((list) => [placeholderOf(list), exclusions?.[list] ?? []]));
}
