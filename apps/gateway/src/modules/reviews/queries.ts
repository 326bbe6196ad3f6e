import type { ReviewStatus } from "@rabota/domain/wire/reviews";
import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import { applicants } from "../../db/tables/profile";
import { vacancyResponses } from "../../db/tables/responses";
import { companyReviews } from "../../db/tables/reviews";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import type { KeysetCursor } from "../../platform/db/keyset-token";

const reviewColumns = {
  id: companyReviews.id,
  companyId: companyReviews.companyId,
  applicantId: companyReviews.applicantId,
  rating: companyReviews.rating,
  text: companyReviews.text,
  pros: companyReviews.pros,
  cons: companyReviews.cons,
  signed: companyReviews.signed,
  relation: companyReviews.relation,
  relationYear: companyReviews.relationYear,
  status: companyReviews.status,
  moderationNote: companyReviews.moderationNote,
  replyText: companyReviews.replyText,
  repliedAt: companyReviews.repliedAt,
  createdAt: companyReviews.createdAt,
  updatedAt: companyReviews.updatedAt,
  authorName: sql<string>`${users.name} || ' ' || ${users.surname}`,
  authorUserId: users.id,
};

/** A stored review with its author's name (shown only when signed). */
export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export async function findReview(db: Queryable, reviewId: string) {
  return firstRow(
    db
      .select(reviewColumns)
      .from(companyReviews)
      .innerJoin(applicants, eq(applicants.id, companyReviews.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(eq(companyReviews.id, reviewId)),
  );
}

/** The applicant's review of the company, in any state; undefined when none. */
export async function findOwnReview(db: Queryable, companyId: string, applicantId: string) {
  return firstRow(
    db
      .select(reviewColumns)
      .from(companyReviews)
      .innerJoin(applicants, eq(applicants.id, companyReviews.applicantId))
      .innerJoin(users, eq(users.id, applicants.userId))
      .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.applicantId, applicantId))),
  );
}

/** A page of the company's published reviews, newest first, after `cursor`. */
export async function listPublishedReviews(
  db: Queryable,
  companyId: string,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`(${companyReviews.createdAt}, ${companyReviews.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select(reviewColumns)
    .from(companyReviews)
    .innerJoin(applicants, eq(applicants.id, companyReviews.applicantId))
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, "published"), after))
    .orderBy(desc(companyReviews.createdAt), desc(companyReviews.id))
    .limit(limit);
}

/**
 * How the applicant knows the company: invited (an invitation, or an employer who started the
 * response) or responded, and the year of the latest such response; undefined for neither.
 */
export async function relationToCompany(db: Queryable, applicantId: string, companyId: string) {
  return firstRow(
    db
      .select({
        invited: sql<boolean>`bool_or(${vacancyResponses.status} = 'RESPONSE_STATUS_INVITED' or ${vacancyResponses.startedBy} = 'employer')`,
        year: sql<number>`extract(year from max(${vacancyResponses.appliedAt}) at time zone 'Europe/Moscow')::int`,
      })
      .from(vacancyResponses)
      .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
      .where(and(eq(vacancyResponses.applicantId, applicantId), eq(vacancies.companyId, companyId)))
      .having(sql`count(*) > 0`),
  );
}

export interface ReviewFields {
  rating: number;
  text: string;
  pros: string | null;
  cons: string | null;
  signed: boolean;
}

/** A new review; undefined when the applicant already has one for the company (the unique index). */
export async function insertReview(
  tx: Queryable,
  input: ReviewFields & {
    companyId: string;
    applicantId: string;
    relation: "responded" | "invited";
    relationYear: number;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(companyReviews)
    .values({ ...input, createdAt: input.now, updatedAt: input.now })
    .onConflictDoNothing()
    .returning({ id: companyReviews.id });
  return row?.id;
}

/** Rewrites the author's review (its moderation state stays as it is). */
export async function updateReview(tx: Queryable, reviewId: string, fields: ReviewFields, now: Date) {
  await tx
    .update(companyReviews)
    .set({ ...fields, updatedAt: now })
    .where(eq(companyReviews.id, reviewId));
}

/** The company's one reply; false when it had replied already. */
export async function saveReply(
  tx: Queryable,
  input: { reviewId: string; text: string; employerId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(companyReviews)
    .set({ replyText: input.text, replyBy: input.employerId, repliedAt: input.now })
    .where(and(eq(companyReviews.id, input.reviewId), sql`${companyReviews.replyText} is null`))
    .returning({ id: companyReviews.id });
  return rows.length > 0;
}

/** Moves a review to a moderation state, with why. */
export async function setReviewStatus(
  tx: Queryable,
  reviewId: string,
  status: ReviewStatus,
  note: string | null,
) {
  await tx
    .update(companyReviews)
    .set({ status, moderationNote: note })
    .where(eq(companyReviews.id, reviewId));
}

/** The mean and count of the company's published reviews. */
export async function publishedFigures(tx: Queryable, companyId: string) {
  const [row] = await tx
    .select({ mean: avg(companyReviews.rating), count: count() })
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.status, "published")));
  return {
    mean: row?.mean === null || row?.mean === undefined ? null : Number(row.mean),
    count: row?.count ?? 0,
  };
}

/** A published review goes under review, with why; its company's id, or undefined when it was not published. */
export async function holdReview(tx: Queryable, reviewId: string, note: string) {
  const [row] = await tx
    .update(companyReviews)
    .set({ status: "under_review", moderationNote: note })
    .where(and(eq(companyReviews.id, reviewId), eq(companyReviews.status, "published")))
    .returning({ companyId: companyReviews.companyId });
  return row?.companyId;
}

/** Deletes every review of the applicant (their account's erasure); the companies they were about. */
export async function deleteReviewsOf(tx: Queryable, applicantId: string): Promise<string[]> {
  const rows = await tx
    .delete(companyReviews)
    .where(eq(companyReviews.applicantId, applicantId))
    .returning({ companyId: companyReviews.companyId });
  return rows.map((row) => row.companyId);
}
