import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../../db/columns";
import type { Db } from "../../../platform/db/database";
import { notFound } from "../../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../../platform/http/messages";
import { mayView } from "../access";
import type { VacancyCards } from "../cards";
import { toVacancyDto } from "../dto";
import { findVacancy } from "../rows";
import * as queries from "./queries";

/** What the public page of a vacancy may show: the vacancy only while it is active. */
export type PublicVacancyPage =
  | { state: "active"; vacancy: VacancyDto }
  | { state: "archived" | "deleted" | "unknown" };

export interface VacancyDetailsDeps {
  db: Db;
  now: () => Date;
  cards: VacancyCards;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
}

/** One vacancy as its page shows it (to its viewer, or to anyone), and the sitemap's pages. */
export class VacancyDetails {
  constructor(private readonly deps: VacancyDetailsDeps) {}

  /**
   * One vacancy with the viewer's flags (its company's members see its statistics and
   * completed-test count); reads only. A draft is its company's members' alone, an archived
   * vacancy theirs and its respondents' ({@link mayView}): 404 to anyone else signed in, 401
   * without a session (it may be a member whose access cookie has just expired).
   */
  async details(vacancyId: string, viewerApplicantId: string | null, viewerEmployerId: string | null = null) {
    if (!isUuid(vacancyId)) throw notFound(NOT_FOUND_REPLIES.vacancy);
    const row = await findVacancy(this.deps.db, vacancyId, viewerApplicantId, this.deps.now());
    if (!row) throw notFound(NOT_FOUND_REPLIES.vacancy);
    // The one rule (access.ts): an archived vacancy stays readable to the applicants who
    // responded to it (their history links to it) and to its company; a draft to its company alone.
    const companyId = (await this.#isMember(viewerEmployerId, row.companyId)) ? row.companyId : null;
    // A guest too gets 404, never 401 (issue 42): a 401 for a draft but 404 for nothing told
    // anyone which ids were drafts. A member whose access token expired has it refreshed by
    // the session guard's own 401 (a stale cookie), before this.
    if (!mayView(row, { applicantId: viewerApplicantId, companyId }, row.responseStatus !== null))
      throw notFound(NOT_FOUND_REPLIES.vacancy);
    const [dto] = await this.deps.cards.vacancies([row], {
      applicantId: viewerApplicantId,
      employerId: viewerEmployerId,
    });
    return dto as VacancyDto;
  }

  /**
   * The vacancy as its public page shows it to anyone (no viewer's flags): while it is active;
   * otherwise only whether it is archived, was deleted, or never existed.
   */
  async publicPage(vacancyId: string): Promise<PublicVacancyPage> {
    if (!isUuid(vacancyId)) return { state: "unknown" };
    const row = await findVacancy(this.deps.db, vacancyId, null, this.deps.now());
    if (row?.status === "VACANCY_STATUS_ACTIVE") {
      const { cards } = this.deps;
      const [vacancy] = await cards.withResponseRates([toVacancyDto(row, cards.dto)]);
      return { state: "active", vacancy: vacancy as VacancyDto };
    }
    // A draft is nobody's business outside its company: as if it did not exist.
    if (row?.status === "VACANCY_STATUS_ARCHIVED") return { state: "archived" };
    if (row) return { state: "unknown" };
    return { state: (await queries.wasDeleted(this.deps.db, vacancyId)) ? "deleted" : "unknown" };
  }

  /** The sitemap's pages of active vacancies (`pageSize` each): number (from 0) and latest change. */
  async sitemapPages(pageSize: number) {
    return queries.activeVacancyPages(this.deps.db, pageSize);
  }

  /** The active vacancies of one sitemap page: id and last change. */
  async sitemapPage(page: number, pageSize: number) {
    return queries.activeVacancyPage(this.deps.db, page, pageSize);
  }

  /** Whether the employer is an active member of the company. */
  async #isMember(employerId: string | null, companyId: string): Promise<boolean> {
    return employerId !== null && (await this.deps.activeCompanyOf(employerId)) === companyId;
  }
}
