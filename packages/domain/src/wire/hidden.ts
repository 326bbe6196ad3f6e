/**
 * What an applicant hides from the vacancy list (issue 26): vacancies, whole companies and
 * words a vacancy's title must not contain. Hidden items leave the list, its total, search
 * results and the saved searches' alerts alike.
 *
 * `PUT` / `DELETE /v1/hidden/vacancies/{id}` and `/v1/hidden/companies/{id}`, `GET /v1/hidden`,
 * `PUT /v1/hidden/words`.
 */
import { z } from "zod";
import { HIDDEN_LIMITS } from "../constants";
import { pluralRu } from "../format";
import { dateTimeSchema, idSchema } from "./primitives";

/** Why a hide or a word list is refused. */
export const HIDDEN_MESSAGES = {
  tooManyVacancies: `Можно скрыть не больше ${HIDDEN_LIMITS.vacancies.toLocaleString("ru-RU")} вакансий`,
  tooManyCompanies: `Можно скрыть не больше ${HIDDEN_LIMITS.companies} компаний`,
  tooManyWords: `Можно исключить не больше ${HIDDEN_LIMITS.words} слов`,
  wordTooLong: `Слово не длиннее ${HIDDEN_LIMITS.wordLength} ${pluralRu(HIDDEN_LIMITS.wordLength, { one: "символа", few: "символов", many: "символов" })}`,
} as const;

/** A hidden vacancy as the «Скрытые» section lists it. */
export const hiddenVacancyDtoSchema = z.object({
  id: idSchema,
  title: z.string(),
  companyName: z.string(),
  hiddenAt: dateTimeSchema,
});
export type HiddenVacancyDto = z.infer<typeof hiddenVacancyDtoSchema>;

/** A hidden company as the «Скрытые» section lists it. */
export const hiddenCompanyDtoSchema = z.object({
  id: idSchema,
  name: z.string(),
  hiddenAt: dateTimeSchema,
});
export type HiddenCompanyDto = z.infer<typeof hiddenCompanyDtoSchema>;

/** `GET /v1/hidden`: everything the applicant hid, latest first, and the excluded words. */
export const hiddenResponseSchema = z.object({
  vacancies: z.array(hiddenVacancyDtoSchema),
  companies: z.array(hiddenCompanyDtoSchema),
  words: z.array(z.string()),
});
export type HiddenResponse = z.infer<typeof hiddenResponseSchema>;

/**
 * One excluded word: trimmed, spaces collapsed, lower-cased (titles are matched without case),
 * 1–50 characters.
 */
const hiddenWordSchema = z
  .string()
  .transform((word) => word.replace(/\s+/g, " ").trim().toLowerCase())
  .pipe(z.string().min(1).max(HIDDEN_LIMITS.wordLength, HIDDEN_MESSAGES.wordTooLong));

/**
 * `PUT /v1/hidden/words` body: the whole list of excluded words (blank ones dropped, repeats
 * once), at most 20.
 */
export const hiddenWordsRequestSchema = z.object({
  words: z
    .array(z.string().max(200))
    .max(100)
    .transform((words) => words.filter((word) => word.trim() !== ""))
    .pipe(z.array(hiddenWordSchema))
    .transform((words) => [...new Set(words)])
    .pipe(z.array(z.string()).max(HIDDEN_LIMITS.words, HIDDEN_MESSAGES.tooManyWords)),
});
export type HiddenWordsRequest = z.input<typeof hiddenWordsRequestSchema>;

/** `PUT /v1/hidden/words` answer: the words as stored. */
export const hiddenWordsResponseSchema = z.object({ words: z.array(z.string()) });

/** `PUT` / `DELETE /v1/hidden/…/{id}` answer. */
export const hideResponseSchema = z.object({ message: z.enum(["hidden", "shown"]) });

/** `/v1/hidden/vacancies/{id}`, `/v1/hidden/companies/{id}` path. */
export const hiddenIdParamsSchema = z.strictObject({ id: idSchema });
