import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { applicantProfiles } from "../../db/tables/profile";
import { vacancyResponses } from "../../db/tables/responses";
import { testMessages, testSessions } from "../../db/tables/tests";
import { vacancies, vacancyLikes, vacancyViews } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

export type SessionRow = typeof testSessions.$inferSelect;
export type NewMessage = Omit<typeof testMessages.$inferInsert, "id">;

/** Every sitting of an applicant, newest first (a handful per test at most: retakes wait 30 days). */
export function listSessions(db: Queryable, applicantId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(testSessions)
    .where(eq(testSessions.applicantId, applicantId))
    .orderBy(desc(testSessions.startedAt));
}

export function findSession(db: Queryable, sessionId: string) {
  return firstRow(db.select().from(testSessions).where(eq(testSessions.id, sessionId)));
}

/** Opens a sitting; undefined when one of this test is already open (the partial unique index). */
export async function insertSession(db: Queryable, values: typeof testSessions.$inferInsert) {
  const [row] = await db.insert(testSessions).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Saves one answer into an open sitting before its deadline, atomically (`answers || {item: option}`),
 * so two devices answering at once both keep theirs. Undefined when the sitting is closed or late.
 */
export async function saveAnswer(
  db: Queryable,
  input: { sessionId: string; itemId: string; option: number; now: Date },
) {
  const [row] = await db
    .update(testSessions)
    .set({
      answers: sql`${testSessions.answers} || jsonb_build_object(${input.itemId}::text, ${input.option}::int)`,
    })
    .where(
      and(
        eq(testSessions.id, input.sessionId),
        eq(testSessions.status, "IN_PROGRESS"),
        sql`(${testSessions.deadline} is null or ${testSessions.deadline} > ${input.now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

/** Closes an open sitting with its score; undefined when someone closed it first. */
export async function closeSession(
  db: Queryable,
  sessionId: string,
  values: Pick<SessionRow, "status" | "finishedAt" | "score" | "correct" | "traits">,
) {
  const [row] = await db
    .update(testSessions)
    .set(values)
    .where(and(eq(testSessions.id, sessionId), eq(testSessions.status, "IN_PROGRESS")))
    .returning();
  return row;
}

/** The applicant's open sittings whose deadline has passed. */
export function listOverdue(db: Queryable, applicantId: string, now: Date) {
  return db
    .select()
    .from(testSessions)
    .where(
      and(
        eq(testSessions.applicantId, applicantId),
        eq(testSessions.status, "IN_PROGRESS"),
        isNotNull(testSessions.deadline),
        lte(testSessions.deadline, now),
      ),
    );
}

/** Records messages, once per event key. */
export async function insertMessages(db: Queryable, messages: NewMessage[]) {
  if (messages.length === 0) return;
  await db.insert(testMessages).values(messages).onConflictDoNothing();
}

export function listMessages(db: Queryable, applicantId: string) {
  return db
    .select()
    .from(testMessages)
    .where(eq(testMessages.applicantId, applicantId))
    .orderBy(desc(testMessages.createdAt), desc(testMessages.id));
}

/** Marks the characteristics test done on the profile (creating the profile row if there is none yet). */
export async function markTestDone(db: Queryable, applicantId: string, now: Date) {
  await db
    .insert(applicantProfiles)
    .values({ applicantId, testDone: true, updatedAt: now })
    .onConflictDoUpdate({ target: applicantProfiles.applicantId, set: { testDone: true } });
}

/** Whether each applicant shows the characteristics result to employers. */
export async function characteristicsShown(db: Queryable, applicantIds: readonly string[]) {
  if (applicantIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ applicantId: applicantProfiles.applicantId })
    .from(applicantProfiles)
    .where(
      and(
        inArray(applicantProfiles.applicantId, [...applicantIds]),
        eq(applicantProfiles.showCharacteristicsToEmployers, true),
      ),
    );
  return new Set(rows.map((row) => row.applicantId));
}

const vacancyFactColumns = {
  id: vacancies.id,
  title: vacancies.title,
  companyId: vacancies.companyId,
  status: vacancies.status,
  skills: vacancies.skills,
  workingExperience: vacancies.workingExperience,
  testName: vacancies.testName,
};

/** What the formula and the test calls need of some vacancies (primary-key lookups). */
export function findVacancyFacts(db: Queryable, vacancyIds: readonly string[]) {
  if (vacancyIds.length === 0) return Promise.resolve([]);
  return db
    .select(vacancyFactColumns)
    .from(vacancies)
    .where(inArray(vacancies.id, [...vacancyIds]));
}

/**
 * The vacancies an applicant has dealt with — viewed, liked, answered or taken a test for —
 * the latest `limit`. Each part walks the applicant's own index, so the cost follows the
 * applicant's activity, never the number of vacancies.
 */
export async function interactedVacancyIds(db: Queryable, applicantId: string, limit: number) {
  const part = (
    table: typeof vacancyViews | typeof vacancyLikes | typeof vacancyResponses,
    at: ReturnType<typeof sql>,
  ) =>
    db
      .select({ id: table.vacancyId, at: sql<Date>`${at}` })
      .from(table)
      .where(eq(table.applicantId, applicantId))
      .orderBy(desc(at))
      .limit(limit);
  const [viewed, liked, answered, tested] = await Promise.all([
    part(vacancyViews, sql`${vacancyViews.viewedAt}`),
    part(vacancyLikes, sql`${vacancyLikes.createdAt}`),
    part(vacancyResponses, sql`${vacancyResponses.appliedAt}`),
    db
      .select({ id: testSessions.vacancyId, at: testSessions.startedAt })
      .from(testSessions)
      .where(and(eq(testSessions.applicantId, applicantId), isNotNull(testSessions.vacancyId)))
      .orderBy(desc(testSessions.startedAt))
      .limit(limit),
  ]);
  const latest = new Map<string, number>();
  for (const row of [...viewed, ...liked, ...answered, ...tested]) {
    if (!row.id) continue;
    const at = new Date(row.at).getTime();
    latest.set(row.id, Math.max(latest.get(row.id) ?? 0, at));
  }
  return [...latest.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([id]) => id);
}

/** The applicant's responses to vacancies that ask for a test (the «vacancy asked» messages). */
export function listAskingResponses(db: Queryable, applicantId: string) {
  return db
    .select({ ...vacancyFactColumns, appliedAt: vacancyResponses.appliedAt })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .where(and(eq(vacancyResponses.applicantId, applicantId), isNotNull(vacancies.testName)));
}

/** Whether the applicant responded to the vacancy. */
/** Which of `vacancyIds` the applicant responded to. */
export async function respondedVacancyIds(db: Queryable, applicantId: string, vacancyIds: readonly string[]) {
  if (vacancyIds.length === 0) return [];
  const rows = await db
    .select({ vacancyId: vacancyResponses.vacancyId })
    .from(vacancyResponses)
    .where(
      and(
        eq(vacancyResponses.applicantId, applicantId),
        inArray(vacancyResponses.vacancyId, [...vacancyIds]),
      ),
    );
  return rows.map((row) => row.vacancyId);
}

export async function hasResponded(db: Queryable, applicantId: string, vacancyId: string) {
  const row = await firstRow(
    db
      .select({ vacancyId: vacancyResponses.vacancyId })
      .from(vacancyResponses)
      .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancyResponses.vacancyId, vacancyId))),
  );
  return row !== undefined;
}

/**
 * Per vacancy: how many respondents hold a result of its test finished after `validSince`
 * (one grouped query over the page's vacancies and their respondents' sittings).
 */
export async function countCompleted(db: Queryable, vacancyIds: readonly string[], validSince: Date) {
  if (vacancyIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: vacancies.id, count: sql<number>`count(distinct ${testSessions.applicantId})::int` })
    .from(vacancies)
    .innerJoin(vacancyResponses, eq(vacancyResponses.vacancyId, vacancies.id))
    .innerJoin(
      testSessions,
      and(
        eq(testSessions.applicantId, vacancyResponses.applicantId),
        eq(testSessions.testName, vacancies.testName),
        inArray(testSessions.status, ["COMPLETED", "EXPIRED"]),
        sql`${testSessions.finishedAt} > ${validSince.toISOString()}::timestamptz`,
      ),
    )
    .where(inArray(vacancies.id, [...vacancyIds]))
    .groupBy(vacancies.id);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function setVacancyTest(db: Queryable, vacancyId: string, testName: string | null, now: Date) {
  await db.update(vacancies).set({ testName, updatedAt: now }).where(eq(vacancies.id, vacancyId));
}
