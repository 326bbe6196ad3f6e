/**
 * Wire schemas of the applicant profile calls (§3, §7; sub-entries fixed by
 * issue 5). Responses are lenient objects; the `PUT` body is strict and checks every field
 * with the §5 rules, so a rejected update is a 400 that changes nothing.
 */
import { z } from "zod";
import { MAX_LENGTH, YEAR_MIN } from "../constants";
import { EXTRA_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from "../validation/messages";
import { fieldSchema } from "../validation/zod";
import { areaRefSchema } from "./places";
import {
  birthDateSchema,
  emailSchema,
  fileUrlSchema,
  idSchema,
  longTextSchema,
  searchSchema,
  shortTextSchema,
  stringListSchema,
  yearMonthSchema,
} from "./primitives";
import { professionIdSchema } from "./salaries";

// ---------------------------------------------------------------- contacts

/** Contacts as the server sends them. */
export const contactsDtoSchema = z.object({
  id: idSchema.optional(),
  phoneNumber: z.string().optional(),
  website: z.string().optional(),
  additionalContact: z.string().optional(),
});
export type ContactsDto = z.infer<typeof contactsDtoSchema>;

/** Contacts in a `PUT`: the phone and site rules of §5; every field optional. */
export const contactsInputSchema = z.strictObject({
  id: idSchema.optional(),
  phoneNumber: fieldSchema(["phone"], { maxLength: 40 }).optional(),
  website: fieldSchema(["site"], { maxLength: MAX_LENGTH.url }).optional(),
  additionalContact: shortTextSchema.optional(),
});
export type ContactsInput = z.input<typeof contactsInputSchema>;

// ---------------------------------------------------------------- education

/** A year on the wire: an integer from 1900 (the upper bound depends on the field). */
const yearSchema = z.number().int().min(YEAR_MIN).max(2100);

/** An education entry (issue 5). `endYear` is null while still studying. */
export const educationDtoSchema = z.object({
  id: idSchema,
  institution: z.string(),
  faculty: z.string().optional(),
  specialty: z.string().optional(),
  startYear: z.number().int().nullable().optional(),
  endYear: z.number().int().nullable().optional(),
});
export type EducationDto = z.infer<typeof educationDtoSchema>;

/**
 * An education entry in a `PUT`: institution required, years from 1900, the start not
 * after the current year, the end not before the start (it may lie ahead: expected
 * graduation). `id` is absent for a new entry.
 */
export const educationInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    institution: fieldSchema(["required"]),
    faculty: shortTextSchema.optional(),
    specialty: shortTextSchema.optional(),
    startYear: yearSchema.nullable().optional(),
    endYear: yearSchema.nullable().optional(),
  })
  .refine((entry) => entry.startYear == null || entry.startYear <= new Date().getFullYear(), {
    message: VALIDATION_MESSAGES.year,
    path: ["startYear"],
  })
  .refine((entry) => entry.startYear == null || entry.endYear == null || entry.endYear >= entry.startYear, {
    message: VALIDATION_MESSAGES.year,
    path: ["endYear"],
  });
export type EducationInput = z.input<typeof educationInputSchema>;

// ---------------------------------------------------------------- experience

/** An experience entry (issue 5): months `YYYY-MM`, `endDate` null for "now". */
export const experienceDtoSchema = z.object({
  id: idSchema,
  company: z.string(),
  position: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string().optional(),
});
export type ExperienceDto = z.infer<typeof experienceDtoSchema>;

/** The current month as `YYYY-MM`, for "not in the future" checks. */
function currentYearMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

/**
 * An experience entry in a `PUT`: company and position required; the start from 1900 and
 * not in the future; the end (if any) not before the start and not in the future.
 * `YYYY-MM` strings compare correctly as text.
 */
export const experienceInputSchema = z
  .strictObject({
    id: idSchema.optional(),
    company: fieldSchema(["required"]),
    position: fieldSchema(["required"]),
    startDate: yearMonthSchema,
    endDate: yearMonthSchema.nullable(),
    description: longTextSchema.optional(),
  })
  .refine((entry) => entry.startDate >= `${YEAR_MIN}-01` && entry.startDate <= currentYearMonth(), {
    message: EXTRA_VALIDATION_MESSAGES.period,
    path: ["startDate"],
  })
  .refine(
    (entry) =>
      entry.endDate === null || (entry.endDate >= entry.startDate && entry.endDate <= currentYearMonth()),
    {
      message: EXTRA_VALIDATION_MESSAGES.period,
      path: ["endDate"],
    },
  );
export type ExperienceInput = z.input<typeof experienceInputSchema>;

// ---------------------------------------------------------------- goals

/** An entry of a goal list; the server may flag removed entries `deleted`, and those are dropped (§3). */
export const goalEntryDtoSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  deleted: z.boolean().optional(),
  /** A wanted position's profession (issue 45): hh.ru's professional role, picked or its name's; absent on other goals. */
  professionId: z.string().nullish(),
});
export type GoalEntryDto = z.infer<typeof goalEntryDtoSchema>;

/** Goals as the server sends them. */
export const goalsDtoSchema = z.object({
  goalPositions: z.array(goalEntryDtoSchema).optional(),
  preferredIncome: z.number().nullable().optional(),
  preferredBusinessFields: z.array(goalEntryDtoSchema).optional(),
  additionalGoals: z.array(goalEntryDtoSchema).optional(),
});
export type GoalsDto = z.infer<typeof goalsDtoSchema>;

const goalEntryInputSchema = z.strictObject({
  id: idSchema.optional(),
  name: fieldSchema(["required"]),
  deleted: z.boolean().optional(),
  /**
   * A wanted position may name its profession (`GET /v1/professions`); without one the gateway
   * takes the one its name names. Ignored on the other goal lists.
   */
  professionId: professionIdSchema.nullish(),
});
const goalListInputSchema = z.array(goalEntryInputSchema).max(MAX_LENGTH.listItems);

/** Goals in a `PUT`: entries need a name; income a non-negative integer. */
export const goalsInputSchema = z.strictObject({
  goalPositions: goalListInputSchema.optional(),
  preferredIncome: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  preferredBusinessFields: goalListInputSchema.optional(),
  additionalGoals: goalListInputSchema.optional(),
});
export type GoalsInput = z.input<typeof goalsInputSchema>;

// ---------------------------------------------------------------- profile

/** The applicant profile as the server sends it; `testDone` is false unless sent (§3). */
export const applicantProfileDtoSchema = z.object({
  id: idSchema.optional(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  city: z.string().nullable().optional(),
  /** The place the city is in the dictionary (issue 40); null for a name it does not know. */
  areaId: z.string().nullable().optional(),
  avatarUrl: z.string().nullable().optional(),
  dateOfBirth: z.string().nullable().optional(),
  aboutMyself: z.string().nullable().optional(),
  contacts: contactsDtoSchema.nullable().optional(),
  educations: z.array(educationDtoSchema).optional(),
  experiences: z.array(experienceDtoSchema).optional(),
  skills: z.array(z.string()).optional(),
  personalQualities: z.array(z.string()).optional(),
  preferredPosition: z.string().nullable().optional(),
  goals: goalsDtoSchema.nullable().optional(),
  testDone: z.boolean().optional(),
  /** «Показывать работодателям результаты теста характеристик» (off unless the applicant turns it on). */
  showCharacteristicsToEmployers: z.boolean().optional(),
});
export type ApplicantProfileDto = z.infer<typeof applicantProfileDtoSchema>;

/** `GET /v1/profile/{applicantId}` -> `{ profile }`. */
export const getApplicantProfileResponseSchema = z.object({ profile: applicantProfileDtoSchema });
export type GetApplicantProfileResponse = z.infer<typeof getApplicantProfileResponseSchema>;

/**
 * `PUT /v1/profile/{applicantId}` body: the whole profile (absent optional parts mean
 * "none"). `email` may be sent back but is not changed here (it is the login). Names and
 * city follow the §5 name rule, `dateOfBirth` is `YYYY-MM-DD`.
 */
export const updateApplicantProfileRequestSchema = z.strictObject({
  email: emailSchema.optional(),
  name: fieldSchema(["required", "name"]),
  surname: fieldSchema(["required", "name"]),
  city: fieldSchema(["name"]).optional(),
  /** The place picked for the city (as at sign-up); without it the server resolves `city`. */
  areaId: areaRefSchema.nullable().optional(),
  avatarUrl: fileUrlSchema.nullable().optional(),
  dateOfBirth: birthDateSchema.nullable().optional(),
  aboutMyself: longTextSchema.optional(),
  contacts: contactsInputSchema.optional(),
  educations: z.array(educationInputSchema).max(20).optional(),
  experiences: z.array(experienceInputSchema).max(50).optional(),
  skills: stringListSchema.optional(),
  personalQualities: stringListSchema.optional(),
  preferredPosition: shortTextSchema.optional(),
  goals: goalsInputSchema.optional(),
  /**
   * Server-owned: set only when the gateway records a completed characteristics test. Accepted
   * so a client may send the profile it read back unchanged, and ignored.
   */
  testDone: z.boolean().optional(),
  /** Absent keeps the stored choice (a form that does not show it cannot turn it off). */
  showCharacteristicsToEmployers: z.boolean().optional(),
});
export type UpdateApplicantProfileRequest = z.input<typeof updateApplicantProfileRequestSchema>;

/** `PUT /v1/profile/{applicantId}` -> `{ updatedProfile }`. */
export const updateApplicantProfileResponseSchema = z.object({ updatedProfile: applicantProfileDtoSchema });
export type UpdateApplicantProfileResponse = z.infer<typeof updateApplicantProfileResponseSchema>;

/** Path parameters `{applicantId}`. */
export const applicantIdParamsSchema = z.strictObject({ applicantId: idSchema });

// ---------------------------------------------------------------- suggestions

/** `GET /v1/profile/skills?search=` and `/v1/profile/qualities?search=`. */
export const suggestionQuerySchema = z.object({ search: searchSchema.optional() });
export type SuggestionQuery = z.input<typeof suggestionQuerySchema>;

/** `GET /v1/profile/skills` -> `{ skills }`, ranked by prefix then popularity. */
export const skillsResponseSchema = z.object({ skills: z.array(z.string()) });
export type SkillsResponse = z.infer<typeof skillsResponseSchema>;

/** `GET /v1/profile/qualities` -> `{ qualities }`. */
export const qualitiesResponseSchema = z.object({ qualities: z.array(z.string()) });
export type QualitiesResponse = z.infer<typeof qualitiesResponseSchema>;
