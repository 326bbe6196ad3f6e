/** Wire schema of the contest score (spec §3 Contest score, §7 `GET /v1/contest/{applicantId}`). */
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

/** What the store holds after a failed load (spec §4: coefficients empty, scores 0). */
export const EMPTY_CONTEST_SCORE: Readonly<ContestScoreResponse> = Object.freeze({
  fullScore: 0,
  vacanciesCoefficients: {},
  profileScore: 0,
  logicScore: 0,
});
