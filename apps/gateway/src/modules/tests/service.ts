import type {
  ApplicantTestDto,
  TestMessageDto,
  TestSessionDto,
  TestSessionResponse,
} from "@rabota/domain/wire/tests";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES, TEST_REPLIES } from "../../platform/http/messages";
import { mayView, visibleVacancy } from "../vacancy";
import { allTests, catalogueEntry, drawSitting, findTest, score, type TestBank } from "./catalogue";
import type { SessionRow } from "./queries";
import * as queries from "./queries";
import {
  askedMessage,
  expiresAtOf,
  isClosed,
  MESSAGE_STATUS,
  retakeFromOf,
  russianDate,
  statusOf,
  testUrlOf,
  titleOf,
  toResultDto,
  toSessionDto,
} from "./sittings";

export interface TestServiceDeps {
  db: Db;
  now: () => Date;
  /** Told when a sitting of the applicant starts or closes (the contest score's memo forgets them). */
  onResultsChanged?: (applicantId: string) => void;
}

/**
 * Tests: the catalogue, sittings and results. The gateway owns every result: the items of a sitting are
 * fixed when it starts, answers are saved as given and scored here, the deadline is checked
 * on every answer, and an overdue sitting is closed (scored on the answers given) the next
 * time anything of the applicant is read — so no timer has to run.
 */
export class TestService {
  constructor(private readonly deps: TestServiceDeps) {}

  catalogue() {
    return allTests().map(catalogueEntry);
  }

  // ---------------------------------------------------------------- starting

  /** `…/characteristics/session` (QUALITY) or `…/skill/session` (SKILL): the test must be of that kind. */
  async startProfileTest(
    applicantId: string,
    testName: string,
    kind: TestBank["kind"],
  ): Promise<TestSessionResponse> {
    const test = this.#test(testName);
    if (test.kind !== kind)
      throw badRequest(kind === "QUALITY" ? TEST_REPLIES.notQualityTest : TEST_REPLIES.notSkillTest);
    return this.#start(applicantId, test, null);
  }

  /**
   * The test a vacancy asks for: 400 when the vacancy asks for another (or none); a valid
   * earlier result counts at once (COMPLETED, no new sitting).
   */
  async startVacancyTest(
    applicantId: string,
    vacancyId: string,
    testName: string,
  ): Promise<TestSessionResponse> {
    // One the applicant may not see (a draft, another's archive) is as unknown (issue 41).
    await visibleVacancy(this.deps.db, vacancyId, { applicantId, companyId: null });
    const [vacancy] = await queries.findVacancyFacts(this.deps.db, [vacancyId]);
    if (!vacancy) throw notFound(NOT_FOUND_REPLIES.vacancy);
    if (vacancy.testName !== testName) throw badRequest(TEST_REPLIES.notThisVacancysTest);
    const test = this.#test(testName);
    await queries.insertMessages(this.deps.db, [askedMessage(applicantId, vacancy, this.deps.now())]);
    return this.#start(applicantId, test, vacancy.id);
  }

  async #start(applicantId: string, test: TestBank, vacancyId: string | null): Promise<TestSessionResponse> {
    const { db } = this.deps;
    const now = this.deps.now();
    const sessions = await this.#settle(applicantId);
    const ofTest = sessions.filter((row) => row.testName === test.bank.testName);
    const open = ofTest.find((row) => row.status === "IN_PROGRESS");
    if (open)
      return { testUrl: testUrlOf(open.id), sessionId: open.id, testStatus: "TEST_STATUS_IN_PROGRESS" };
    const last = ofTest.find(isClosed);
    if (vacancyId && last && expiresAtOf(last) > now) {
      return { testUrl: testUrlOf(last.id), sessionId: last.id, testStatus: "TEST_STATUS_COMPLETED" };
    }
    if (last && retakeFromOf(last) > now) {
      const retakeFrom = retakeFromOf(last);
      throw new HttpError(
        409,
        TEST_REPLIES.retakeFrom(test.bank.title, russianDate(retakeFrom)),
        "CONFLICT",
        undefined,
        undefined,
        { retakeFrom: retakeFrom.toISOString() },
      );
    }
    const sitting = drawSitting(test);
    this.deps.onResultsChanged?.(applicantId);
    const inserted = await queries.insertSession(db, {
      applicantId,
      testName: test.bank.testName,
      testVersion: test.bank.version,
      itemIds: sitting.itemIds,
      optionOrders: sitting.optionOrders,
      vacancyId,
      startedAt: now,
      deadline: test.bank.minutes ? new Date(now.getTime() + test.bank.minutes * 60_000) : null,
    });
    // Another tab opened it a moment earlier: both continue the same sitting.
    const row =
      inserted ??
      (await queries.listSessions(db, applicantId)).find(
        (session) => session.testName === test.bank.testName && session.status === "IN_PROGRESS",
      );
    if (!row) throw conflict(TEST_REPLIES.startFailed);
    if (inserted) {
      const minutes = test.bank.minutes ? ` На него отведено минут: ${test.bank.minutes}.` : "";
      await queries.insertMessages(db, [
        {
          applicantId,
          eventKey: `started:${row.id}`,
          event: "STARTED",
          testName: row.testName,
          text: `Вы начали тест «${test.bank.title}».${minutes}`,
          sessionId: row.id,
          vacancyId,
          createdAt: now,
        },
      ]);
    }
    return { testUrl: testUrlOf(row.id), sessionId: row.id, testStatus: "TEST_STATUS_IN_PROGRESS" };
  }

  // ---------------------------------------------------------------- the sitting

  async session(applicantId: string, sessionId: string): Promise<TestSessionDto> {
    return this.#sessionDto(await this.#own(applicantId, sessionId));
  }

  /** Saves one answer as given; 409 once the sitting is closed or its deadline passed. */
  async answer(
    applicantId: string,
    sessionId: string,
    itemId: string,
    option: number,
  ): Promise<TestSessionDto> {
    const row = await this.#own(applicantId, sessionId);
    this.#assertOpen(row);
    const index = row.itemIds.indexOf(itemId);
    if (index < 0) throw badRequest(TEST_REPLIES.unknownQuestion);
    if (option >= (row.optionOrders[index]?.length ?? 0)) throw badRequest(TEST_REPLIES.unknownOption);
    const saved = await queries.saveAnswer(this.deps.db, {
      sessionId: row.id,
      itemId,
      option,
      now: this.deps.now(),
    });
    if (!saved) this.#assertOpen(await this.#own(applicantId, sessionId));
    return this.#sessionDto(saved ?? row);
  }

  /**
   * Closes the sitting and records its result. Skill tests count unanswered questions as
   * wrong; the characteristics test needs every statement answered (400). Finishing a closed
   * sitting answers it as it is.
   */
  async finish(applicantId: string, sessionId: string): Promise<TestSessionDto> {
    const row = await this.#own(applicantId, sessionId);
    if (row.status !== "IN_PROGRESS") return this.#sessionDto(row);
    const test = this.#test(row.testName);
    if (test.kind === "QUALITY" && row.itemIds.some((itemId) => row.answers[itemId] === undefined)) {
      throw badRequest(TEST_REPLIES.answerEverything);
    }
    const now = this.deps.now();
    const closed = await this.#close(row, test, "COMPLETED", now);
    return this.#sessionDto(closed ?? (await this.#own(applicantId, sessionId)));
  }

  /** Scores and closes a sitting, records the message, and marks `testDone` for the characteristics test. */
  async #close(row: SessionRow, test: TestBank, status: "COMPLETED" | "EXPIRED", finishedAt: Date) {
    const { db } = this.deps;
    const scored = score(test, row);
    const closed = await queries.closeSession(db, row.id, {
      status,
      finishedAt,
      score: scored.score,
      correct: scored.correct,
      traits: scored.traits,
    });
    if (!closed) return undefined;
    this.deps.onResultsChanged?.(row.applicantId);
    const title = test.bank.title;
    const outcome =
      scored.kind === "SKILL"
        ? `${scored.score} из 100 (верных ответов: ${scored.correct} из ${row.itemIds.length})`
        : "результат — в разделе «Тесты» профиля";
    await queries.insertMessages(db, [
      {
        applicantId: row.applicantId,
        eventKey: `${status === "COMPLETED" ? "completed" : "expired"}:${row.id}`,
        event: status,
        testName: row.testName,
        text:
          status === "COMPLETED"
            ? `Тест «${title}» пройден: ${outcome}.`
            : `Время на тест «${title}» истекло. Засчитаны данные ответы: ${outcome}.`,
        sessionId: row.id,
        vacancyId: row.vacancyId,
        score: scored.score,
        createdAt: finishedAt,
      },
    ]);
    if (test.kind === "QUALITY" && status === "COMPLETED")
      await queries.markTestDone(db, row.applicantId, finishedAt);
    return closed;
  }

  #assertOpen(row: SessionRow) {
    if (row.status === "EXPIRED") throw conflict(TEST_REPLIES.expired);
    if (row.status !== "IN_PROGRESS") throw conflict(TEST_REPLIES.finished);
  }

  /** The sitting after settling the applicant's overdue ones: 404 unknown, 403 another applicant's. */
  async #own(applicantId: string, sessionId: string): Promise<SessionRow> {
    const found = isUuid(sessionId) ? await queries.findSession(this.deps.db, sessionId) : undefined;
    if (!found) throw notFound(NOT_FOUND_REPLIES.testSession);
    if (found.applicantId !== applicantId) throw forbidden();
    const sessions = await this.#settle(applicantId);
    return sessions.find((row) => row.id === sessionId) ?? found;
  }

  /** Every sitting of the applicant, newest first, the overdue ones closed (what the contest score reads). */
  settledSessions(applicantId: string): Promise<SessionRow[]> {
    return this.#settle(applicantId);
  }

  /**
   * Closes the applicant's overdue sittings (as of their deadline, scored on the answers
   * given) and records «retake open» for tests whose 30 days have passed; returns every
   * sitting, newest first.
   */
  async #settle(applicantId: string): Promise<SessionRow[]> {
    const { db } = this.deps;
    const now = this.deps.now();
    for (const row of await queries.listOverdue(db, applicantId, now)) {
      const test = findTest(row.testName);
      if (test) await this.#close(row, test, "EXPIRED", row.deadline as Date);
    }
    const sessions = await queries.listSessions(db, applicantId);
    const seen = new Set<string>();
    const reopened: queries.NewMessage[] = [];
    for (const row of sessions) {
      if (seen.has(row.testName)) continue;
      seen.add(row.testName);
      if (!isClosed(row) || retakeFromOf(row) > now) continue;
      reopened.push({
        applicantId,
        eventKey: `retake:${row.id}`,
        event: "RETAKE_OPEN",
        testName: row.testName,
        text: `Тест «${titleOf(row.testName)}» снова можно пройти.`,
        sessionId: row.id,
        createdAt: retakeFromOf(row),
      });
    }
    await queries.insertMessages(db, reopened);
    return sessions;
  }

  // ---------------------------------------------------------------- results and messages

  /** Each catalogue test as it stands for the applicant. */
  async applicantTests(applicantId: string): Promise<ApplicantTestDto[]> {
    const sessions = await this.#settle(applicantId);
    const now = this.deps.now();
    return allTests().map((test) => {
      const ofTest = sessions.filter((row) => row.testName === test.bank.testName);
      const open = ofTest.find((row) => row.status === "IN_PROGRESS");
      const last = ofTest.find(isClosed);
      const result = last ? toResultDto(last, now) : null;
      return {
        testName: test.bank.testName,
        testStatus: statusOf(open, result),
        testUrl: open ? testUrlOf(open.id) : last ? testUrlOf(last.id) : null,
        result,
        retakeFrom: !open && last && retakeFromOf(last) > now ? retakeFromOf(last).toISOString() : null,
      };
    });
  }

  /** The applicant's test messages, newest first (recording «vacancy asked» for tested vacancies answered). */
  async messages(applicantId: string): Promise<TestMessageDto[]> {
    const { db } = this.deps;
    await this.#settle(applicantId);
    const asking = await queries.listAskingResponses(db, applicantId);
    await queries.insertMessages(
      db,
      asking.map((vacancy) => askedMessage(applicantId, vacancy, vacancy.appliedAt)),
    );
    const rows = await queries.listMessages(db, applicantId);
    return rows.map((row) => ({
      id: row.id,
      testName: row.testName,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      event: row.event,
      status: MESSAGE_STATUS[row.event],
      testUrl: row.sessionId && row.event !== "RETAKE_OPEN" ? testUrlOf(row.sessionId) : null,
      vacancyId: row.vacancyId,
      score: row.score,
    }));
  }

  // ---------------------------------------------------------------- contest

  /** Sets or clears the test a vacancy of the employer's company asks for (400 for a test not in the catalogue). */
  async setVacancyTest(
    companyId: string,
    vacancyId: string,
    testName: string | null,
  ): Promise<string | null> {
    if (testName !== null) this.#test(testName);
    const vacancy = isUuid(vacancyId)
      ? (await queries.findVacancyFacts(this.deps.db, [vacancyId]))[0]
      : undefined;
    if (!vacancy || !mayView(vacancy, { applicantId: null, companyId }, false))
      throw notFound(NOT_FOUND_REPLIES.vacancy);
    if (vacancy.companyId !== companyId) throw forbidden();
    await queries.setVacancyTest(this.deps.db, vacancy.id, testName, this.deps.now());
    return testName;
  }

  /** Refuses (400) a test the catalogue does not have; null (no test) passes. */
  assertInCatalogue(testName: string | null): void {
    if (testName !== null) this.#test(testName);
  }

  #sessionDto(row: SessionRow): TestSessionDto {
    return toSessionDto(row, this.#test(row.testName), this.deps.now());
  }

  #test(testName: string): TestBank {
    const test = findTest(testName);
    if (!test) throw badRequest(TEST_REPLIES.notInCatalogue);
    return test;
  }
}
