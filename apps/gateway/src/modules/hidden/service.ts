import { HIDDEN_LIMITS } from "@rabota/domain/constants";
import { HIDDEN_MESSAGES, type HiddenResponse } from "@rabota/domain/wire/hidden";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { badRequest, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { visibleVacancy } from "../vacancy";
import * as queries from "./queries";

export interface HiddenServiceDeps {
  db: Db;
  now: () => Date;
  /** Told when what an applicant hides changed: the list's memoised totals are stale. */
  onChanged: () => void;
}

/**
 * What applicants hide from the vacancy list (issue 26). Every method takes the applicant id
 * of the caller (the routes allow applicants only). Hiding is idempotent; showing again what
 * was not hidden is a no-op.
 */
export class HiddenService {
  constructor(private readonly deps: HiddenServiceDeps) {}

  /** Everything hidden, latest first, and the excluded words. */
  async list(applicantId: string): Promise<HiddenResponse> {
    const [vacancies, companies, words] = await Promise.all([
      queries.listHiddenVacancies(this.deps.db, applicantId),
      queries.listHiddenCompanies(this.deps.db, applicantId),
      queries.findWords(this.deps.db, applicantId),
    ]);
    return {
      vacancies: vacancies.map((row) => ({ ...row, hiddenAt: row.hiddenAt.toISOString() })),
      companies: companies.map((row) => ({ ...row, hiddenAt: row.hiddenAt.toISOString() })),
      words,
    };
  }

  /** «Скрыть вакансию»: 404 for a vacancy they may not see (unknown, a draft, another's archive), 400 beyond the cap. */
  async hideVacancy(applicantId: string, vacancyId: string): Promise<void> {
    await visibleVacancy(this.deps.db, vacancyId, { applicantId, companyId: null });
    if ((await queries.hiddenCounts(this.deps.db, applicantId)).vacancies >= HIDDEN_LIMITS.vacancies)
      throw badRequest(HIDDEN_MESSAGES.tooManyVacancies);
    await queries.hideVacancy(this.deps.db, applicantId, vacancyId, this.deps.now());
    this.deps.onChanged();
  }

  async showVacancy(applicantId: string, vacancyId: string): Promise<void> {
    if (!isUuid(vacancyId)) throw notFound(NOT_FOUND_REPLIES.vacancy);
    await queries.showVacancy(this.deps.db, applicantId, vacancyId);
    this.deps.onChanged();
  }

  /** «Скрыть все вакансии компании»: 404 for an unknown company, 400 beyond the cap. */
  async hideCompany(applicantId: string, companyId: string): Promise<void> {
    if (!isUuid(companyId) || !(await queries.companyExists(this.deps.db, companyId)))
      throw notFound(NOT_FOUND_REPLIES.company);
    if ((await queries.hiddenCounts(this.deps.db, applicantId)).companies >= HIDDEN_LIMITS.companies)
      throw badRequest(HIDDEN_MESSAGES.tooManyCompanies);
    await queries.hideCompany(this.deps.db, applicantId, companyId, this.deps.now());
    this.deps.onChanged();
  }

  async showCompany(applicantId: string, companyId: string): Promise<void> {
    if (!isUuid(companyId)) throw notFound(NOT_FOUND_REPLIES.company);
    await queries.showCompany(this.deps.db, applicantId, companyId);
    this.deps.onChanged();
  }

  /** «Исключить слова»: replaces the list (already checked and lower-cased by the wire schema). */
  async setWords(applicantId: string, words: string[]): Promise<string[]> {
    await queries.saveWords(this.deps.db, applicantId, words, this.deps.now());
    this.deps.onChanged();
    return words;
  }
}
