import type { TestStatus } from "@rabota/domain/enums";
import type { ContestFactorsResponse, ContestScoreResponse } from "@rabota/domain/wire/contest";
import type {
  ApplicantTestDto,
  TestMessageDto,
  TestResultDto,
  TestSessionDto,
  TestSessionResponse,
} from "@rabota/domain/wire/tests";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../platform/http/errors";
import { TtlMemo } from "../../platform/memo/ttl-memo";
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { ProfileService } from "../profile";
import {
  allTests,
  catalogueEntry,
  describeTraits,
  drawSitting,
  findTest,
  LOGIC_TEST,
  questionOf,
  score,
  type TestBank,
} from "./catalogue";
import {
  type ApplicantFacts,
  applicantFacts,
  explain,
  FACTORS,
  FORMULA_VERSION,
  foldSkill,
  fullScore,
  type ResultFact,
  type VacancyFact,
  WEIGHTS,
} from "./formula";
import type { SessionRow } from "./queries";
import * as queries from "./queries";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A test may be taken again this long after the last sitting closed. */
const RETAKE_AFTER_MS = 30 * DAY_MS;
/** A result counts for this many months. */
const RESULT_VALID_MONTHS = 12;
/** Coefficients of the contest call without `vacancyIds`: the latest vacancies dealt with. */
const INTERACTED_LIMIT = 100;
/** How long the facts behind an applicant's coefficients on cards are kept (another replica's change shows within it). */
const VIEWER_FACTS_TTL_MS = 10_000;

export interface AssessmentServiceDeps {
  db: Db;
  now: () => Date;
  profiles: ProfileService;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
}

/** A vacancy as the personal fields of the vacancy DTO need it. */
export type VacancyForViewer = VacancyFact & { testName: string | null };

const testUrlOf = (sessionId: string) => `/tests/${sessionId}`;
const isClosed = (row: SessionRow) => row.status !== "IN_PROGRESS" && row.finishedAt !== null;
const retakeFromOf = (row: SessionRow) => new Date((row.finishedAt as Date).getTime() + RETAKE_AFTER_MS);
function expiresAtOf(row: SessionRow): Date {
  const at = new Date(row.finishedAt as Date);
  at.setUTCMonth(at.getUTCMonth() + RESULT_VALID_MONTHS);
  return at;
}
const russianDate = (at: Date) =>
  new Intl.DateTimeFormat("ru-RU", {
    timeZone: "Europe/Moscow",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(at);
const titleOf = (testName: string) => findTest(testName)?.bank.title ?? testName;

/**
 * Tests and the contest score. The gateway owns every result: the items of a sitting are
 * fixed when it starts, answers are saved as given and scored here, the deadline is checked
 * on every answer, and an overdue sitting is closed (scored on the answers given) the next
 * time anything of the applicant is read — so no timer has to run.
 */
export class AssessmentService {
  /**
   * What the coefficient on an applicant's cards is computed from (their profile and results),
   * kept {@link VIEWER_FACTS_TTL_MS}: reading it was eight statements and most of a signed-in
   * list's or search's cost, again on every page. Their own test sittings and profile saves
   * through this gateway forget it at once ({@link forgetViewer}).
   */
  readonly #viewerFacts: TtlMemo<{ facts: ApplicantFacts; sessions: SessionRow[] }>;

  constructor(private readonly deps: AssessmentServiceDeps) {
    this.#viewerFacts = new TtlMemo(deps.now, VIEWER_FACTS_TTL_MS);
  }

  /** Forgets what an applicant's cards were computed from (their profile or results changed). */
  forgetViewer(applicantId: string): void {
    this.#viewerFacts.forget(applicantId);
  }

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
      throw badRequest(kind === "QUALITY" ? "Это не тест характеристик" : "Это не тест навыков");
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
    const vacancy = isUuid(vacancyId)
      ? (await queries.findVacancyFacts(this.deps.db, [vacancyId]))[0]
      : undefined;
    if (!vacancy) throw notFound("vacancy not found");
    if (vacancy.testName !== testName) throw badRequest("Эта вакансия не просит такой тест");
    const test = this.#test(testName);
    await queries.insertMessages(this.deps.db, [this.#askedMessage(applicantId, vacancy, this.deps.now())]);
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
        `Пройти тест «${test.bank.title}» снова можно с ${russianDate(retakeFrom)}`,
        "CONFLICT",
        undefined,
        undefined,
        { retakeFrom: retakeFrom.toISOString() },
      );
    }
    const sitting = drawSitting(test);
    this.forgetViewer(applicantId);
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
    if (!row) throw conflict("Не удалось начать тест, попробуйте ещё раз");
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
    return this.#toSessionDto(await this.#own(applicantId, sessionId));
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
    if (index < 0) throw badRequest("В этом тесте нет такого вопроса");
    if (option >= (row.optionOrders[index]?.length ?? 0))
      throw badRequest("У вопроса нет такого варианта ответа");
    const saved = await queries.saveAnswer(this.deps.db, {
      sessionId: row.id,
      itemId,
      option,
      now: this.deps.now(),
    });
    if (!saved) this.#assertOpen(await this.#own(applicantId, sessionId));
    return this.#toSessionDto(saved ?? row);
  }

  /**
   * Closes the sitting and records its result. Skill tests count unanswered questions as
   * wrong; the characteristics test needs every statement answered (400). Finishing a closed
   * sitting answers it as it is.
   */
  async finish(applicantId: string, sessionId: string): Promise<TestSessionDto> {
    const row = await this.#own(applicantId, sessionId);
    if (row.status !== "IN_PROGRESS") return this.#toSessionDto(row);
    const test = this.#test(row.testName);
    if (test.kind === "QUALITY" && row.itemIds.some((itemId) => row.answers[itemId] === undefined)) {
      throw badRequest("Ответьте на все вопросы, чтобы завершить тест");
    }
    const now = this.deps.now();
    const closed = await this.#close(row, test, "COMPLETED", now);
    return this.#toSessionDto(closed ?? (await this.#own(applicantId, sessionId)));
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
    this.forgetViewer(row.applicantId);
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
    if (row.status === "EXPIRED") throw conflict("Время на тест истекло: ответы больше не принимаются");
    if (row.status !== "IN_PROGRESS") throw conflict("Тест уже завершён: ответы больше не принимаются");
  }

  /** The sitting after settling the applicant's overdue ones: 404 unknown, 403 another applicant's. */
  async #own(applicantId: string, sessionId: string): Promise<SessionRow> {
    const found = isUuid(sessionId) ? await queries.findSession(this.deps.db, sessionId) : undefined;
    if (!found) throw notFound("test session not found");
    if (found.applicantId !== applicantId) throw forbidden();
    const sessions = await this.#settle(applicantId);
    return sessions.find((row) => row.id === sessionId) ?? found;
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

  #toSessionDto(row: SessionRow): TestSessionDto {
    const test = this.#test(row.testName);
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
      now: this.deps.now().toISOString(),
      questions,
      answers: row.answers,
      answered: row.itemIds.filter((itemId) => row.answers[itemId] !== undefined).length,
      total: row.itemIds.length,
      current: firstOpen < 0 ? row.itemIds.length - 1 : firstOpen,
      result: isClosed(row) ? this.#toResultDto(row) : null,
    };
  }

  #toResultDto(row: SessionRow): TestResultDto {
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
      valid: expiresAtOf(row) > this.deps.now(),
    };
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
      const result = last ? this.#toResultDto(last) : null;
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
      asking.map((vacancy) => this.#askedMessage(applicantId, vacancy, vacancy.appliedAt)),
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

  #askedMessage(
    applicantId: string,
    vacancy: { id: string; title: string; testName: string | null },
    at: Date,
  ): queries.NewMessage {
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

  // ---------------------------------------------------------------- contest

  /**
   * The scores and the coefficients of `vacancyIds` (a page of the list), or without them of
   * the latest vacancies the applicant dealt with: a bounded set either way, so the cost
   * never follows the number of vacancies.
   */
  async contest(
    applicantId: string,
    vacancyIds: readonly string[] | undefined,
  ): Promise<ContestScoreResponse> {
    const { db } = this.deps;
    const { facts, profile, results } = await this.#facts(applicantId);
    const ids = vacancyIds
      ? [...new Set(vacancyIds)].filter(isUuid)
      : await queries.interactedVacancyIds(db, applicantId, INTERACTED_LIMIT);
    const vacancies = await queries.findVacancyFacts(db, ids);
    const vacanciesCoefficients: Record<string, number> = {};
    for (const vacancy of vacancies) vacanciesCoefficients[vacancy.id] = explain(facts, vacancy).coefficient;
    return {
      fullScore: fullScore(profile, results, LOGIC_TEST),
      vacanciesCoefficients,
      profileScore: facts.profileScore,
      logicScore: facts.logicScore,
      formulaVersion: FORMULA_VERSION,
    };
  }

  /**
   * One vacancy's coefficient with its factors, for the applicant or for an employer of the
   * vacancy's company the applicant responded to (403 for anyone else).
   */
  async factors(
    caller: SessionClaims,
    applicantId: string,
    vacancyId: string,
  ): Promise<ContestFactorsResponse> {
    const vacancy = isUuid(vacancyId)
      ? (await queries.findVacancyFacts(this.deps.db, [vacancyId]))[0]
      : undefined;
    if (caller.role === "applicant") {
      if (caller.profileId !== applicantId) throw forbidden();
    } else {
      if (!vacancy) throw notFound("vacancy not found");
      const companyId = await this.deps.activeCompanyOf(caller.profileId);
      if (!companyId || companyId !== vacancy.companyId) throw forbidden();
      if (!isUuid(applicantId) || !(await queries.hasResponded(this.deps.db, applicantId, vacancy.id)))
        throw forbidden();
    }
    if (!vacancy) throw notFound("vacancy not found");
    const { facts } = await this.#facts(applicantId);
    return { vacancyId: vacancy.id, formulaVersion: FORMULA_VERSION, ...explain(facts, vacancy) };
  }

  formula() {
    return {
      formulaVersion: FORMULA_VERSION,
      factors: (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).map((key) => ({
        key,
        name: FACTORS[key].name,
        weight: WEIGHTS[key],
        description: FACTORS[key].description,
      })),
      fullScore:
        "Общий балл: 40 % заполненности профиля, 30 % результата теста на логику и 30 % среднего результата остальных тестов навыков.",
      profileScore:
        "Доля заполненных разделов профиля: о себе, должность, образование, опыт, навыки, качества, цели, контакты, город.",
      logicScore: "Результат теста на логику за последние 12 месяцев, 0 без теста.",
    };
  }

  /** The applicant's profile, valid results and the formula's facts (one profile read, one sittings read). */
  async #facts(applicantId: string) {
    const [profile, sessions] = await Promise.all([
      this.deps.profiles.getApplicant(applicantId),
      this.#settle(applicantId),
    ]);
    const results = this.#validResults(sessions);
    const facts = applicantFacts(profile, results, {
      now: this.deps.now(),
      logicTest: LOGIC_TEST,
      personalityTest: allTests().find((test) => test.kind === "QUALITY")?.bank.testName ?? "",
    });
    return { profile, results, facts, sessions };
  }

  /** The latest result of each test that still counts. */
  #validResults(sessions: readonly SessionRow[]): ResultFact[] {
    const now = this.deps.now();
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

  // ---------------------------------------------------------------- vacancies

  /** The applicant's test status and coefficient for each vacancy of a page. */
  async forViewer(applicantId: string, vacancies: readonly VacancyForViewer[]) {
    const personal = new Map<string, { testStatus: TestStatus | null; coefficient: number }>();
    if (vacancies.length === 0) return personal;
    const { value } = await this.#viewerFacts.get(applicantId, async () => {
      const { facts, sessions } = await this.#facts(applicantId);
      return { facts, sessions };
    });
    const { facts, sessions } = value;
    for (const vacancy of vacancies) {
      personal.set(vacancy.id, {
        testStatus: vacancy.testName ? this.#statusFor(sessions, vacancy.testName) : null,
        coefficient: explain(facts, vacancy).coefficient,
      });
    }
    return personal;
  }

  #statusFor(sessions: readonly SessionRow[], testName: string): TestStatus {
    const ofTest = sessions.filter((row) => row.testName === testName);
    const last = ofTest.find(isClosed);
    return statusOf(
      ofTest.find((row) => row.status === "IN_PROGRESS"),
      last ? this.#toResultDto(last) : null,
    );
  }

  /** How many respondents of each of these (the employer's) vacancies hold a valid result of its test. */
  completedCounts(vacancyIds: readonly string[]) {
    const since = this.deps.now();
    since.setUTCMonth(since.getUTCMonth() - RESULT_VALID_MONTHS);
    return queries.countCompleted(this.deps.db, vacancyIds, since);
  }

  /**
   * Each respondent's coefficient for the vacancy and valid results; the characteristics
   * result only when the applicant chose to show it to employers.
   */
  async forEmployer(vacancy: VacancyFact, applicantIds: readonly string[]) {
    const shown = await queries.characteristicsShown(this.deps.db, applicantIds);
    const insight = new Map<string, { coefficient: number; testResults: TestResultDto[] }>();
    for (const applicantId of applicantIds) {
      const { facts, sessions } = await this.#facts(applicantId);
      const seen = new Set<string>();
      const testResults: TestResultDto[] = [];
      for (const row of sessions) {
        if (!isClosed(row) || seen.has(row.testName)) continue;
        seen.add(row.testName);
        const result = this.#toResultDto(row);
        if (result.valid && (result.kind === "SKILL" || shown.has(applicantId))) testResults.push(result);
      }
      insight.set(applicantId, { coefficient: explain(facts, vacancy).coefficient, testResults });
    }
    return insight;
  }

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
    if (!vacancy) throw notFound("vacancy not found");
    if (vacancy.companyId !== companyId) throw forbidden();
    await queries.setVacancyTest(this.deps.db, vacancy.id, testName, this.deps.now());
    return testName;
  }

  /** Refuses (400) a test the catalogue does not have; null (no test) passes. */
  assertInCatalogue(testName: string | null): void {
    if (testName !== null) this.#test(testName);
  }

  #test(testName: string): TestBank {
    const test = findTest(testName);
    if (!test) throw badRequest("Такого теста нет в каталоге");
    return test;
  }
}

/** TODO without a result that counts, IN_PROGRESS while a sitting is open, COMPLETED with a valid result. */
function statusOf(open: SessionRow | undefined, result: TestResultDto | null): TestStatus {
  if (result?.valid) return "TEST_STATUS_COMPLETED";
  if (open) return "TEST_STATUS_IN_PROGRESS";
  return "TEST_STATUS_TODO";
}

const MESSAGE_STATUS: Record<TestMessageDto["event"] & string, TestStatus> = {
  VACANCY_ASKED: "TEST_STATUS_TODO",
  STARTED: "TEST_STATUS_IN_PROGRESS",
  COMPLETED: "TEST_STATUS_COMPLETED",
  EXPIRED: "TEST_STATUS_COMPLETED",
  RETAKE_OPEN: "TEST_STATUS_TODO",
};
