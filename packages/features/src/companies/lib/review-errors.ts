import { isApiError } from "@rabota/api-client";
import { REVIEW_MESSAGES } from "@rabota/domain/wire/reviews";

/** The fields of the review and reply forms a server's message may name. */
export const REVIEW_FIELDS = ["rating", "text", "pros", "cons", "signed"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** What failed when a review or a reply was sent: messages under fields, and/or one for the form. */
export interface ReviewFailure {
  fields?: Partial<Record<ReviewField, string>>;
  form?: string;
}

const RUSSIAN = /[А-Яа-яЁё]/;

/** When nothing better can be said (a server that answered in another language, a lost connection). */
export const REVIEW_SEND_FAILED = "Не удалось отправить. Попробуйте ещё раз";

/** The server's message when it is one a person can read, else `fallback`. */
const readable = (message: string, fallback: string) => (RUSSIAN.test(message) ? message : fallback);

/**
 * A refused review or reply in the form's terms: a 400's issues go under their fields (the
 * domain's Russian messages, as the gateway validates with the same schema), a 403 says who may
 * write one, a 409 that the review exists (or has its reply), a 429 the day's limit; anything
 * else is the form's message.
 */
export function reviewFailureOf(error: unknown): ReviewFailure {
  if (!isApiError(error)) return { form: REVIEW_SEND_FAILED };
  if (error.status === 0) return { form: error.message };
  switch (error.status) {
    case 400: {
      const fields: Partial<Record<ReviewField, string>> = {};
      for (const issue of error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && (REVIEW_FIELDS as readonly string[]).includes(field))
          fields[field as ReviewField] ??= issue.message;
      }
      if (Object.keys(fields).length > 0) return { fields };
      return { form: readable(error.message, REVIEW_SEND_FAILED) };
    }
    case 403:
      return { form: readable(error.message, REVIEW_MESSAGES.notAllowed) };
    case 404:
      return { form: readable(error.message, REVIEW_MESSAGES.notFound) };
    case 409:
      return { form: readable(error.message, REVIEW_MESSAGES.alreadyReviewed) };
    default:
      return { form: readable(error.message, REVIEW_SEND_FAILED) };
  }
}
