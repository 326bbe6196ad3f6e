/**
 * Wire schemas of the test calls (§7): test messages and test
 * sessions. The spec does not show the message fields; these are ours.
 */
import { z } from "zod";
import { MAX_LENGTH } from "../constants";
import { testStatusSchema } from "../enums";
import { dateTimeSchema, idSchema, shortTextSchema } from "./primitives";

/** A test message of an applicant (an invitation to a test or its result). */
export const testMessageDtoSchema = z.object({
  id: idSchema,
  testName: z.string(),
  text: z.string().nullish(),
  status: testStatusSchema.nullish(),
  testUrl: z.string().nullish(),
  createdAt: dateTimeSchema.nullish(),
});
export type TestMessageDto = z.infer<typeof testMessageDtoSchema>;

/** `GET /v1/profile/test/{applicantId}` -> `{ messages }`. */
export const testMessagesResponseSchema = z.object({ messages: z.array(testMessageDtoSchema) });
export type TestMessagesResponse = z.infer<typeof testMessagesResponseSchema>;

/** `POST /v1/profile/test/characteristics/session` and `/skill/session` body. */
export const profileTestSessionRequestSchema = z.strictObject({
  applicantId: idSchema,
  testName: shortTextSchema.min(1),
});
export type ProfileTestSessionRequest = z.input<typeof profileTestSessionRequestSchema>;

/** `POST /v1/vacancy/test/session` body. */
export const vacancyTestSessionRequestSchema = z.strictObject({
  vacancyId: idSchema,
  testName: shortTextSchema.min(1),
});
export type VacancyTestSessionRequest = z.input<typeof vacancyTestSessionRequestSchema>;

/** Every test session call -> `{ testUrl }` (where the applicant takes the test). */
export const testSessionResponseSchema = z.object({ testUrl: z.string().min(1).max(MAX_LENGTH.url) });
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
