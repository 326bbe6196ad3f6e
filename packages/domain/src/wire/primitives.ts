/**
 * Building blocks of the wire schemas (internal: the public entries re-export what others
 * need). Every string is length-capped so an oversized value is a 400, never a row.
 */
import { z } from "zod";
import { MAX_LENGTH, PASSWORD_MAX_LENGTH } from "../constants";
import { isYearInRange, parseIsoDate } from "../validation/date";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { normalizeValue } from "../validation/normalize";
import { fieldSchema, singleLineString } from "../validation/zod";

/** Opaque identifier (the gateway issues UUIDs; clients never parse ids). */
export const idSchema = z.string().min(1).max(MAX_LENGTH.id);

/** A short single-line text (names, cities, titles), normalised, at most 200 characters. */
export const shortTextSchema = singleLineString().overwrite(normalizeValue).max(MAX_LENGTH.short);

/** Free text (descriptions), trimmed (line breaks kept), at most 5000 characters. */
export const longTextSchema = z.string().trim().max(MAX_LENGTH.text);

/** A required short text: non-empty after normalisation, with the §5 message. */
export const requiredShortTextSchema = fieldSchema(["required"]);

/** A person's name or a city: required and name-valid (§5). */
export const personNameSchema = fieldSchema(["required", "name"]);

/**
 * An email on the wire: required, `x@y.z`, at most 254 characters, normalised and
 * lower-cased so one mailbox is one account whatever the capitalisation.
 */
export const emailSchema = fieldSchema(["required", "email"], { maxLength: MAX_LENGTH.email }).overwrite(
  (value) => value.toLowerCase(),
);

/** A new password: the §5 rule, at most 128 characters, never normalised. */
export const newPasswordSchema = fieldSchema(["required", "password"], { maxLength: PASSWORD_MAX_LENGTH });

/** A password typed at login: non-empty, capped; its rule was checked when it was set. */
export const loginPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** A calendar date `YYYY-MM-DD` that exists. */
export const isoDateSchema = z
  .string()
  .max(10)
  .refine((value) => parseIsoDate(value) !== null, { message: "Expected a date YYYY-MM-DD" });

/**
 * A birth date on the wire: a real `YYYY-MM-DD` day whose year lies between 1900 and the
 * current year (the §5 date rule, in ISO form), with the rule's Russian message.
 */
export const birthDateSchema = z
  .string()
  .max(10)
  .refine(
    (value) => {
      const parts = parseIsoDate(value);
      return parts !== null && isYearInRange(parts.year);
    },
    { message: VALIDATION_MESSAGES.date },
  );

/** A month `YYYY-MM` (experience periods). */
export const yearMonthSchema = z
  .string()
  .max(7)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: "Expected a month YYYY-MM" });

/** An instant, ISO 8601 with an offset (`2025-10-28T12:00:00.000Z`). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A stored file's address as a profile carries it (avatar, logo): a same-origin path
 * (`/files/…`) or an http(s) URL — never `javascript:`, `data:` or another scheme.
 */
export const fileUrlSchema = z
  .string()
  .max(MAX_LENGTH.url)
  .refine((value) => /^(?:\/(?!\/)|https?:\/\/)\S*$/i.test(value), {
    message: "Expected a path or an http(s) URL",
  });

/** A list of short strings (skills, qualities), at most 100 entries. */
export const stringListSchema = z.array(shortTextSchema.min(1)).max(MAX_LENGTH.listItems);

/** A search query parameter, normalised, at most 200 characters. */
export const searchSchema = z.string().overwrite(normalizeValue).max(MAX_LENGTH.search);

/** `{ message }`: the body of calls whose answer is only a status line. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
