/**
 * Wire schema of the contest score, `GET /v1/contest/{applicantId}`: the full score, a
 * coefficient per vacancy, the profile score and the logic score (§3, §7).
 */
import { z } from "zod";

/**
 * `GET /v1/contest/{applicantId}` -> the scores: `fullScore`, `vacanciesCoefficients`
 * (vacancy id -> coefficient), `profileScore` and `logicScore`.
 */
export const contestScoreResponseSchema = z.object({
  fullScore: z.number(),
  vacanciesCoefficients: z.record(z.string(), z.number()),
  profileScore: z.number(),
  logicScore: z.number(),
});
export type ContestScoreResponse = z.infer<typeof contestScoreResponseSchema>;

/** A score that failed to load shows as zeros with no coefficients (§4). */
export const EMPTY_CONTEST_SCORE: Readonly<ContestScoreResponse> = Object.freeze({
  fullScore: 0,
  vacanciesCoefficients: {},
  profileScore: 0,
  logicScore: 0,
});
