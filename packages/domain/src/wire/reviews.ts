/**
 * Company reviews that are real (issue 42): written by applicants who responded to one of the
 * company's vacancies or were invited by it, one per applicant and company.
 *
 * `POST /v1/company/{companyId}/reviews` (201), `PUT /v1/company/{companyId}/reviews/{reviewId}`
 * (the author's own), `GET /v1/company/{companyId}/reviews?pageSize&pageToken` (public, newest
 * first) and `POST /v1/company/{companyId}/reviews/{reviewId}/reply` (one public answer by an
 * active member of the company). A company's `rating` and `feedbackCount` on every vacancy are
 * the mean (one decimal) and count of its published reviews.
 */
import { z } from "zod";
import { pluralRu } from "../format";
import { dateTimeSchema, idSchema } from "./primitives";
import { optionalParam } from "./vacancy-filters";

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN_LENGTH = 30;
export const REVIEW_TEXT_MAX_LENGTH = 3000;
/** The pros, the cons and a company's reply: at most this many characters each. */
export const REVIEW_PART_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 2000;
/** Reviews one person writes or edits a day (across every replica); the next is a 429. */
export const REVIEWS_PER_DAY = 10;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

const characters = (count: number) =>
  `${count.toLocaleString("ru-RU")} ${pluralRu(count, { one: "символ", few: "символа", many: "символов" })}`;

/** Russian messages of the reviews' refusals. */
export const REVIEW_MESSAGES = {
  ratingRequired: "Поставьте оценку от 1 до 5",
  textTooShort: `Напишите хотя бы ${characters(REVIEW_TEXT_MIN_LENGTH)}`,
  textTooLong: `Отзыв длиннее ${characters(REVIEW_TEXT_MAX_LENGTH)}`,
  partTooLong: `Не длиннее ${characters(REVIEW_PART_MAX_LENGTH)}`,
  replyRequired: "Напишите ответ",
  replyTooLong: `Ответ длиннее ${characters(REVIEW_REPLY_MAX_LENGTH)}`,
  noHtml: "Без HTML-разметки: пишите обычным текстом",
  notAllowed: "Отзыв могут оставить те, кто откликался на вакансии компании или был ею приглашён",
  ownCompany: "Нельзя оставить отзыв о своей компании",
  alreadyReviewed: "Вы уже оставили отзыв об этой компании — его можно изменить",
  alreadyReplied: "Компания уже ответила на этот отзыв",
  notFound: "Отзыв не найден",
} as const;

/** A tag is HTML markup in a plain text (`<b>`, `</p>`, `<!--`): a review is text, never markup. */
const HTML_TAG = /<\s*[/!a-zA-Z]/;

/** A plain text of `min`–`max` characters after trimming, with no HTML markup. */
export function plainTextSchema(min: number, max: number, messages: { short: string; long: string }) {
  return z
    .string()
    .trim()
    .min(min, messages.short)
    .max(max, messages.long)
    .refine((text) => !HTML_TAG.test(text), REVIEW_MESSAGES.noHtml);
}

const reviewPartSchema = plainTextSchema(0, REVIEW_PART_MAX_LENGTH, {
  short: REVIEW_MESSAGES.partTooLong,
  long: REVIEW_MESSAGES.partTooLong,
})
  .optional()
  .transform((text) => (text ? text : undefined));

/** `POST /v1/company/{companyId}/reviews` and `PUT …/{reviewId}` body. `signed`: show the author's name. */
export const reviewRequestSchema = z.strictObject({
  rating: z
    .number(REVIEW_MESSAGES.ratingRequired)
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.ratingRequired)
    .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.ratingRequired),
  text: plainTextSchema(REVIEW_TEXT_MIN_LENGTH, REVIEW_TEXT_MAX_LENGTH, {
    short: REVIEW_MESSAGES.textTooShort,
    long: REVIEW_MESSAGES.textTooLong,
  }),
  pros: reviewPartSchema,
  cons: reviewPartSchema,
  signed: z.boolean().default(false),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/** `POST /v1/company/{companyId}/reviews/{reviewId}/reply` body. */
export const reviewReplyRequestSchema = z.strictObject({
  text: plainTextSchema(1, REVIEW_REPLY_MAX_LENGTH, {
    short: REVIEW_MESSAGES.replyRequired,
    long: REVIEW_MESSAGES.replyTooLong,
  }),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

/** How the author knows the company: responded to one of its vacancies, or was invited by it. */
export const REVIEW_RELATIONS = ["responded", "invited"] as const;
export const reviewRelationSchema = z.enum(REVIEW_RELATIONS);
export type ReviewRelation = z.infer<typeof reviewRelationSchema>;

/** «Откликался в 2026», «Был приглашён в 2026». */
export function reviewRelationLabel(relation: ReviewRelation, year: number): string {
  return relation === "invited" ? `Был приглашён в ${year}` : `Откликался в ${year}`;
}

/** A review's state: published, or hidden while moderators look (three complaints) or removed by them. */
export const REVIEW_STATUSES = ["published", "under_review", "removed"] as const;
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The company's public answer. */
export const reviewReplySchema = z.object({ text: z.string(), createdAt: dateTimeSchema });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/**
 * A review as anyone reads it: `author` is the writer's first name and surname only when they
 * signed it (null otherwise, never an id); `relation` and `relationYear` say how they know the
 * company; `mine` is true for the signed-in author (who may edit it).
 */
export const reviewDtoSchema = z.object({
  id: idSchema,
  companyId: idSchema,
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
  text: z.string(),
  pros: z.string().nullable(),
  cons: z.string().nullable(),
  author: z.string().nullable(),
  relation: reviewRelationSchema,
  relationYear: z.number().int(),
  status: reviewStatusSchema,
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  reply: reviewReplySchema.nullable(),
  mine: z.boolean(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

/** `POST` / `PUT` answer and the reply's answer: `{ review }`. */
export const reviewResponseSchema = z.object({ review: reviewDtoSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** `GET /v1/company/{companyId}/reviews` query. */
export const reviewListQuerySchema = z.object({
  pageSize: optionalParam(z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX)),
  pageToken: optionalParam(z.string().max(200)),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/**
 * `GET /v1/company/{companyId}/reviews` answer: a page of published reviews, newest first; the
 * company's `rating` (mean, one decimal; null without reviews) and `count`; `mine`: the
 * signed-in applicant's own review in any state (null when none, or for anyone else), and
 * `canReview`: whether the caller may write one now.
 */
export const reviewListResponseSchema = z.object({
  reviews: z.array(reviewDtoSchema),
  nextPageToken: z.string().nullable(),
  rating: z.number().nullable(),
  count: z.number().int().nonnegative(),
  mine: reviewDtoSchema.nullable(),
  canReview: z.boolean(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** A rating as Russians write it: one decimal with a comma («4,6»). */
export function formatRating(rating: number): string {
  return rating.toFixed(1).replace(".", ",");
}

/** `/v1/company/{companyId}/reviews/{reviewId}` path parameters. */
export const reviewParamsSchema = z.strictObject({ companyId: idSchema, reviewId: idSchema });
