import {
  type ReviewListQuery,
  type ReviewReplyRequest,
  type ReviewRequest,
  reviewListResponseSchema,
  reviewResponseSchema,
} from "@rabota/domain/wire/reviews";
import type { Http } from "../http";

const reviewsPath = (companyId: string) => `/v1/company/${encodeURIComponent(companyId)}/reviews`;
const reviewPath = (companyId: string, reviewId: string) =>
  `${reviewsPath(companyId)}/${encodeURIComponent(reviewId)}`;

/**
 * Company reviews (issue 42): anyone reads them; an applicant who responded to one of the
 * company's vacancies or was invited by it writes one (403 for anyone else, 409 for a second),
 * edits their own, and an active member of the company answers each once.
 */
export function createReviewCalls({ request }: Http) {
  return {
    /**
     * `GET /v1/company/{companyId}/reviews?pageSize&pageToken` -> `{ reviews, nextPageToken,
     * rating, count, mine, canReview }`, newest first.
     */
    list: (companyId: string, query: ReviewListQuery = {}) =>
      request("get", reviewsPath(companyId), {
        call: "reviews.list",
        query: { pageSize: query.pageSize, pageToken: query.pageToken },
        schema: reviewListResponseSchema,
      }),
    /** `POST /v1/company/{companyId}/reviews` `{ rating, text, pros?, cons?, signed? }` -> the review (201). */
    create: async (companyId: string, body: ReviewRequest) =>
      (
        await request("post", reviewsPath(companyId), {
          call: "reviews.create",
          json: body,
          schema: reviewResponseSchema,
        })
      ).review,
    /** `PUT /v1/company/{companyId}/reviews/{reviewId}`: the author's own review, rewritten. */
    update: async (companyId: string, reviewId: string, body: ReviewRequest) =>
      (
        await request("put", reviewPath(companyId, reviewId), {
          call: "reviews.update",
          json: body,
          schema: reviewResponseSchema,
        })
      ).review,
    /** `POST /v1/company/{companyId}/reviews/{reviewId}/reply` `{ text }`: the company's one answer. */
    reply: async (companyId: string, reviewId: string, body: ReviewReplyRequest) =>
      (
        await request("post", `${reviewPath(companyId, reviewId)}/reply`, {
          call: "reviews.reply",
          json: body,
          schema: reviewResponseSchema,
        })
      ).review,
  };
}
