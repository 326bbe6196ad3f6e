/**
 * Wire schemas of the contest score (§3, §7 and issue 13): `GET /v1/contest/{applicantId}`
 * with the full score, a coefficient per vacancy, the profile and logic scores and the
 * formula's version; the factors that explain one vacancy's coefficient; the formula itself.
 * Scores and coefficients are 0..100.
 */
import { z } from "zod";
import { idSchema } from "./primitives";

/**
 * `GET /v1/contest/{applicantId}` -> the scores: `fullScore`, `vacanciesCoefficients`
 * (vacancy id -> coefficient), `profileScore`, `logicScore` and `formulaVersion`.
 */
export const contestScoreResponseSchema = z.object({
  fullScore: z.number(),
  vacanciesCoefficients: z.record(z.string(), z.number()),
  profileScore: z.number(),
  logicScore: z.number(),
  formulaVersion: z.string().nullish(),
});
export type ContestScoreResponse = z.infer<typeof contestScoreResponseSchema>;

/**
 * `GET /v1/contest/{applicantId}?vacancyIds=…`: the coefficients of these vacancies (a
 * page of the list, at most 50); without it, of the vacancies the applicant has viewed,
 * liked, answered or taken a test for (the latest 100).
 */
export const contestQuerySchema = z.object({
  vacancyIds: z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z.array(idSchema).max(50).optional(),
  ),
});
export type ContestQuery = z.input<typeof contestQuerySchema>;

/** A score that failed to load shows as zeros with no coefficients (§4). */
export const EMPTY_CONTEST_SCORE: Readonly<ContestScoreResponse> = Object.freeze({
  fullScore: 0,
  vacanciesCoefficients: {},
  profileScore: 0,
  logicScore: 0,
});

/** Where a factor's value comes from: a test result, the profile's own words, or nothing. */
export const EVIDENCE_KINDS = ["verified", "declared", "none"] as const;
export const evidenceSchema = z.enum(EVIDENCE_KINDS);
export type Evidence = z.infer<typeof evidenceSchema>;

/**
 * One term of the linear formula: `contribution = weight × value × 100` points of the
 * coefficient. `name` is the Russian label, `key` the stable identifier.
 */
export const contestFactorSchema = z.object({
  key: z.string(),
  name: z.string(),
  weight: z.number().min(0).max(1),
  value: z.number().min(0).max(1),
  contribution: z.number().min(0).max(100),
  evidence: evidenceSchema,
  /** Plain Russian: what the value rests on. */
  explanation: z.string(),
  /** Plain Russian: what would raise it (empty when nothing can). */
  howToImprove: z.string(),
});
export type ContestFactor = z.infer<typeof contestFactorSchema>;

/** `GET /v1/contest/{applicantId}/vacancies/{vacancyId}` -> the coefficient and its factors. */
export const contestFactorsResponseSchema = z.object({
  vacancyId: idSchema,
  coefficient: z.number(),
  formulaVersion: z.string(),
  factors: z.array(contestFactorSchema),
});
export type ContestFactorsResponse = z.infer<typeof contestFactorsResponseSchema>;

/** Path `{applicantId}/vacancies/{vacancyId}`. */
export const contestFactorsParamsSchema = z.strictObject({ applicantId: idSchema, vacancyId: idSchema });

/** `GET /v1/contest/formula` -> the formula in force, for the «Как считается коэффициент» page. */
export const contestFormulaResponseSchema = z.object({
  formulaVersion: z.string(),
  factors: z.array(
    z.object({ key: z.string(), name: z.string(), weight: z.number(), description: z.string() }),
  ),
  fullScore: z.string(),
  profileScore: z.string(),
  logicScore: z.string(),
});
export type ContestFormulaResponse = z.infer<typeof contestFormulaResponseSchema>;
