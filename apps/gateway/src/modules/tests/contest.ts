import type { TestStatus } from "@rabota/domain/enums";
import type { ContestFactorsResponse, ContestScoreResponse } from "@rabota/domain/wire/contest";
import type { TestResultDto } from "@rabota/domain/wire/tests";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { TtlMemo } from "../../platform/memo/ttl-memo";
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { ProfileService } from "../profile";
import { mayView, visibleVacancy } from "../vacancy";
import { allTests, LOGIC_TEST } from "./catalogue";
import {
  type ApplicantFacts,
  applicantFacts,
  explain,
  FACTORS,
  FORMULA_VERSION,
  fullScore,
  type VacancyFact,
  WEIGHTS,
} from "./formula";
import type { SessionRow } from "./queries";
import * as queries from "./queries";
import type { TestService } from "./service";
import { isClosed, RESULT_VALID_MONTHS, statusFor, toResultDto, validResults } from "./sittings";

/** Coefficients of the contest call without `vacancyIds`: the latest vacancies dealt with. */
const INTERACTED_LIMIT = 100;
/** How long the facts behind an applicant's coefficients on cards are kept (another replica's change shows within it). */
const VIEWER_FACTS_TTL_MS = 10_000;

export interface ContestServiceDeps {
  db: Db;
  now: () => Date;
  profiles: ProfileService;
  /** The sittings, settled before the score reads them. */
  tests: TestService;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
}

/** A vacancy as the personal fields of the vacancy DTO need it. */
export type VacancyForViewer = VacancyFact & { testName: string | null };

/**
 * The contest score (decision 008): an applicant's full score, each vacancy's coefficient with
 * its factors, and what the vacancy cards and the employer's response list show of them.
 */
export class ContestService {
  /**
   * What the coefficient on an applicant's cards is computed from (their profile and results),
   * kept {@link VIEWER_FACTS_TTL_MS}: reading it was eight statements and most of a signed-in
   * list's or search's cost, again on every page. Their own test sittings and profile saves
   * through this gateway forget it at once ({@link forgetViewer}).
   */
  readonly #viewerFacts: TtlMemo<{ facts: ApplicantFacts; sessions: SessionRow[] }>;

  constructor(private readonly deps: ContestServiceDeps) {
    this.#viewerFacts = new TtlMemo(deps.now, VIEWER_FACTS_TTL_MS);
  }

  /** Forgets what an applicant's cards were computed from (their profile or results changed). */
  forgetViewer(applicantId: string): void {
    this.#viewerFacts.forget(applicantId);
  }

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
    // Only vacancies the applicant may see (issue 41): a draft or another's archived vacancy
    // asked for by id gets no coefficient, as an unknown id gets none.
    const responded = new Set(await queries.respondedVacancyIds(db, applicantId, ids));
    const vacancies = (await queries.findVacancyFacts(db, ids)).filter((vacancy) =>
      mayView(vacancy, { applicantId, companyId: null }, responded.has(vacancy.id)),
    );
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
      if (vacancy) await visibleVacancy(this.deps.db, vacancy.id, { applicantId, companyId: null });
    } else {
      const companyId = (await this.deps.activeCompanyOf(caller.profileId)) ?? null;
      // Another company's draft or archived vacancy is as unknown (issue 41); its published one is not theirs.
      if (!vacancy || !mayView(vacancy, { applicantId: null, companyId }, false))
        throw notFound(NOT_FOUND_REPLIES.vacancy);
      if (!companyId || companyId !== vacancy.companyId) throw forbidden();
      if (!isUuid(applicantId) || !(await queries.hasResponded(this.deps.db, applicantId, vacancy.id)))
        throw forbidden();
    }
    if (!vacancy) throw notFound(NOT_FOUND_REPLIES.vacancy);
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
      this.deps.tests.settledSessions(applicantId),
    ]);
    const results = validResults(sessions, this.deps.now());
    const facts = applicantFacts(profile, results, {
      now: this.deps.now(),
      logicTest: LOGIC_TEST,
      personalityTest: allTests().find((test) => test.kind === "QUALITY")?.bank.testName ?? "",
    });
    return { profile, results, facts, sessions };
  }

  /** What an applicant's cards are computed from, memoised ({@link #viewerFacts}). */
  async #viewer(applicantId: string) {
    const { value } = await this.#viewerFacts.get(applicantId, async () => {
      const { facts, sessions } = await this.#facts(applicantId);
      return { facts, sessions };
    });
    return value;
  }

  /** The applicant's test status and coefficient for each vacancy of a page. */
  async forViewer(applicantId: string, vacancies: readonly VacancyForViewer[]) {
    const personal = new Map<string, { testStatus: TestStatus | null; coefficient: number }>();
    if (vacancies.length === 0) return personal;
    const { facts, sessions } = await this.#viewer(applicantId);
    for (const vacancy of vacancies) {
      personal.set(vacancy.id, {
        testStatus: vacancy.testName ? statusFor(sessions, vacancy.testName, this.deps.now()) : null,
        coefficient: explain(facts, vacancy).coefficient,
      });
    }
    return personal;
  }

  /**
   * The tests the applicant holds a result of that still counts (closed in the last 12 months):
   * what recommendations call «тест пройден». The same memo as the cards' statuses, so a
   * recommendations call that shows cards reads the sittings once.
   */
  async passedTests(applicantId: string): Promise<string[]> {
    const { sessions } = await this.#viewer(applicantId);
    return validResults(sessions, this.deps.now()).map((result) => result.testName);
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
        const result = toResultDto(row, this.deps.now());
        if (result.valid && (result.kind === "SKILL" || shown.has(applicantId))) testResults.push(result);
      }
      insight.set(applicantId, { coefficient: explain(facts, vacancy).coefficient, testResults });
    }
    return insight;
  }
}
