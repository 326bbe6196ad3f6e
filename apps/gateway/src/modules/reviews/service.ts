import {
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  type ReviewDto,
  type ReviewListResponse,
  type ReviewStatus,
} from "@rabota/domain/wire/reviews";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { decodeKeysetToken, encodeKeysetToken } from "../../platform/db/keyset-token";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import type { CompanyService } from "../company";
import * as q from "./queries";

export interface ReviewServiceDeps {
  db: Db;
  now: () => Date;
  companies: Pick<CompanyService, "exists" | "saveRating">;
  /** A company's rating changed: vacancy cards kept in memory must be read again. */
  onRatingChanged: () => void;
}

/** What a review says, as written (the wire body after validation). */
export interface ReviewInput {
  rating: number;
  text: string;
  pros?: string;
  cons?: string;
  signed: boolean;
}

/**
 * Company reviews (issue 42): written by applicants who responded to one of the company's
 * vacancies or were invited by it, one each; read by anyone; answered once by the company. Every
 * change rewrites the company's rating (mean of its published reviews, one decimal) and count
 * on `companies` in the same transaction, so a card never disagrees with the reviews.
 */
export class ReviewService {
  constructor(private readonly deps: ReviewServiceDeps) {}

  /** `GET /v1/company/{companyId}/reviews`: a page of published reviews, the figures, and the caller's own. */
  async list(
    companyId: string,
    viewerApplicantId: string | null,
    page: { pageSize?: number; pageToken?: string },
  ): Promise<ReviewListResponse> {
    await this.#assertCompany(companyId);
    const cursor = page.pageToken ? decodeKeysetToken(page.pageToken) : null;
    if (page.pageToken && !cursor)
      throw badRequest("invalid pageToken", [{ path: ["pageToken"], message: "invalid pageToken" }]);
    const limit = page.pageSize ?? REVIEW_PAGE_SIZE;
    const { db } = this.deps;
    const [rows, figures, own, relation] = await Promise.all([
      q.listPublishedReviews(db, companyId, cursor, limit + 1),
      q.publishedFigures(db, companyId),
      viewerApplicantId ? q.findOwnReview(db, companyId, viewerApplicantId) : undefined,
      viewerApplicantId ? q.relationToCompany(db, viewerApplicantId, companyId) : undefined,
    ]);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      reviews: shown.map((row) => toReviewDto(row, viewerApplicantId)),
      nextPageToken:
        rows.length > limit && last ? encodeKeysetToken({ at: last.createdAt, id: last.id }) : null,
      rating: roundRating(figures.mean),
      count: figures.count,
      mine: own ? toReviewDto(own, viewerApplicantId) : null,
      canReview: !own && relation !== undefined,
    };
  }

  /**
   * `POST /v1/company/{companyId}/reviews`: the applicant's review. 403 unless they responded
   * to one of the company's vacancies or were invited by it; 409 for a second one.
   */
  async create(companyId: string, applicantId: string, input: ReviewInput): Promise<ReviewDto> {
    await this.#assertCompany(companyId);
    const { db, now } = this.deps;
    const relation = await q.relationToCompany(db, applicantId, companyId);
    if (!relation) throw forbidden(REVIEW_MESSAGES.notAllowed);
    const id = await db.transaction(async (tx) => {
      const inserted = await q.insertReview(tx, {
        ...fieldsOf(input),
        companyId,
        applicantId,
        relation: relation.invited ? "invited" : "responded",
        relationYear: relation.year,
        now: now(),
      });
      if (!inserted) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      await this.#recount(tx, companyId);
      return inserted;
    });
    this.deps.onRatingChanged();
    return this.#read(id, applicantId);
  }

  /** `PUT /v1/company/{companyId}/reviews/{reviewId}`: the author rewrites their own (404 for anyone else's). */
  async update(
    companyId: string,
    reviewId: string,
    applicantId: string,
    input: ReviewInput,
  ): Promise<ReviewDto> {
    const review = await this.#reviewOf(companyId, reviewId);
    if (review.applicantId !== applicantId || review.status === "removed")
      throw notFound(REVIEW_MESSAGES.notFound);
    await this.deps.db.transaction(async (tx) => {
      await q.updateReview(tx, reviewId, fieldsOf(input), this.deps.now());
      await this.#recount(tx, companyId);
    });
    this.deps.onRatingChanged();
    return this.#read(reviewId, applicantId);
  }

  /** `POST …/reviews/{reviewId}/reply`: the company's one public answer (409 for a second). */
  async reply(companyId: string, reviewId: string, employerId: string, text: string): Promise<ReviewDto> {
    const review = await this.#reviewOf(companyId, reviewId);
    if (review.status !== "published") throw notFound(REVIEW_MESSAGES.notFound);
    const saved = await q.saveReply(this.deps.db, { reviewId, text, employerId, now: this.deps.now() });
    if (!saved) throw conflict(REVIEW_MESSAGES.alreadyReplied);
    return this.#read(reviewId, null);
  }

  /** A review as moderators read it; undefined for an unknown id. */
  async forModeration(reviewId: string) {
    return isUuid(reviewId) ? q.findReview(this.deps.db, reviewId) : undefined;
  }

  /**
   * Moves a review to a moderation state inside the caller's transaction (held by complaints,
   * removed, or published again), with why, and recounts its company's rating.
   */
  async setStatus(tx: Queryable, reviewId: string, status: ReviewStatus, note: string | null) {
    const review = await q.findReview(tx, reviewId);
    if (!review) return;
    await q.setReviewStatus(tx, reviewId, status, note);
    await this.#recount(tx, review.companyId);
  }

  /**
   * Hides a published review while moderators look (three people's complaints), inside the
   * caller's transaction; false when it was not published.
   */
  async hold(tx: Queryable, reviewId: string, note: string): Promise<boolean> {
    const companyId = await q.holdReview(tx, reviewId, note);
    if (companyId) await this.#recount(tx, companyId);
    return companyId !== undefined;
  }

  /**
   * The applicant's account is erased (decision 018): their reviews go, inside the erasure's
   * transaction, and each company's rating is counted again without them.
   */
  async eraseAuthor(tx: Queryable, applicantId: string): Promise<void> {
    for (const companyId of new Set(await q.deleteReviewsOf(tx, applicantId)))
      await this.#recount(tx, companyId);
  }

  /** Vacancy cards read the rating from memory: call after {@link setStatus}'s transaction. */
  ratingsChanged() {
    this.deps.onRatingChanged();
  }

  async #assertCompany(companyId: string) {
    if (!(await this.deps.companies.exists(companyId))) throw notFound(NOT_FOUND_REPLIES.company);
  }

  async #reviewOf(companyId: string, reviewId: string) {
    const review = isUuid(reviewId) ? await q.findReview(this.deps.db, reviewId) : undefined;
    if (!review || review.companyId !== companyId) throw notFound(REVIEW_MESSAGES.notFound);
    return review;
  }

  async #read(reviewId: string, viewerApplicantId: string | null): Promise<ReviewDto> {
    const row = await q.findReview(this.deps.db, reviewId);
    if (!row) throw notFound(REVIEW_MESSAGES.notFound);
    return toReviewDto(row, viewerApplicantId);
  }

  async #recount(tx: Queryable, companyId: string) {
    const { mean, count } = await q.publishedFigures(tx, companyId);
    await this.deps.companies.saveRating(tx, companyId, roundRating(mean), count);
  }
}

/** A mean to one decimal, as cards show it; null without reviews. */
export function roundRating(mean: number | null): number | null {
  return mean === null ? null : Math.round(mean * 10) / 10;
}

function fieldsOf(input: ReviewInput): q.ReviewFields {
  return {
    rating: input.rating,
    text: input.text,
    pros: input.pros ?? null,
    cons: input.cons ?? null,
    signed: input.signed,
  };
}

/** The wire form: the author's name only when they signed it. */
function toReviewDto(row: q.ReviewRow, viewerApplicantId: string | null): ReviewDto {
  return {
    id: row.id,
    companyId: row.companyId,
    rating: row.rating,
    text: row.text,
    pros: row.pros,
    cons: row.cons,
    author: row.signed ? row.authorName : null,
    relation: row.relation,
    relationYear: row.relationYear,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply:
      row.replyText && row.repliedAt ? { text: row.replyText, createdAt: row.repliedAt.toISOString() } : null,
    mine: viewerApplicantId !== null && row.applicantId === viewerApplicantId,
  };
}
