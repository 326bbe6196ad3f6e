import {
  applicantTestsResponseSchema,
  profileTestKind,
  testCatalogueResponseSchema,
  testMessagesResponseSchema,
  testSessionAnswerSchema,
  testSessionResponseSchema,
} from "@rabota/domain/wire/tests";
import type { Http } from "../http";

const id = (value: string) => encodeURIComponent(value);
const sessionPath = (sessionId: string) => `/v1/tests/sessions/${id(sessionId)}`;

/**
 * Tests: the catalogue, starting a sitting (from the profile or for a vacancy), taking it
 * (read, answer, finish), the applicant's results and test messages. The gateway scores;
 * nothing here ever carries a correct answer.
 */
export function createTestCalls({ request }: Http) {
  return {
    /** `GET /v1/tests` -> every test: name, kind, title, description, questions, minutes. */
    getCatalogue: async () =>
      (await request("get", "/v1/tests", { call: "tests.getCatalogue", schema: testCatalogueResponseSchema }))
        .tests,
    /**
     * `POST /v1/profile/test/characteristics/session` (a QUALITY test) or `/skill/session` (a
     * SKILL test), chosen by the name -> `{ testUrl, sessionId, testStatus }`; an open sitting is
     * resumed; 409 (message with the date) before 30 days since the last result.
     */
    startProfileTest: (applicantId: string, testName: string) =>
      request(
        "post",
        `/v1/profile/test/${profileTestKind(testName) === "characteristics" ? "characteristics" : "skill"}/session`,
        {
          call: "tests.startProfileTest",
          json: { applicantId, testName },
          schema: testSessionResponseSchema,
        },
      ),
    /**
     * `POST /v1/vacancy/test/session` -> `{ testUrl, sessionId, testStatus }`: the vacancy's
     * test; a valid earlier result counts at once (`testStatus` COMPLETED, no new sitting).
     */
    startVacancyTest: (vacancyId: string, testName: string) =>
      request("post", "/v1/vacancy/test/session", {
        call: "tests.startVacancyTest",
        json: { vacancyId, testName },
        schema: testSessionResponseSchema,
      }),
    /** `GET /v1/tests/sessions/{sessionId}` -> the sitting: questions, saved answers, deadline, result. */
    getSession: async (sessionId: string) =>
      (
        await request("get", sessionPath(sessionId), {
          call: "tests.getSession",
          schema: testSessionAnswerSchema,
        })
      ).session,
    /**
     * `PUT /v1/tests/sessions/{sessionId}/answers/{itemId}` with the option's position -> the
     * sitting; 409 after the deadline or once finished.
     */
    answer: async (sessionId: string, itemId: string, option: number) =>
      (
        await request("put", `${sessionPath(sessionId)}/answers/${id(itemId)}`, {
          call: "tests.answer",
          json: { option },
          schema: testSessionAnswerSchema,
        })
      ).session,
    /** `POST /v1/tests/sessions/{sessionId}/finish` -> the closed sitting with its `result`. */
    finish: async (sessionId: string) =>
      (
        await request("post", `${sessionPath(sessionId)}/finish`, {
          call: "tests.finish",
          schema: testSessionAnswerSchema,
        })
      ).session,
    /** `GET /v1/tests/applicant/{applicantId}` -> each catalogue test's status, result and retake date. */
    getApplicantTests: async (applicantId: string) =>
      (
        await request("get", `/v1/tests/applicant/${id(applicantId)}`, {
          call: "tests.getApplicantTests",
          schema: applicantTestsResponseSchema,
        })
      ).tests,
    /** `GET /v1/profile/test/{applicantId}` -> the test messages, newest first. */
    getMessages: async (applicantId: string) =>
      (
        await request("get", `/v1/profile/test/${id(applicantId)}`, {
          call: "tests.getMessages",
          schema: testMessagesResponseSchema,
        })
      ).messages,
  };
}
