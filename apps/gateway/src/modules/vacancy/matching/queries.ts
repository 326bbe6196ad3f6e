import { and, arrayOverlaps, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { companies } from "../../../db/tables/company";
import {
  applicantGoalEntries,
  applicantProfiles,
  applicantSkills,
  applicants,
} from "../../../db/tables/profile";
import { vacancyResponses } from "../../../db/tables/responses";
import { vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { type Exclusions, exclusionConditions } from "../list/exclusions";
import { NEWEST_FIRST } from "../list/order";
import { cardColumns } from "../rows";
import type { RankedVacancy } from "./score";

/** How many of the newest active vacancies every ranking looks at, whatever they match. */
const FRESH_POOL = 120;
/**
 * How many of the newest vacancies sharing a skill, or the place, a ranking looks at: enough
 * for a page of six, few enough that a walk past a big city's or a common skill's neighbours
 * stays short (each row walked is a heap page read: 100 a pool cost 3 times the time of 30).
 */
const SIGNAL_POOL = 30;

/**
 * How far back among the active vacancies a walk for a skill or a place may go. A walk of the
 * date index stops at its limit only when the value is there: for a place or a skill that no
 * recent vacancy has (Тула in the benchmark's data), the planner still walks, and walked the
 * whole table (7–14 s). Bounded, it reads at most this many rows, as the list's search walks
 * its newest 2,000 (decision record 012).
 */
const SIGNAL_WINDOW = 1500;

/** The creation time of the {@link SIGNAL_WINDOW}th newest active vacancy (none: every one is in the window). */
const windowStart = sql`coalesce((select ${vacancies.createdAt} from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' order by ${vacancies.createdAt} desc nulls last, ${vacancies.id} desc nulls last offset ${SIGNAL_WINDOW - 1} limit 1), '-infinity'::timestamptz)`;

/** The columns the ranking reads (score.ts): no texts, no joins. */
const RANKED_COLUMNS = {
  id: vacancies.id,
  companyId: vacancies.companyId,
  title: vacancies.title,
  skills: vacancies.skills,
  professionId: vacancies.professionId,
  areaId: vacancies.areaId,
  areaPath: vacancies.areaPath,
  officeType: vacancies.officeType,
  salaryFrom: vacancies.salaryFrom,
  salaryTo: vacancies.salaryTo,
  salaryCurrency: vacancies.salaryCurrency,
  testName: vacancies.testName,
  createdAt: vacancies.createdAt,
};

/**
 * What of the applicant's profile recommendations read, in one round trip of primary-key and
 * index reads: skills, wanted positions with their professions, the preferred position and
 * income, and the place. Undefined for an unknown applicant.
 */
export async function applicantWishes(db: Queryable, applicantId: string) {
  const [row] = await db
    .select({
      areaId: applicants.areaId,
      preferredPosition: applicantProfiles.preferredPosition,
      preferredIncome: applicantProfiles.preferredIncome,
      skills: sql<
        string[] | null
      >`(select array_agg(${applicantSkills.name}) from ${applicantSkills} where ${applicantSkills.applicantId} = ${applicants.id})`,
      positions: sql<
        { name: string; professionId: string | null }[] | null
      >`(select json_agg(json_build_object('name', ${applicantGoalEntries.name}, 'professionId', ${applicantGoalEntries.professionId})) from ${applicantGoalEntries} where ${applicantGoalEntries.applicantId} = ${applicants.id} and ${applicantGoalEntries.kind} = 'position')`,
    })
    .from(applicants)
    .leftJoin(applicantProfiles, eq(applicantProfiles.applicantId, applicants.id))
    .where(eq(applicants.id, applicantId));
  return row;
}

/** The conditions every candidate meets: active, not hidden by the viewer, not `exceptId`. */
function candidateConditions(input: { exclusions: Exclusions | null; exceptId?: string }): SQL[] {
  const conditions = [eq(vacancies.status, "VACANCY_STATUS_ACTIVE")];
  if (input.exclusions) conditions.push(...exclusionConditions(input.exclusions));
  if (input.exceptId) conditions.push(ne(vacancies.id, input.exceptId));
  return conditions;
}

/** Not yet responded to by the applicant (a primary-key probe a row). */
const notRespondedBy = (applicantId: string) =>
  sql`not exists (select 1 from ${vacancyResponses} where ${vacancyResponses.applicantId} = ${applicantId}::uuid and ${vacancyResponses.vacancyId} = ${vacancies.id})`;

/**
 * The candidates of a ranking: the newest active vacancies ({@link FRESH_POOL}), and the newest
 * sharing one of `skills` or lying in `areaId` ({@link SIGNAL_POOL} each) among the newest
 * {@link SIGNAL_WINDOW}, in one statement (a `union all`, one round trip). Each part is a walk of
 * the list's date index that stops at its limit or at the window's end, or, for a rare skill or
 * place, the GIN index's few matches sorted (the planner picks by the value's share), so the
 * cost is bounded whatever the table's size; the ranking then reads at most ~180 short rows.
 */
export async function candidates(
  db: Queryable,
  input: {
    skills: readonly string[];
    areaId: string | null;
    exclusions: Exclusions | null;
    exceptId?: string;
    /** An applicant's own: vacancies they responded to are left out. */
    applicantId?: string;
  },
): Promise<RankedVacancy[]> {
  const base = candidateConditions(input);
  if (input.applicantId) base.push(notRespondedBy(input.applicantId));
  const pool = (extra: SQL | null, limit: number) =>
    db
      .select(RANKED_COLUMNS)
      .from(vacancies)
      .where(and(...base, ...(extra ? [extra] : [])))
      .orderBy(...NEWEST_FIRST)
      .limit(limit);
  const signals: SQL[] = [];
  if (input.skills.length > 0) signals.push(arrayOverlaps(vacancies.skills, [...input.skills]));
  if (input.areaId) signals.push(arrayOverlaps(vacancies.areaPath, [input.areaId]));
  const [first, second, ...rest] = signals.map((signal) =>
    pool(and(signal, sql`${vacancies.createdAt} >= ${windowStart}`) as SQL, SIGNAL_POOL),
  );
  const fresh = pool(null, FRESH_POOL);
  if (!first) return fresh;
  return second ? unionAll(fresh, first, second, ...rest) : unionAll(fresh, first);
}

/** One active vacancy as the ranking reads it (what similar ones are like), or undefined. */
export async function activeRankedVacancy(db: Queryable, id: string): Promise<RankedVacancy | undefined> {
  const [row] = await db
    .select(RANKED_COLUMNS)
    .from(vacancies)
    .where(and(eq(vacancies.id, id), eq(vacancies.status, "VACANCY_STATUS_ACTIVE")));
  return row;
}

/** The cards of `ids` with the viewer's flags, in the order of `ids`. */
export async function cardRows(
  db: Queryable,
  ids: readonly string[],
  viewerApplicantId: string | null,
  now: Date,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns(viewerApplicantId, now))
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(inArray(vacancies.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
