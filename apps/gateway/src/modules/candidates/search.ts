import type { CandidateFilters } from "@rabota/domain/wire/candidates";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import { isUuid } from "../../db/columns";
import { candidateDocuments } from "../../db/tables/candidates";
import { testSessions } from "../../db/tables/tests";
import type { Queryable } from "../../platform/db/database";
import { foldSkill } from "./documents";

const documents = candidateDocuments;

/** Where a page ends: the (updated_at, applicant_id) of its last card. */
export interface CandidateCursor {
  updatedAt: Date;
  id: string;
}

/** The opaque `pageToken`: base64url of the last card's (updated_at, id). */
export function encodeCandidateToken(cursor: CandidateCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt.toISOString(), cursor.id])).toString("base64url");
}

/** Instants `toISOString()` gives for years 2000..9999: a forged year PostgreSQL cannot compare is a 400. */
const TOKEN_INSTANT = /^[2-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The cursor of a token, or null when this server never issued it. */
export function decodeCandidateToken(token: string): CandidateCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || !TOKEN_INSTANT.test(at) || typeof id !== "string" || !isUuid(id))
      return null;
    return { updatedAt: new Date(at), id };
  } catch {
    return null;
  }
}

/**
 * The filters' conditions for a company's search. Words: the vacancy search's Russian
 * full-text rules (websearch syntax, the `russian` configuration). A region or a country
 * matches every place in it (the documents keep each area's path). Pay: profiles that want at
 * most `salaryTo`, or name no pay. Skills: every one listed. A test: a completed sitting within
 * `validSince`. The company never finds a profile hidden from it.
 */
export function candidateConditions(companyId: string, filters: CandidateFilters, validSince: Date): SQL[] {
  const conditions: SQL[] = [sql`not (${documents.hiddenFrom} @> array[${companyId}::uuid])`];
  if (filters.search)
    conditions.push(sql`${documents.searchVector} @@ websearch_to_tsquery('russian', ${filters.search})`);
  if (filters.areaId?.length)
    conditions.push(sql`${documents.areaPath} && ${sql.param(filters.areaId, documents.areaPath)}`);
  if (filters.experience?.length)
    conditions.push(sql`${documents.experience} = any(${sql.param(filters.experience, documents.skills)})`);
  if (filters.salaryTo !== undefined)
    conditions.push(
      sql`(${documents.preferredIncome} is null or ${documents.preferredIncome} <= ${filters.salaryTo})`,
    );
  if (filters.skills?.length)
    conditions.push(
      sql`${documents.skills} @> ${sql.param(filters.skills.map(foldSkill), documents.skills)}`,
    );
  if (filters.testName)
    conditions.push(
      sql`exists (select 1 from ${testSessions} where ${testSessions.applicantId} = ${documents.applicantId} and ${testSessions.testName} = ${filters.testName} and ${testSessions.status} = 'COMPLETED' and ${testSessions.finishedAt} > ${validSince.toISOString()}::timestamptz)`,
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

/** One page of documents after `cursor`, `limit` rows. */
export function searchDocuments(
  db: Queryable,
  input: { conditions: SQL[]; cursor: CandidateCursor | null; limit: number },
) {
  const after = input.cursor
    ? sql`(${documents.updatedAt}, ${documents.applicantId}) < (${input.cursor.updatedAt.toISOString()}::timestamptz, ${input.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      applicantId: documents.applicantId,
      card: documents.card,
      photoFileId: documents.photoFileId,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(and(...input.conditions, after))
    .orderBy(...NEWEST_FIRST)
    .limit(input.limit);
}

/** How many documents pass the conditions. */
export async function countDocuments(db: Queryable, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** Each applicant's tests completed after `validSince`, by name. */
export async function testsPassedBy(
  db: Queryable,
  applicantIds: readonly string[],
  validSince: Date,
): Promise<Map<string, string[]>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await db
    .select({ applicantId: testSessions.applicantId, testName: testSessions.testName })
    .from(testSessions)
    .where(
      and(
        inArray(testSessions.applicantId, [...applicantIds]),
        sql`${testSessions.status} = 'COMPLETED'`,
        sql`${testSessions.finishedAt} > ${validSince.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(testSessions.applicantId, testSessions.testName);
  const passed = new Map<string, string[]>();
  for (const row of rows) passed.set(row.applicantId, [...(passed.get(row.applicantId) ?? []), row.testName]);
  return passed;
}
