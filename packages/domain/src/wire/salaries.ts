/**
 * Professions and salary statistics (issue 45). Public calls, no session.
 *
 * `GET /v1/professions?search=…&pageSize=…` — hh.ru's professional roles with their fields;
 * `GET /v1/salaries?professionId=…&areaId=…&experience=…` — what a profession pays: every
 * vacancy's pay brought to one basis (a month, roubles, before tax), from the active vacancies
 * and those closed in the last twelve months.
 */
import { z } from "zod";
import { experienceSchema } from "../enums";
import { areaRefSchema } from "./places";

/** How many professions a search returns by default, and at most (the dictionary has under 200). */
export const PROFESSION_SEARCH_PAGE_SIZE = { default: 20, max: 200 } as const;

/** Fewer vacancies than this give no figure: two offers are not a market. */
export const SALARY_MIN_COUNT = 5;

/** How far back a closed vacancy still counts, and how many months `monthly` lists. */
export const SALARY_WINDOW_MONTHS = 12;

/** Why a professions' or salaries' request is refused (400), each under its field. */
export const SALARY_MESSAGES = {
  professionId: "Код профессии — число из справочника профессий",
  unknownProfession: "Профессии с таким кодом нет в справочнике",
  unknownArea: "Места с таким кодом нет в справочнике",
  pageSize: `Количество профессий — целое число от 1 до ${PROFESSION_SEARCH_PAGE_SIZE.max}`,
  searchTooLong: "Строка поиска не длиннее 100 символов",
} as const;

/** A profession's id as hh.ru numbers its professional roles: digits. */
export const professionIdSchema = z
  .string(SALARY_MESSAGES.professionId)
  .max(6, SALARY_MESSAGES.professionId)
  .regex(/^\d+$/, SALARY_MESSAGES.professionId);

/** One profession: hh.ru's id and name, and the field it belongs to («Информационные технологии»). */
export const professionDtoSchema = z.object({ id: z.string(), name: z.string(), fieldName: z.string() });
export type ProfessionDto = z.infer<typeof professionDtoSchema>;

/**
 * `GET /v1/professions` query: `search`, words each starting a word of the name or of the
 * field (case and ё do not matter; empty lists every profession), and `pageSize`.
 */
export const professionSearchQuerySchema = z.object({
  search: z.string().max(100, SALARY_MESSAGES.searchTooLong).default(""),
  pageSize: z.coerce
    .number(SALARY_MESSAGES.pageSize)
    .int(SALARY_MESSAGES.pageSize)
    .min(1, SALARY_MESSAGES.pageSize)
    .max(PROFESSION_SEARCH_PAGE_SIZE.max, SALARY_MESSAGES.pageSize)
    .default(PROFESSION_SEARCH_PAGE_SIZE.default),
});

/** `GET /v1/professions` answer: names that start with the words first, then by field and name. */
export const professionsResponseSchema = z.object({ professions: z.array(professionDtoSchema) });
export type ProfessionsResponse = z.infer<typeof professionsResponseSchema>;

/** `GET /v1/professions/suggestion?title=` query: a vacancy's title as the employer types it. */
export const professionSuggestionQuerySchema = z.object({
  title: z.string().max(200, SALARY_MESSAGES.searchTooLong).default(""),
});

/** `GET /v1/professions/suggestion` answer: the profession the title names, the one the gateway gives a vacancy with none picked; null for none. */
export const professionSuggestionResponseSchema = z.object({ profession: professionDtoSchema.nullable() });
export type ProfessionSuggestionResponse = z.infer<typeof professionSuggestionResponseSchema>;

/** `GET /v1/salaries` query: the profession (required), the area (Russia when absent) and an experience bucket. */
export const salaryQuerySchema = z.object({
  professionId: professionIdSchema,
  areaId: areaRefSchema.optional(),
  experience: experienceSchema.optional(),
});
export type SalaryQuery = z.infer<typeof salaryQuerySchema>;

/** Roubles a month, before tax, as whole roubles; null when fewer than {@link SALARY_MIN_COUNT} vacancies give it. */
const figureSchema = z.number().int().nullable();

/** The five percentiles of a set of vacancies and its size. */
export const salaryFiguresSchema = z.object({
  count: z.number().int(),
  p10: figureSchema,
  p25: figureSchema,
  median: figureSchema,
  p75: figureSchema,
  p90: figureSchema,
});
export type SalaryFigures = z.infer<typeof salaryFiguresSchema>;

/** The basis every amount is brought to: a month, before НДФЛ. */
export const SALARY_BASIS = "MONTHLY_GROSS" as const;

/**
 * `GET /v1/salaries` answer: the figures of the profession in the area (for one experience
 * bucket when the query names one), `byExperience` the same for each bucket, `monthly` the
 * median of the vacancies published in each of the last twelve months (oldest first, the
 * current month last); `shares` the 101 percentiles p0…p100 (null with too few vacancies),
 * from which a pay's place among the vacancies is read ({@link salaryShareBelow}).
 */
export const salaryResponseSchema = salaryFiguresSchema.extend({
  profession: professionDtoSchema,
  area: z.object({ id: z.string(), name: z.string() }),
  experience: experienceSchema.nullable(),
  currency: z.literal("RUB"),
  basis: z.literal(SALARY_BASIS),
  byExperience: z.array(salaryFiguresSchema.extend({ experience: experienceSchema })),
  monthly: z.array(z.object({ month: z.string(), count: z.number().int(), median: figureSchema })),
  shares: z.array(z.number().int()).nullable(),
});
export type SalaryResponse = z.infer<typeof salaryResponseSchema>;

/** How many vacancies the salary page lists behind its figures. */
export const SALARY_VACANCIES_LIMIT = 20;

/** `GET /v1/salaries/vacancies` and `GET /v1/salaries/elsewhere` query: the profession and the area (Russia when absent). */
export const salaryPlaceQuerySchema = z.object({
  professionId: professionIdSchema,
  areaId: areaRefSchema.optional(),
});
export type SalaryPlaceQuery = z.infer<typeof salaryPlaceQuerySchema>;

/** A vacancy behind the figures, as the salary page lists it: what it is, whose, where and its pay as written. */
export const salaryVacancyDtoSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  city: z.string().nullable(),
  salaryFrom: z.number().int().nullable(),
  salaryTo: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryGross: z.boolean().nullable(),
});
export type SalaryVacancyDto = z.infer<typeof salaryVacancyDtoSchema>;

/** `GET /v1/salaries/vacancies` answer: the latest active vacancies the figures count (at most {@link SALARY_VACANCIES_LIMIT}), newest first. */
export const salaryVacanciesResponseSchema = z.object({ vacancies: z.array(salaryVacancyDtoSchema) });
export type SalaryVacanciesResponse = z.infer<typeof salaryVacanciesResponseSchema>;

/**
 * `GET /v1/salaries/elsewhere` answer: the same profession in the big cities near the area
 * (its region's biggest, then the country's), only those with figures, biggest first.
 */
export const salaryElsewhereResponseSchema = z.object({
  areas: z.array(
    z.object({ id: z.string(), name: z.string(), count: z.number().int(), median: z.number().int() }),
  ),
});
export type SalaryElsewhereResponse = z.infer<typeof salaryElsewhereResponseSchema>;

/**
 * What share of the vacancies (0…100, whole) pay less than `amount`, read off the 101
 * percentiles by linear interpolation: exact to the percent the percentiles are kept at.
 */
export function salaryShareBelow(shares: readonly number[], amount: number): number {
  const last = shares.length - 1;
  if (last < 1 || amount <= (shares[0] ?? 0)) return 0;
  if (amount >= (shares[last] ?? 0)) return 100;
  let index = 1;
  while (index < last && (shares[index] ?? 0) < amount) index += 1;
  const low = shares[index - 1] ?? 0;
  const high = shares[index] ?? 0;
  const within = high > low ? (amount - low) / (high - low) : 0;
  return Math.round(((index - 1 + within) / last) * 100);
}

/**
 * Where a pay stands against the median, in whole percent: positive above, negative below;
 * null without a median.
 */
export function salaryAgainstMedian(amount: number, median: number | null): number | null {
  if (!median) return null;
  return Math.round(((amount - median) / median) * 100);
}

/**
 * НДФЛ's scale for residents' earned income from 2025 (Налоговый кодекс РФ, ст. 224 п. 1, as
 * Федеральный закон от 12.07.2024 № 176-ФЗ worded it; in force in 2025 and 2026): each rate
 * on the part of the year's income above its threshold, in roubles.
 */
const NDFL_SCALE: readonly { from: number; rate: number }[] = [
  { from: 0, rate: 0.13 },
  { from: 2_400_000, rate: 0.15 },
  { from: 5_000_000, rate: 0.18 },
  { from: 20_000_000, rate: 0.2 },
  { from: 50_000_000, rate: 0.22 },
];

/**
 * The scale turned around, for grossing up: from each year's net income `netFrom` on, a net
 * rouble is 1 / (1 − rate) roubles before tax, on top of `grossFrom`.
 */
export const NDFL_GROSS_UP: readonly { netFrom: number; grossFrom: number; rate: number }[] = NDFL_SCALE.map(
  (bracket, index) => ({
    grossFrom: bracket.from,
    rate: bracket.rate,
    // Whole roubles: the thresholds are, and a float's tail must not reach the SQL.
    netFrom: Math.round(
      NDFL_SCALE.slice(0, index).reduce(
        (sum, lower, lowerIndex) =>
          sum + ((NDFL_SCALE[lowerIndex + 1]?.from ?? 0) - lower.from) * (1 - lower.rate),
        0,
      ),
    ),
  }),
);

/**
 * The monthly income before tax that leaves `net` a month after НДФЛ, the year's income taxed
 * by the scale ({@link NDFL_GROSS_UP}).
 */
export function grossFromNet(net: number): number {
  const yearNet = net * 12;
  const bracket = NDFL_GROSS_UP.findLast((candidate) => yearNet >= candidate.netFrom) ?? NDFL_GROSS_UP[0];
  if (!bracket) return net;
  return (bracket.grossFrom + (yearNet - bracket.netFrom) / (1 - bracket.rate)) / 12;
}

/** A vacancy's pay as it is written: a range or one bound, its currency, before or after tax. */
export interface PayFields {
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency?: string | null;
  salaryGross?: boolean | null;
}

/**
 * A vacancy's pay on the statistics' basis (whole roubles a month before tax): the range's
 * middle, or its one bound, grossed up when it is «на руки». Null for no pay or pay in another
 * currency (no exchange rate is kept: such vacancies are left out rather than guessed).
 */
export function monthlyGrossPay(pay: PayFields): number | null {
  if ((pay.salaryCurrency ?? "RUB") !== "RUB") return null;
  const { salaryFrom: from, salaryTo: to } = pay;
  const amount = from !== null && to !== null ? (from + to) / 2 : (from ?? to);
  if (amount === null) return null;
  return Math.round(pay.salaryGross ? amount : grossFromNet(amount));
}
