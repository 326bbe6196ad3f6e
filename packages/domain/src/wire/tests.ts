/**
 * Wire schemas of the test calls (§3, §7 and issue 13): the catalogue, the three session
 * starts the spec names, the sitting itself (read, answer, finish — our calls; the spec's
 * `testUrl` points at our `/tests/{sessionId}` page), the applicant's results and the test
 * messages. Correct answers never appear in any of them: the gateway scores.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { testStatusSchema } from "../enums";
import { dateTimeSchema, idSchema, shortTextSchema } from "./primitives";

// ---------------------------------------------------------------- catalogue

/** QUALITY: the characteristics test (no right answers); SKILL: scored skill tests, logic among them. */
export const TEST_KINDS = ["QUALITY", "SKILL"] as const;
export const testKindSchema = z.enum(TEST_KINDS);
export type TestKind = z.infer<typeof testKindSchema>;

/** A test name: `QUALITY_…` or `SKILL_…` (the spec picks the session call by it). */
export const testNameSchema = shortTextSchema.min(1).max(64);

/** One test of `GET /v1/tests`. `minutes` is null for an untimed test. */
export const testCatalogueEntrySchema = z.object({
  testName: z.string(),
  kind: testKindSchema,
  title: z.string(),
  description: z.string(),
  /** Questions per sitting. */
  questions: z.number().int().min(1),
  minutes: z.number().int().min(1).nullable(),
  /** Profile skills a good result of this test verifies (empty for the characteristics test). */
  skills: z.array(z.string()),
});
export type TestCatalogueEntry = z.infer<typeof testCatalogueEntrySchema>;

/** `GET /v1/tests` -> `{ tests }`. */
export const testCatalogueResponseSchema = z.object({ tests: z.array(testCatalogueEntrySchema) });
export type TestCatalogueResponse = z.infer<typeof testCatalogueResponseSchema>;

// ---------------------------------------------------------------- starting a sitting

/** `POST /v1/profile/test/characteristics/session` and `/skill/session` body. */
export const profileTestSessionRequestSchema = z.strictObject({
  applicantId: idSchema,
  testName: testNameSchema,
});
export type ProfileTestSessionRequest = z.input<typeof profileTestSessionRequestSchema>;

/** `POST /v1/vacancy/test/session` body. */
export const vacancyTestSessionRequestSchema = z.strictObject({
  vacancyId: idSchema,
  testName: testNameSchema,
});
export type VacancyTestSessionRequest = z.input<typeof vacancyTestSessionRequestSchema>;

/**
 * Every session start -> `{ testUrl }` (the spec's field: where the applicant takes the test,
 * `/tests/{sessionId}`) plus `sessionId` and the `testStatus` it leaves: IN_PROGRESS for a new
 * or resumed sitting, COMPLETED when a valid earlier result counts at once (the address then
 * shows that result).
 */
export const testSessionResponseSchema = z.object({
  testUrl: z.string().min(1).max(MAX_LENGTH.url),
  sessionId: idSchema.nullish(),
  testStatus: testStatusSchema.nullish(),
});
export type TestSessionResponse = z.infer<typeof testSessionResponseSchema>;

/** Which profile test endpoint a test type uses. */
export type ProfileTestKind = "characteristics" | "skill";

/**
 * The endpoint is chosen by whether the test type contains QUALITY
 * (`characteristics`) or SKILL (`skill`); `null` for neither. QUALITY wins if both appear.
 */
export function profileTestKind(testType: string): ProfileTestKind | null {
  const upper = testType.toUpperCase();
  if (upper.includes("QUALITY")) return "characteristics";
  if (upper.includes("SKILL")) return "skill";
  return null;
}

// ---------------------------------------------------------------- results

/** One of the five traits of the characteristics result; `score` 0..100 from the low to the high pole. */
export const traitResultSchema = z.object({
  trait: z.string(),
  title: z.string(),
  score: z.number().min(0).max(100),
  /** The neutral description of the pole the score leans to (no pole is "bad"). */
  description: z.string(),
});
export type TraitResult = z.infer<typeof traitResultSchema>;

/**
 * A recorded result. Skill tests: `score` 0..100 (share of correct answers), `correct` of
 * `total`. The characteristics test: `traits`, no score. `timedOut` when the deadline closed
 * the sitting (unanswered questions count as wrong). A result counts until `expiresAt` (12
 * months); the test may be taken again from `retakeFrom` (30 days).
 */
export const testResultDtoSchema = z.object({
  sessionId: idSchema,
  testName: z.string(),
  kind: testKindSchema,
  title: z.string(),
  testVersion: z.number().int(),
  score: z.number().min(0).max(100).nullable(),
  correct: z.number().int().min(0).nullable(),
  total: z.number().int().min(0),
  traits: z.array(traitResultSchema).nullable(),
  timedOut: z.boolean(),
  completedAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  retakeFrom: dateTimeSchema,
  /** Whether the result still counts (not older than 12 months). */
  valid: z.boolean(),
});
export type TestResultDto = z.infer<typeof testResultDtoSchema>;

// ---------------------------------------------------------------- a sitting

/** A sitting's state: answering, finished by the applicant, or closed by its deadline. */
export const TEST_SESSION_STATUSES = ["IN_PROGRESS", "COMPLETED", "EXPIRED"] as const;
export const testSessionStatusSchema = z.enum(TEST_SESSION_STATUSES);
export type TestSessionStatus = z.infer<typeof testSessionStatusSchema>;

/**
 * One question as the browser gets it: its options in this sitting's order (an answer names
 * the option's position here), never which one is right.
 */
export const testQuestionDtoSchema = z.object({
  itemId: z.string(),
  text: z.string(),
  /** A code or table snippet shown monospaced under the question. */
  code: z.string().nullish(),
  topic: z.string().nullish(),
  options: z.array(z.string()).min(2),
});
export type TestQuestionDto = z.infer<typeof testQuestionDtoSchema>;

/**
 * `GET /v1/tests/sessions/{sessionId}` -> `{ session }`: the questions fixed at the start,
 * the answers saved so far (item id -> option position), `current` (the first unanswered
 * question, where a reload resumes), the deadline (null when untimed) with the server's
 * `now` so a timer does not trust the device clock, and the result once closed.
 */
export const testSessionDtoSchema = z.object({
  id: idSchema,
  testName: z.string(),
  kind: testKindSchema,
  title: z.string(),
  status: testSessionStatusSchema,
  vacancyId: idSchema.nullish(),
  startedAt: dateTimeSchema,
  deadline: dateTimeSchema.nullable(),
  now: dateTimeSchema,
  questions: z.array(testQuestionDtoSchema),
  answers: z.record(z.string(), z.number().int().min(0)),
  answered: z.number().int().min(0),
  total: z.number().int().min(1),
  current: z.number().int().min(0),
  result: testResultDtoSchema.nullable(),
});
export type TestSessionDto = z.infer<typeof testSessionDtoSchema>;

/** `GET /v1/tests/sessions/{sessionId}`, `PUT …/answers/{itemId}`, `POST …/finish` -> `{ session }`. */
export const testSessionAnswerSchema = z.object({ session: testSessionDtoSchema });
export type TestSessionAnswer = z.infer<typeof testSessionAnswerSchema>;

/** Path `{sessionId}`. */
export const testSessionParamsSchema = z.strictObject({ sessionId: idSchema });
/** Path `{sessionId}/answers/{itemId}`. */
export const testAnswerParamsSchema = z.strictObject({
  sessionId: idSchema,
  itemId: z.string().min(1).max(64),
});

/** `PUT /v1/tests/sessions/{sessionId}/answers/{itemId}` body: the chosen option's position. */
export const testAnswerRequestSchema = z.strictObject({ option: z.number().int().min(0).max(9) });
export type TestAnswerRequest = z.input<typeof testAnswerRequestSchema>;

// ---------------------------------------------------------------- the applicant's tests

/**
 * One catalogue test as it stands for the applicant: `testStatus` TODO (never taken, or
 * the result expired), IN_PROGRESS (a sitting is open, `testUrl` resumes it) or COMPLETED
 * (`result` counts); `retakeFrom` when a new sitting is not yet allowed.
 */
export const applicantTestDtoSchema = z.object({
  testName: z.string(),
  testStatus: testStatusSchema,
  testUrl: z.string().nullable(),
  result: testResultDtoSchema.nullable(),
  retakeFrom: dateTimeSchema.nullable(),
});
export type ApplicantTestDto = z.infer<typeof applicantTestDtoSchema>;

/** `GET /v1/tests/applicant/{applicantId}` -> `{ tests }`, in catalogue order. */
export const applicantTestsResponseSchema = z.object({ tests: z.array(applicantTestDtoSchema) });
export type ApplicantTestsResponse = z.infer<typeof applicantTestsResponseSchema>;

// ---------------------------------------------------------------- messages

/** What a test message reports. */
export const TEST_MESSAGE_EVENTS = [
  "VACANCY_ASKED",
  "STARTED",
  "COMPLETED",
  "EXPIRED",
  "RETAKE_OPEN",
] as const;
export const testMessageEventSchema = z.enum(TEST_MESSAGE_EVENTS);
export type TestMessageEvent = z.infer<typeof testMessageEventSchema>;

/** A test message of an applicant, one per event; `text` is Russian and ready to show. */
export const testMessageDtoSchema = z.object({
  id: idSchema,
  testName: z.string(),
  text: z.string(),
  createdAt: dateTimeSchema,
  event: testMessageEventSchema.nullish(),
  status: testStatusSchema.nullish(),
  testUrl: z.string().nullish(),
  vacancyId: idSchema.nullish(),
  score: z.number().nullish(),
});
export type TestMessageDto = z.infer<typeof testMessageDtoSchema>;

/** `GET /v1/profile/test/{applicantId}` -> `{ messages }`, newest first. */
export const testMessagesResponseSchema = z.object({ messages: z.array(testMessageDtoSchema) });
export type TestMessagesResponse = z.infer<typeof testMessagesResponseSchema>;

// ---------------------------------------------------------------- employer

/** `PUT /v1/vacancy/{id}/test` body: the catalogue test the vacancy asks for, or null for none. */
export const vacancyTestRequestSchema = z.strictObject({ testName: testNameSchema.nullable() });
export type VacancyTestRequest = z.input<typeof vacancyTestRequestSchema>;
/** -> `{ testName }` as stored. */
export const vacancyTestResponseSchema = z.object({ testName: z.string().nullable() });
export type VacancyTestResponse = z.infer<typeof vacancyTestResponseSchema>;
