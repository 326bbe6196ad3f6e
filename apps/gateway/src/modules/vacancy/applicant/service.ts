import { RESPONSE_QUERY_FILTER_STATUS, type ResponseQueryFilter } from "@rabota/domain/enums";
import type { ApplicantResponseDto, VacancyDto } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../../db/columns";
import type { Db } from "../../../platform/db/database";
import { visibleVacancy } from "../access";
import type { VacancyCards } from "../cards";
import { startOfMoscowDay } from "../time";
import * as queries from "./queries";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface ApplicantVacanciesDeps {
  db: Db;
  now: () => Date;
  cards: VacancyCards;
}

/**
 * What an applicant does with vacancies and the lists of their own: views, likes, favourites,
 * the viewed history and the vacancies they responded to. Each method takes the applicant id
 * the route already proved to be the caller's.
 */
export class ApplicantVacancies {
  constructor(private readonly deps: ApplicantVacanciesDeps) {}

  /** The applicant opened the vacancy (404 for one they may not see): `views` counts distinct applicants. */
  async recordView(applicantId: string, vacancyId: string): Promise<void> {
    await visibleVacancy(this.deps.db, vacancyId, { applicantId, companyId: null });
    await queries.recordView(this.deps.db, applicantId, vacancyId, this.deps.now());
  }

  /** The applicant's liked vacancies, latest like first. */
  async favourites(applicantId: string): Promise<VacancyDto[]> {
    return this.deps.cards.vacancies(
      await queries.listFavourites(this.deps.db, applicantId, this.deps.now()),
      {
        applicantId,
      },
    );
  }

  /** Vacancies the applicant viewed since Moscow midnight, in the last 7 days, or ever. */
  async viewed(applicantId: string, filter: "today" | "week" | undefined): Promise<VacancyDto[]> {
    const at = this.deps.now();
    const since =
      filter === "today" ? startOfMoscowDay(at) : filter === "week" ? new Date(at.getTime() - WEEK_MS) : null;
    return this.deps.cards.vacancies(await queries.listViewed(this.deps.db, applicantId, since, at), {
      applicantId,
    });
  }

  /**
   * The applicant's responses with their status, optionally of one status; a rejection shows
   * only once the employer's undo window is over.
   */
  async responsesOf(
    applicantId: string,
    filter: ResponseQueryFilter | undefined,
  ): Promise<ApplicantResponseDto[]> {
    const status = filter ? RESPONSE_QUERY_FILTER_STATUS[filter] : null;
    const rows = await queries.listApplicantResponses(this.deps.db, applicantId, status, this.deps.now());
    const dtos = await this.deps.cards.vacancies(rows, { applicantId });
    return rows.map((row, index) => ({
      vacancyId: row.id,
      status: row.responseStatus ?? "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
      invitationMessage: row.invitationMessage,
      appliedAt: row.appliedAt.toISOString(),
      vacancy: dtos[index],
      startedBy: row.startedBy,
    }));
  }

  /** Likes (or, with `liked` false, unlikes) a vacancy; idempotent. 404 for a vacancy they may not see. */
  async setLike(applicantId: string, vacancyId: string, liked: boolean): Promise<void> {
    const viewer = { applicantId, companyId: null };
    if (liked) {
      // Liking is seeing (issue 41): a vacancy they may not see is as unknown.
      await visibleVacancy(this.deps.db, vacancyId, viewer);
      await queries.insertLike(this.deps.db, applicantId, vacancyId, this.deps.now());
      return;
    }
    // A like of theirs can always be taken back (the vacancy may have been archived since);
    // without one, the answer is the rule's, so it tells nothing about a vacancy they may not see.
    if (!isUuid(vacancyId) || !(await queries.deleteLike(this.deps.db, applicantId, vacancyId)))
      await visibleVacancy(this.deps.db, vacancyId, viewer);
  }
}
