/**
 * Wire schemas of the calls that write vacancies (issue 24): create, replace, change status.
 * Re-exported by `./vacancy`, the package entry.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import {
  experienceSchema,
  officeTypeSchema,
  salaryCurrencySchema,
  vacancyStatusSchema,
  workingScheduleSchema,
} from "../enums";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { salaryIssues } from "../validation/salary";
import { shortTextSchema, stringListSchema } from "./primitives";
import { professionIdSchema } from "./salaries";
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

/** A salary amount: a non-negative number (whole, and within range, by the pay rules with their message). */
const amountSchema = z
  .number()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .nullish()
  .transform((value) => value ?? null);

/** The most metro stations a vacancy names (issue 40). */
export const VACANCY_METRO_MAX = 3;
/** The longest house number («12к2 стр. 1»). */
export const VACANCY_BUILDING_MAX_LENGTH = 50;

/** Why a vacancy's place is refused (400), each naming its field. */
export const VACANCY_PLACE_MESSAGES = {
  areaId: "Город вакансии — код места из справочника hh.ru",
  metroStationId: "Станция метро — код станции из справочника hh.ru",
  metroTooMany: `Станций метро — не больше ${VACANCY_METRO_MAX}`,
  building: `Номер дома — не длиннее ${VACANCY_BUILDING_MAX_LENGTH} символов`,
} as const;

/** hh.ru's id of an area (digits), as a vacancy and the list's filter name it. */
export const areaIdSchema = z
  .string()
  .max(12, VACANCY_PLACE_MESSAGES.areaId)
  .regex(/^\d+$/, VACANCY_PLACE_MESSAGES.areaId);

/** hh.ru's id of a metro station (`line.station`: «1.148»). */
export const metroStationIdSchema = z
  .string()
  .max(20, VACANCY_PLACE_MESSAGES.metroStationId)
  .regex(/^\d+(\.\d+)*$/, VACANCY_PLACE_MESSAGES.metroStationId);

/** A blank part of the address is none. */
const addressPartSchema = (schema: z.ZodString) => schema.nullish().transform((value) => value || null);

/**
 * Where in the city the work is: the street and the house, each optional, one line each; null
 * (or both blank) is no address. Absent (undefined after parsing) is none for a new vacancy,
 * and for a replace keeps the vacancy's own while its place stays (an editor that does not
 * show the address yet must not erase it).
 */
const addressWriteSchema = z
  .object({
    street: addressPartSchema(shortTextSchema),
    building: addressPartSchema(
      shortTextSchema.max(VACANCY_BUILDING_MAX_LENGTH, VACANCY_PLACE_MESSAGES.building),
    ),
  })
  .nullish()
  .transform((value) =>
    value === undefined ? undefined : value && (value.street || value.building) ? value : null,
  );

/** Statuses a new vacancy may be saved with: a draft (the default) or published at once. */
export const VACANCY_CREATE_STATUSES = ["VACANCY_STATUS_DRAFT", "VACANCY_STATUS_ACTIVE"] as const;

/** A list of a vacancy (skills, qualities, positions); null is none. */
const listSchema = stringListSchema.nullish().transform((value) => value ?? []);

/**
 * Every field of a vacancy an employer writes. Keys it does not name (a vacancy read back
 * whole: its id, company, counters) are dropped: the company is always the caller's. Nulls
 * where the read form has them are accepted as "none"/the default.
 */
const vacancyFieldsShape = {
  title: shortTextSchema.min(1, VALIDATION_MESSAGES.required),
  description: richTextSchema,
  requirements: richTextSchema,
  objectives: richTextSchema,
  offerings: richTextSchema,
  workingExperience: experienceSchema.nullish().transform((value) => value ?? "EXPERIENCE_UNSPECIFIED"),
  workingSchedule: workingScheduleSchema
    .nullish()
    .transform((value) => value ?? "WORKING_SCHEDULE_UNSPECIFIED"),
  officeType: officeTypeSchema.nullish().transform((value) => value ?? "OFFICE_TYPE_UNSPECIFIED"),
  /**
   * The place (issue 40): `areaId` names it; else `city` is resolved by the dictionary (exact
   * names and short names: «спб»). Neither is no place (a draft may lack one). A read answers
   * `city` with the area's name.
   */
  areaId: areaIdSchema.nullish().transform((value) => value ?? null),
  city: shortTextSchema.nullish().transform((value) => value || null),
  address: addressWriteSchema,
  /**
   * Up to {@link VACANCY_METRO_MAX} stations of the vacancy's city, in the order shown; repeats
   * dropped; absent as the address (none, or kept by a replace in the same place).
   */
  metroStationIds: z
    .array(metroStationIdSchema)
    .max(VACANCY_METRO_MAX, VACANCY_PLACE_MESSAGES.metroTooMany)
    .nullish()
    .transform((value) => (value === undefined ? undefined : [...new Set(value ?? [])])),
  /**
   * hh.ru's professional role (issue 45: `GET /v1/professions`); none or absent takes the one
   * the title names, if any. An id the dictionary lacks is a 400 under `professionId`.
   */
  professionId: professionIdSchema.nullish().transform((value) => value ?? null),
  skills: listSchema,
  qualities: listSchema,
  positions: listSchema,
  salaryFrom: amountSchema,
  salaryTo: amountSchema,
  // hh.ru's «RUR» is the rouble too (a vacancy read back from an import carries it).
  salaryCurrency: z
    .preprocess((value) => (value === "RUR" ? "RUB" : value), salaryCurrencySchema.nullish())
    .transform((value) => value ?? "RUB"),
  /** true: «до вычета налогов»; false: «на руки». */
  salaryGross: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  testName: testNameSchema.nullish().transform((value) => value || null),
};

/** The honest-pay rules, each broken one an issue under its field. */
const checkPay = (vacancy: { salaryFrom: number | null; salaryTo: number | null }, ctx: z.RefinementCtx) => {
  for (const issue of salaryIssues(vacancy)) {
    ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  }
};

/**
 * The body of `POST /v1/vacancy`: the vacancy's fields (the title required, the pay by the
 * honest-pay rules, drafts included: each refusal a 400 carrying the field's Russian message)
 * and `status`, a draft when absent.
 */
export const vacancyWriteRequestSchema = z
  .object({ ...vacancyFieldsShape, status: z.enum(VACANCY_CREATE_STATUSES).optional() })
  .superRefine(checkPay);
export type VacancyWriteRequest = z.input<typeof vacancyWriteRequestSchema>;
/** The request as the gateway stores it: defaults filled, blanks as null. */
export type VacancyWrite = z.output<typeof vacancyWriteRequestSchema>;

/**
 * The body of `PUT /v1/vacancy/{id}`: the whole editable vacancy, by the same rules. `status`
 * absent keeps the vacancy's own; a published vacancy never becomes a draft again (409).
 */
export const vacancyReplaceRequestSchema = z
  .object({
    ...vacancyFieldsShape,
    status: vacancyStatusSchema.nullish().transform((value) => value ?? undefined),
  })
  .superRefine(checkPay);
export type VacancyReplaceRequest = z.input<typeof vacancyReplaceRequestSchema>;
export type VacancyReplace = z.output<typeof vacancyReplaceRequestSchema>;

/**
 * `POST /v1/vacancy/{id}/status` body: publish (or publish again) with `VACANCY_STATUS_ACTIVE`,
 * take off the list with `VACANCY_STATUS_ARCHIVED`.
 */
export const vacancyStatusRequestSchema = z.strictObject({
  status: z.enum(["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_ARCHIVED"]),
});
export type VacancyStatusRequest = z.input<typeof vacancyStatusRequestSchema>;
