import type { ResponseStatus } from "@rabota/domain/enums";
import type {
  CandidateApplicationDto,
  ResponseRateDto,
  VacancyApplicationDto,
} from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { conflict, forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES, RESPONSE_REPLIES } from "../../platform/http/messages";
import { findVacancy, ownVacancy, visibleVacancy } from "../vacancy";
import type { ResponsesTestsPort } from "./ports";
import * as queries from "./queries";
import { ResponseRateMemo } from "./rate-memo";
import * as responseRates from "./response-rate";

export interface ResponsesServiceDeps {
  db: Db;
  now: () => Date;
  /** The coefficient and the test results of each respondent the employer may see. */
  tests: ResponsesTestsPort;
  /** Whether the company may find the applicant in the candidate search (its invitations start responses). */
  isFindableBy: (companyId: string, applicantId: string) => Promise<boolean>;
  /** Whether a company of this id exists (a malformed id names none). */
  companyExists: (companyId: string) => Promise<boolean>;
  /** How long «Отказать» may be undone; the applicant sees the rejection only after it. */
  rejectUndoMs: number;
  /** An answer later than this after the response does not count for the response rate. */
  responseStaleAfterMs: number;
  /** Told of each new response: the chat opens the response's chat between applicant and company. */
  onApplied?: (applicantId: string, vacancyId: string) => Promise<unknown>;
}

/**
 * Responses to vacancies: an applicant's response, the employer's answers (viewed, invited,
 * rejected with its undo), the companies' response rates and the rule of who is a company's
 * candidate. Employer methods take the company the route proved the caller an active member of
 * (`app.auth.companyMember`) and touch only that company's vacancies (403 otherwise, 404 for an
 * unknown vacancy).
 */
export class ResponsesService {
  readonly #rates: ResponseRateMemo;

  constructor(private readonly deps: ResponsesServiceDeps) {
    this.#rates = new ResponseRateMemo(deps.now);
  }

  /**
   * Applies once: 409 when already applied, or when the vacancy was archived under a response of
   * theirs; 404 for a vacancy they may not see (a draft, another's archived one).
   */
  async apply(applicantId: string, vacancyId: string) {
    const vacancy = await visibleVacancy(this.deps.db, vacancyId, { applicantId, companyId: null });
    if (vacancy.status !== "VACANCY_STATUS_ACTIVE") throw conflict(RESPONSE_REPLIES.vacancyArchived);
    const inserted = await this.deps.db.transaction(async (tx) => {
      const row = await queries.insertResponse(tx, applicantId, vacancy.id, this.deps.now());
      if (row)
        await responseRates.countResponse(tx, { companyId: vacancy.companyId, appliedAt: row.appliedAt });
      return row;
    });
    if (!inserted) throw conflict(RESPONSE_REPLIES.alreadyApplied);
    this.#rates.forget(vacancy.companyId);
    await this.deps.onApplied?.(applicantId, vacancy.id);
    return { vacancyId: vacancy.id, status: inserted.status, appliedAt: inserted.appliedAt.toISOString() };
  }

  /**
   * Who applied to one of the company's vacancies, newest first or (`sort` coefficient) best
   * coefficient first, each with the coefficient and the test results the employer may see.
   */
  async applications(
    companyId: string,
    vacancyId: string,
    sort: "coefficient" | "appliedAt" = "appliedAt",
  ): Promise<VacancyApplicationDto[]> {
    const vacancy = await ownVacancy(this.deps.db, companyId, vacancyId);
    const facts = await findVacancy(this.deps.db, vacancy.id, null, this.deps.now());
    const rows = await queries.listApplications(this.deps.db, vacancy.id);
    const insight = facts
      ? await this.deps.tests.forEmployer(
          facts,
          rows.map((row) => row.applicantId),
        )
      : new Map();
    const applications = rows.map((row) => ({
      ...this.#toApplicationDto(row),
      coefficient: insight.get(row.applicantId)?.coefficient ?? null,
      testResults: insight.get(row.applicantId)?.testResults ?? [],
    }));
    // A stable sort keeps newest first among equal coefficients.
    if (sort === "coefficient") applications.sort((a, b) => (b.coefficient ?? 0) - (a.coefficient ?? 0));
    return applications;
  }

  /**
   * Marks a response to one of the company's vacancies viewed or rejected; 404 for no such
   * response. A rejection takes effect for the applicant after the undo window.
   */
  async setApplicationStatus(
    companyId: string,
    input: { vacancyId: string; applicantId: string; status: ResponseStatus },
  ): Promise<VacancyApplicationDto> {
    const vacancy = await ownVacancy(this.deps.db, companyId, input.vacancyId);
    const now = this.deps.now();
    const key = { vacancyId: vacancy.id, applicantId: input.applicantId };
    const row = await this.#answering(companyId, key, (tx) =>
      queries.updateApplicationStatus(tx, {
        ...key,
        status: input.status,
        now,
        rejectAt: new Date(now.getTime() + this.deps.rejectUndoMs),
      }),
    );
    if (!row) throw notFound(NOT_FOUND_REPLIES.response);
    return this.#toApplicationDto(row);
  }

  /**
   * «Пригласить» (issue 25): the response to one of the company's vacancies becomes an
   * invitation with the employer's message (replacing a rejection); the route then puts the
   * message into the response's chat. With no response, a person the company may find in the
   * candidate search (issue 44) gets one the employer started, to an active vacancy (409 for an
   * archived one). 404 for anyone else.
   */
  async invite(
    companyId: string,
    input: { vacancyId: string; applicantId: string; message: string },
  ): Promise<VacancyApplicationDto> {
    const vacancy = await ownVacancy(this.deps.db, companyId, input.vacancyId);
    const key = { vacancyId: vacancy.id, applicantId: input.applicantId };
    const now = this.deps.now();
    const row =
      (await this.#answering(companyId, key, (tx) =>
        queries.inviteApplication(tx, { ...key, message: input.message, now }),
      )) ?? (await this.#inviteFound(companyId, vacancy, { ...key, message: input.message, now }));
    if (!row) throw notFound(NOT_FOUND_REPLIES.response);
    return this.#toApplicationDto(row);
  }

  /** A found person's invitation: a response the employer starts, counted in no response rate. */
  async #inviteFound(
    companyId: string,
    vacancy: { id: string; status: string },
    input: { vacancyId: string; applicantId: string; message: string; now: Date },
  ) {
    if (!isUuid(input.applicantId) || !(await this.deps.isFindableBy(companyId, input.applicantId)))
      return undefined;
    if (vacancy.status !== "VACANCY_STATUS_ACTIVE") throw conflict(RESPONSE_REPLIES.vacancyArchived);
    const row = await queries.insertInvitation(this.deps.db, input);
    if (row) await this.deps.onApplied?.(input.applicantId, input.vacancyId);
    return row;
  }

  /**
   * Takes back «Отказать» within its undo window: the response is as before and the applicant
   * never sees the rejection. 409 once the window is over (or with no rejection to take back),
   * 404 for no such response.
   */
  async undoRejection(
    companyId: string,
    input: { vacancyId: string; applicantId: string },
  ): Promise<VacancyApplicationDto> {
    const vacancy = await ownVacancy(this.deps.db, companyId, input.vacancyId);
    const key = { vacancyId: vacancy.id, applicantId: input.applicantId, now: this.deps.now() };
    const outcome =
      (await this.#answering(companyId, key, (tx) => queries.undoRejection(tx, key))) ?? "missing";
    if (outcome === "missing") throw notFound(NOT_FOUND_REPLIES.response);
    if (outcome === "late") throw conflict(RESPONSE_REPLIES.undoTooLate);
    const row = await queries.findApplication(this.deps.db, key);
    if (!row) throw notFound(NOT_FOUND_REPLIES.response);
    return this.#toApplicationDto(row);
  }

  /**
   * Whether the employer's company may see the applicant: only when the applicant responded
   * to one of its vacancies (403 otherwise, so no stranger reads a profile).
   */
  async assertCandidateOf(companyId: string, applicantId: string): Promise<void> {
    if (!isUuid(applicantId) || !(await queries.hasRespondedToCompany(this.deps.db, applicantId, companyId)))
      throw forbidden(RESPONSE_REPLIES.notYourCandidate);
  }

  /**
   * The candidate's page (issue 25): the applicant's responses to the company's vacancies,
   * newest first, each with its vacancy's title; 403 when there is none (as for the profile).
   */
  async candidateApplications(companyId: string, applicantId: string): Promise<CandidateApplicationDto[]> {
    await this.assertCandidateOf(companyId, applicantId);
    const rows = await queries.listCandidateApplications(this.deps.db, companyId, applicantId);
    return rows.map(({ vacancyTitle, ...row }) => ({ ...this.#toApplicationDto(row), vacancyTitle }));
  }

  /**
   * `GET /v1/company/{companyId}/response-rate`: how the company answered the responses of the
   * window (issue 25). 404 for an unknown company (or an id that cannot be one).
   */
  async responseRate(companyId: string): Promise<ResponseRateDto> {
    if (!(await this.deps.companyExists(companyId))) throw notFound(NOT_FOUND_REPLIES.company);
    const rates = await responseRates.readResponseRates(this.deps.db, [companyId]);
    return rates.get(companyId) as ResponseRateDto;
  }

  /**
   * The companies' response rates as vacancy cards and pages show them: kept a minute per
   * company (see {@link ResponseRateMemo}); a response or an answer here forgets its company's.
   */
  async responseRates(companyIds: readonly string[]): Promise<Map<string, ResponseRateDto>> {
    return this.#rates.get(companyIds, (ids) => responseRates.readResponseRates(this.deps.db, ids));
  }

  /**
   * Changes a response's answer (`change`, given the transaction) with the response locked, and
   * moves it in the response rate's counts in the same transaction. Undefined, with nothing
   * changed, when there is no such response.
   */
  async #answering<T>(
    companyId: string,
    key: { vacancyId: string; applicantId: string },
    change: (tx: Queryable) => Promise<T>,
  ): Promise<T | undefined> {
    if (!isUuid(key.applicantId)) return undefined;
    const answered = await this.deps.db.transaction(async (tx) => {
      const before = await queries.lockAnswer(tx, key);
      if (!before) return undefined;
      const result = await change(tx);
      const after = await queries.lockAnswer(tx, key);
      // An invitation the employer started was never counted as a response.
      if (before.startedBy === "employer") return result;
      await responseRates.moveAnswer(tx, {
        companyId,
        appliedAt: before.appliedAt,
        from: before.answeredAt,
        to: after?.answeredAt ?? null,
        staleAfterMs: this.deps.responseStaleAfterMs,
        now: this.deps.now(),
      });
      return result;
    });
    // After the commit (a read begun before it may still keep the old rate, a minute at most).
    this.#rates.forget(companyId);
    return answered;
  }

  /** The wire form of an application; the undo deadline only while it is ahead. */
  #toApplicationDto = (row: queries.ApplicationRow): VacancyApplicationDto => {
    const { rejectedAt, ...rest } = row;
    const undoable = rejectedAt !== null && rejectedAt > this.deps.now();
    return {
      ...rest,
      appliedAt: row.appliedAt.toISOString(),
      rejectionUndoUntil: undoable ? rejectedAt.toISOString() : null,
    };
  };
}
