import type { TestStatus } from "@rabota/domain/enums";
import type { TestMessageDto, TestResultDto, TestSessionDto } from "@rabota/domain/wire/tests";
import { describeTraits, findTest, questionOf, type TestBank } from "./catalogue";
import { foldSkill, type ResultFact } from "./formula";
import type { NewMessage, SessionRow } from "./queries";

// A sitting's dates, standings and wire forms: pure functions of its row and the instant,
// shared by the sittings (service.ts) and the contest score (contest.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
/** A test may be taken again this long after the last sitting closed. */
const RETAKE_AFTER_MS = 30 * DAY_MS;
/** A result counts for this many months. */
export const RESULT_VALID_MONTHS = 12;

export const testUrlOf = (sessionId: string) => `/tests/${sessionId}`;
export const isClosed = (row: SessionRow) => row.status !== "IN_PROGRESS" && row.finishedAt !== null;
export const retakeFromOf = (row: SessionRow) =>
  new Date((row.finishedAt as Date).getTime() + RETAKE_AFTER_MS);
export function expiresAtOf(row: SessionRow): Date {
  const at = new Date(row.finishedAt as Date);
  at.setUTCMonth(at.getUTCMonth() + RESULT_VALID_MONTHS);
  return at;
}
export const russianDate = (at: Date) =>
  new Intl.DateTimeFormat("ru-RU", {
    timeZone: "Europe/Moscow",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(at);
export const titleOf = (testName: string) => findTest(testName)?.bank.title ?? testName;

/** The wire form of a sitting, as `now` sees it (its bank is `test`). */
export function toSessionDto(row: SessionRow, test: TestBank, now: Date): TestSessionDto {
  const questions = row.itemIds.flatMap((itemId, index) => {
    const question = questionOf(test, itemId, row.optionOrders[index] ?? []);
    return question ? [question] : [];
  });
  const firstOpen = row.itemIds.findIndex((itemId) => row.answers[itemId] === undefined);
  return {
    id: row.id,
    testName: row.testName,
    kind: test.kind,
    title: test.bank.title,
    status: row.status,
    vacancyId: row.vacancyId,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline?.toISOString() ?? null,
    now: now.toISOString(),
    questions,
    answers: row.answers,
    answered: row.itemIds.filter((itemId) => row.answers[itemId] !== undefined).length,
    total: row.itemIds.length,
    current: firstOpen < 0 ? row.itemIds.length - 1 : firstOpen,
    result: isClosed(row) ? toResultDto(row, now) : null,
  };
}

/** The wire form of a closed sitting's result; `valid` while it counts at `now`. */
export function toResultDto(row: SessionRow, now: Date): TestResultDto {
  const test = findTest(row.testName);
  return {
    sessionId: row.id,
    testName: row.testName,
    kind: test?.kind ?? "SKILL",
    title: test?.bank.title ?? row.testName,
    testVersion: row.testVersion,
    score: row.score,
    correct: row.correct,
    total: row.itemIds.length,
    traits: test?.kind === "QUALITY" && row.traits ? describeTraits(test.bank, row.traits) : null,
    timedOut: row.status === "EXPIRED",
    completedAt: (row.finishedAt as Date).toISOString(),
    expiresAt: expiresAtOf(row).toISOString(),
    retakeFrom: retakeFromOf(row).toISOString(),
    valid: expiresAtOf(row) > now,
  };
}

/** The latest result of each test that still counts. */
export function validResults(sessions: readonly SessionRow[], now: Date): ResultFact[] {
  const seen = new Set<string>();
  const results: ResultFact[] = [];
  for (const row of sessions) {
    if (!isClosed(row) || seen.has(row.testName)) continue;
    seen.add(row.testName);
    const test = findTest(row.testName);
    if (!test || expiresAtOf(row) <= now) continue;
    results.push({
      testName: row.testName,
      score: row.score,
      title: test.bank.title,
      skills: test.kind === "SKILL" ? test.bank.skills.map(foldSkill) : [],
    });
  }
  return results;
}

/** The applicant's standing in one test, from their sittings (newest first). */
export function statusFor(sessions: readonly SessionRow[], testName: string, now: Date): TestStatus {
  const ofTest = sessions.filter((row) => row.testName === testName);
  const last = ofTest.find(isClosed);
  return statusOf(
    ofTest.find((row) => row.status === "IN_PROGRESS"),
    last ? toResultDto(last, now) : null,
  );
}

/** The «vacancy asks for a test» message of `vacancy` to the applicant. */
export function askedMessage(
  applicantId: string,
  vacancy: { id: string; title: string; testName: string | null },
  at: Date,
): NewMessage {
  const testName = vacancy.testName ?? "";
  return {
    applicantId,
    eventKey: `asked:${vacancy.id}:${testName}`,
    event: "VACANCY_ASKED",
    testName,
    text: `Вакансия «${vacancy.title}» просит пройти тест «${titleOf(testName)}».`,
    vacancyId: vacancy.id,
    createdAt: at,
  };
}

/** TODO without a result that counts, IN_PROGRESS while a sitting is open, COMPLETED with a valid result. */
export function statusOf(open: SessionRow | undefined, result: TestResultDto | null): TestStatus {
  if (result?.valid) return "TEST_STATUS_COMPLETED";
  if (open) return "TEST_STATUS_IN_PROGRESS";
  return "TEST_STATUS_TODO";
}

export const MESSAGE_STATUS: Record<TestMessageDto["event"] & string, TestStatus> = {
  VACANCY_ASKED: "TEST_STATUS_TODO",
  STARTED: "TEST_STATUS_IN_PROGRESS",
  COMPLETED: "TEST_STATUS_COMPLETED",
  EXPIRED: "TEST_STATUS_COMPLETED",
  RETAKE_OPEN: "TEST_STATUS_TODO",
};
