import type { ResponseStatus } from "@rabota/domain/enums";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { joinVacancyAndCompany } from "../../../db/joins";
import { vacancyResponses } from "../../../db/tables/responses";
import { vacancies, vacancyLikes, vacancyViewDays, vacancyViews } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { applicantStatus, vacancyColumns } from "../rows";
import { moscowDayOf } from "../time";

/**
 * Records that the applicant opened the vacancy now: the viewed history keeps the latest
 * time; the first view of a (Moscow) day counts towards `views`, so views are distinct
 * applicants a day.
 */
export async function recordView(
  db: Queryable,
  applicantId: string,
  vacancyId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(vacancyViews)
    .values({ applicantId, vacancyId, viewedAt: now })
    .onConflictDoUpdate({
      target: [vacancyViews.applicantId, vacancyViews.vacancyId],
      set: { viewedAt: now },
    });
  const day = moscowDayOf(now);
  const counted = await db
    .insert(vacancyViewDays)
    .values({ applicantId, vacancyId, day })
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyViewDays.vacancyId });
  if (counted.length > 0) {
    await db
      .update(vacancies)
      .set({ views: sql`${vacancies.views} + 1` })
      .where(eq(vacancies.id, vacancyId));
  }
}

export async function insertLike(db: Queryable, applicantId: string, vacancyId: string, now: Date) {
  await db.insert(vacancyLikes).values({ applicantId, vacancyId, createdAt: now }).onConflictDoNothing();
}

/** Takes the applicant's like of the vacancy back; whether there was one. */
export async function deleteLike(db: Queryable, applicantId: string, vacancyId: string): Promise<boolean> {
  const removed = await db
    .delete(vacancyLikes)
    .where(and(eq(vacancyLikes.applicantId, applicantId), eq(vacancyLikes.vacancyId, vacancyId)))
    .returning({ vacancyId: vacancyLikes.vacancyId });
  return removed.length > 0;
}

/** The applicant's favourites, most recently liked first. */
export async function listFavourites(db: Queryable, applicantId: string, now: Date) {
  const query = db.select(vacancyColumns(applicantId, now)).from(vacancyLikes).$dynamic();
  return joinVacancyAndCompany(query, vacancyLikes.vacancyId)
    .where(eq(vacancyLikes.applicantId, applicantId))
    .orderBy(desc(vacancyLikes.createdAt), desc(vacancies.id));
}

/** The vacancies the applicant opened since `since` (all time when null), latest first. */
export async function listViewed(db: Queryable, applicantId: string, since: Date | null, now: Date) {
  const conditions = [eq(vacancyViews.applicantId, applicantId)];
  if (since) conditions.push(gte(vacancyViews.viewedAt, since));
  const query = db.select(vacancyColumns(applicantId, now)).from(vacancyViews).$dynamic();
  return joinVacancyAndCompany(query, vacancyViews.vacancyId)
    .where(and(...conditions))
    .orderBy(desc(vacancyViews.viewedAt), desc(vacancies.id));
}

/**
 * The applicant's responses (optionally of one status, as the applicant sees it at `now`)
 * with their vacancies, newest first.
 */
export async function listApplicantResponses(
  db: Queryable,
  applicantId: string,
  status: ResponseStatus | null,
  now: Date,
) {
  const conditions = [eq(vacancyResponses.applicantId, applicantId)];
  if (status) conditions.push(sql`${applicantStatus(now)} = ${status}`);
  const query = db
    .select({
      ...vacancyColumns(applicantId, now),
      appliedAt: vacancyResponses.appliedAt,
      startedBy: vacancyResponses.startedBy,
    })
    .from(vacancyResponses)
    .$dynamic();
  return joinVacancyAndCompany(query, vacancyResponses.vacancyId)
    .where(and(...conditions))
    .orderBy(desc(vacancyResponses.appliedAt), desc(vacancies.id));
}
