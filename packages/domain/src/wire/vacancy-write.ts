/**
 * Wire schemas of the calls that write vacancies (issue 24): create, replace, change status.
 * Re-exported by `./vacancy`, the package entry.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { experienceSchema, officeTypeSchema, salaryCurrencySchema, workingScheduleSchema } from "../enums";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { salaryIssues } from "../validation/salary";
import { shortTextSchema, stringListSchema } from "./primitives";
import { testNameSchema } from "./tests";

/**
 * A formatted text of a vacancy (description, requirements, objectives, offerings): HTML of
 * paragraphs, bold, italic and lists. The gateway keeps only that markup whatever comes in;
 * the cap counts the markup too. Blank is no text.
 */
const richTextSchema = z
  .string()
  .max(MAX_LENGTH.richText)
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

/** A salary amount: a whole number within the wire's sanity range (the pay rules check the rest). */
const amountSchema = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .nullish()
  .transform((value) => value ?? null);

/** Statuses a vacancy may be saved with: a draft (the default) or published at once. */
export const VACANCY_WRITE_STATUSES = ["VACANCY_STATUS_DRAFT", "VACANCY_STATUS_ACTIVE"] as const;

/**
 * The body of `POST /v1/vacancy` and `PUT /v1/vacancy/{id}`: every field of a vacancy an
 * employer writes. The company is the caller's (never the body's); the title is required and
 * the pay follows the honest-pay rules (`salaryIssues`), drafts included, each refusal a 400
 * carrying the field's Russian message. `status` absent means a draft on create and the
 * vacancy's own status on replace.
 */
export const vacancyWriteRequestSchema = z
  .strictObject({
    title: shortTextSchema.min(1, VALIDATION_MESSAGES.required),
    description: richTextSchema,
    requirements: richTextSchema,
    objectives: richTextSchema,
    offerings: richTextSchema,
    workingExperience: experienceSchema.default("EXPERIENCE_UNSPECIFIED"),
    workingSchedule: workingScheduleSchema.default("WORKING_SCHEDULE_UNSPECIFIED"),
    officeType: officeTypeSchema.default("OFFICE_TYPE_UNSPECIFIED"),
    city: shortTextSchema.nullish().transform((value) => value || null),
    skills: stringListSchema.default([]),
    qualities: stringListSchema.default([]),
    positions: stringListSchema.default([]),
    salaryFrom: amountSchema,
    salaryTo: amountSchema,
    salaryCurrency: salaryCurrencySchema.default("RUB"),
    /** true: «до вычета налогов»; false: «на руки». */
    salaryGross: z.boolean().default(false),
    testName: testNameSchema.nullish().transform((value) => value || null),
    status: z.enum(VACANCY_WRITE_STATUSES).optional(),
  })
  .superRefine((vacancy, ctx) => {
    for (const issue of salaryIssues(vacancy)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  });
export type VacancyWriteRequest = z.input<typeof vacancyWriteRequestSchema>;
/** The request as the gateway stores it: defaults filled, blanks as null. */
export type VacancyWrite = z.output<typeof vacancyWriteRequestSchema>;

/**
 * `POST /v1/vacancy/{id}/status` body: publish (or publish again) with `VACANCY_STATUS_ACTIVE`,
 * take off the list with `VACANCY_STATUS_ARCHIVED`.
 */
export const vacancyStatusRequestSchema = z.strictObject({
  status: z.enum(["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_ARCHIVED"]),
});
export type VacancyStatusRequest = z.input<typeof vacancyStatusRequestSchema>;
