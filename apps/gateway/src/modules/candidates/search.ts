import type { CandidateFilters } from "@rabota/domain/wire/candidates";
import { and, type SQL, sql } from "drizzle-orm";
import { candidateDocuments } from "../../db/tables/candidates";
import { testSessions } from "../../db/tables/tests";
import type { Queryable } from "../../platform/db/database";
import type { KeysetCursor } from "../../platform/db/keyset-token";
import { foldSkill } from "./documents";

const documents = candidateDocuments;

/**
 * The filters' conditions for a company's search. Words: the vacancy search's Russian
 * full-text rules (websearch syntax, the `russian` configuration). A region or a country
 * matches every place in it (the documents keep each area's path). Pay: profiles that want at
 * most `salaryTo`, or name no pay. Skills: every one listed. A test: a completed sitting within
 * `validSince`. The company never finds a profile hidden from it.
 */
export function candidateConditions(companyId: string, filters: CandidateFilters, validSince: Date): SQL[] {
  const conditions: SQL[] = [sql`not (${documents.hiddenFrom} @> array[${companyId}::uuid])`];
  // With words, the places and skills are tested row by row (`coalesce` hides them from the
  // GIN indexes): words that missed the newest rows are rare, so their own index finds few rows,
  // while the planner, misjudging a rare word, intersected it with a city's 166,000 (3 s).
  const rowByRow = (condition: SQL) => (filters.search ? sql`coalesce(${condition}, false)` : condition);
  if (filters.search)
    conditions.push(sql`${documents.searchVector} @@ websearch_to_tsquery('russian', ${filters.search})`);
  if (filters.areaId?.length)
    conditions.push(rowByRow(sql`${documents.areaPath} && ${sql.param(filters.areaId, documents.areaPath)}`));
  if (filters.experience?.length)
    conditions.push(sql`${documents.experience} = any(${sql.param(filters.experience, documents.skills)})`);
  if (filters.salaryTo !== undefined)
    conditions.push(
      sql`(${documents.preferredIncome} is null or ${documents.preferredIncome} <= ${filters.salaryTo})`,
    );
  if (filters.skills?.length)
    conditions.push(
      rowByRow(sql`${documents.skills} @> ${sql.param(filters.skills.map(foldSkill), documents.skills)}`),
    );
  if (filters.testName)
    conditions.push(
      sql`exists (select 1 from ${testSessions} as sittings where ${passedBy(validSince)} and sittings.test_name = ${filters.testName})`,
    );
  if (filters.updatedSince)
    conditions.push(
      sql`${documents.updatedAt} >= ${new Date(filters.updatedSince).toISOString()}::timestamptz`,
    );
  return conditions;
}

/** Newest update first, exactly the index's order (drizzle-kit writes DESC NULLS LAST). */
const NEWEST_FIRST = [
  sql`${documents.updatedAt} desc nulls last`,
  sql`${documents.applicantId} desc nulls last`,
];

/**
 * How many of the newest documents a page walks before it asks the indexes instead: a filter
 * that one profile in a hundred passes fills a page of 20 within them (a few milliseconds of
 * primary-key probes); a rarer one is found through its GIN index.
 */
const WALK_ROWS = 2000;

/** The longest walk a page takes when the first one found a few matches (about 40 ms of reads). */
const LONG_WALK_ROWS = 50_000;

/** Whether a GIN index serves one of the filters (words, places, skills). */
const hasIndexedFilter = (filters: CandidateFilters) =>
  Boolean(filters.search || filters.areaId?.length || filters.skills?.length);

/**
 * One page of documents after `cursor`, `limit` rows, newest update first. No single plan
 * serves every filter over a million rows: walking the date index is instant for a common word
 * and took over a second for a rare one (the planner guessed it in one profile of 200), while
 * the GIN index is instant for a rare word and sorts a fifth of the table for a common one. So
 * a page first takes the matches among the newest {@link WALK_ROWS} rows after the cursor, and
 * only when they do not fill it asks for every match: through the GIN indexes, sorted (the order
 * is an expression no index has, so the planner does not walk), when one serves a filter;
 * else along the date index.
 */
export async function searchDocuments(
  db: Queryable,
  input: {
    companyId: string;
    filters: CandidateFilters;
    cursor: KeysetCursor | null;
    limit: number;
    validSince: Date;
  },
) {
  const conditions = candidateConditions(input.companyId, input.filters, input.validSince);
  const after = input.cursor
    ? sql`(${documents.updatedAt}, ${documents.applicantId}) < (${input.cursor.at.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`
    : undefined;
  const page = (where: SQL | undefined, order: SQL[]) =>
    db
      .select({
        applicantId: documents.applicantId,
        card: documents.card,
        photoFileId: documents.photoFileId,
        updatedAt: documents.updatedAt,
        testsPassed: testsPassedColumn(input.validSince),
      })
      .from(documents)
      .where(where)
      .orderBy(...order)
      .limit(input.limit);
  // No filter: the date index's first rows are the page.
  if (Object.keys(input.filters).length === 0) return page(and(...conditions, after), NEWEST_FIRST);
  const walking = { conditions, after, limit: input.limit, validSince: input.validSince };
  const walked = await walk(db, { ...walking, rows: WALK_ROWS });
  if (walked.length >= input.limit) return walked;
  // Some matches: the filters together are uncommon, not rare (a common word in one region, one
  // bucket and a pay bound), and walking on finds the page sooner than the word's index, which
  // would fetch and sort a fifth of the table. Walk as far as the matches so far promise a page.
  if (walked.length > 0) {
    const rows = Math.ceil(((input.limit * WALK_ROWS) / walked.length) * 1.5);
    if (rows <= LONG_WALK_ROWS) {
      const further = await walk(db, { ...walking, rows });
      if (further.length >= input.limit) return further;
    }
  }
  // Sorted by an expression no index has, so the planner fetches the matches through the GIN
  // indexes and sorts them rather than walking the date index past every non-match.
  const sorted = [
    sql`(${documents.updatedAt} + interval '0 seconds') desc`,
    sql`${documents.applicantId} desc`,
  ];
  return page(and(...conditions, after), hasIndexedFilter(input.filters) ? sorted : NEWEST_FIRST);
}

/**
 * The matches among the newest `rows` documents after the cursor, in the date
 * index's order. The walk is a sub-select named as the table, so the filters' conditions (which
 * name `candidate_documents`) test its rows; with no ORDER BY to satisfy again above it, the
 * LIMIT stops the walk at the page's last match.
 */
function walk(
  db: Queryable,
  input: { conditions: SQL[]; after: SQL | undefined; limit: number; validSince: Date; rows: number },
) {
  const recent = db
    .select({
      applicantId: documents.applicantId,
      card: documents.card,
      photoFileId: documents.photoFileId,
      updatedAt: documents.updatedAt,
      hiddenFrom: documents.hiddenFrom,
      searchVector: documents.searchVector,
      areaPath: documents.areaPath,
      experience: documents.experience,
      preferredIncome: documents.preferredIncome,
      skills: documents.skills,
    })
    .from(documents)
    .where(input.after)
    .orderBy(...NEWEST_FIRST)
    .limit(input.rows)
    .as("candidate_documents");
  return db
    .select({
      applicantId: recent.applicantId,
      card: recent.card,
      photoFileId: recent.photoFileId,
      updatedAt: recent.updatedAt,
      testsPassed: testsPassedColumn(input.validSince),
    })
    .from(recent)
    .where(and(...input.conditions))
    .orderBy(sql`${recent.updatedAt} desc nulls last`, sql`${recent.applicantId} desc nulls last`)
    .limit(input.limit);
}

/** How many documents pass the conditions, counted up to `cap + 1` (a common word matches a fifth of a million). */
export async function countDocuments(db: Queryable, conditions: SQL[], cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(documents)
    .where(and(...conditions))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.total ?? 0);
}

/**
 * The tests the document's applicant completed after `validSince`, by name: a sub-select per
 * row of a page (the sittings' applicant index), so a page costs one statement.
 */
export function testsPassedColumn(validSince: Date) {
  return sql<
    string[]
  >`(select coalesce(array_agg(distinct sittings.test_name), '{}') from ${testSessions} as sittings where ${passedBy(validSince)})`;
}

/**
 * The sittings (aliased `sittings`) of the document's applicant completed after `validSince`.
 * Written with qualified names: in a select list Drizzle prints a column without its table, and
 * an inner `applicant_id = applicant_id` would compare the sittings with themselves.
 */
function passedBy(validSince: Date): SQL {
  return sql`sittings.applicant_id = ${sql.identifier("candidate_documents")}.applicant_id and sittings.status = 'COMPLETED' and sittings.finished_at > ${validSince.toISOString()}::timestamptz`;
}
