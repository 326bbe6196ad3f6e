import { SAVED_SEARCH_NEW_COUNT_CAP, SAVED_SEARCHES_MAX } from "@rabota/domain/constants";
import { SAVED_SEARCH_MESSAGES } from "@rabota/domain/errors";
import type { SavedSearchDto, SavedSearchWrite } from "@rabota/domain/wire/searches";
import { isUuid } from "../../db/columns";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/errors";
import type { VacancyListing } from "../vacancy";
import * as queries from "./queries";

export interface SavedSearchServiceDeps {
  db: Db;
  now: () => Date;
  vacancies: Pick<VacancyListing, "countListedSince">;
}

const searchNotFound = () => notFound(SAVED_SEARCH_MESSAGES.notFound);

/**
 * An applicant's saved searches (issue 26): at most {@link SAVED_SEARCHES_MAX}, each with its
 * «N новых» counted by the vacancy list's own query since the applicant last opened it. Every
 * call names the applicant; another applicant's search is as absent as a missing one (404).
 */
export class SavedSearchService {
  constructor(private readonly deps: SavedSearchServiceDeps) {}

  /** Saves a search; 409 with the Russian message at the 21st. */
  async create(applicantId: string, input: SavedSearchWrite): Promise<SavedSearchDto> {
    const row = await this.deps.db.transaction(async (tx) => {
      // Two saves at once must count each other, or both would pass at 19.
      await queries.lockApplicant(tx, applicantId);
      if ((await queries.countOf(tx, applicantId)) >= SAVED_SEARCHES_MAX) {
        throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
      }
      return queries.insertSearch(tx, { ...input, applicantId, now: this.deps.now() });
    });
    return this.#toDto(row, 0);
  }

  /** The applicant's searches, newest first, each with its `newCount`. */
  async list(applicantId: string): Promise<SavedSearchDto[]> {
    const rows = await queries.listOf(this.deps.db, applicantId);
    return Promise.all(rows.map(async (row) => this.#toDto(row, await this.#newCount(row))));
  }

  async update(applicantId: string, id: string, input: SavedSearchWrite): Promise<SavedSearchDto> {
    if (!isUuid(id)) throw searchNotFound();
    const row = await queries.updateOwn(this.deps.db, { ...input, applicantId, id, now: this.deps.now() });
    if (!row) throw searchNotFound();
    return this.#toDto(row, await this.#newCount(row));
  }

  async remove(applicantId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await queries.deleteOwn(this.deps.db, applicantId, id))) throw searchNotFound();
  }

  /** The applicant opened the search's list: what it found so far is no longer new. */
  async markOpened(applicantId: string, id: string): Promise<SavedSearchDto> {
    if (!isUuid(id)) throw searchNotFound();
    const row = await queries.markOpened(this.deps.db, applicantId, id, this.deps.now());
    if (!row) throw searchNotFound();
    return this.#toDto(row, 0);
  }

  /** The name the unsubscribe page shows, or undefined when the search was deleted. */
  async nameOf(id: string): Promise<string | undefined> {
    return queries.nameOf(this.deps.db, id);
  }

  /** The mail's unsubscribe: the search's alerts are off; its name, or undefined when it was deleted. */
  async switchAlertOff(id: string): Promise<string | undefined> {
    return queries.switchAlertOff(this.deps.db, id, this.deps.now());
  }

  #newCount(row: queries.SavedSearchRow): Promise<number> {
    return this.deps.vacancies.countListedSince({
      filters: row.filter,
      viewerApplicantId: row.applicantId,
      publishedAfter: row.openedAt,
      cap: SAVED_SEARCH_NEW_COUNT_CAP,
    });
  }

  #toDto(row: queries.SavedSearchRow, newCount: number): SavedSearchDto {
    return {
      id: row.id,
      name: row.name,
      filter: row.filter,
      alert: row.alert,
      newCount,
      openedAt: row.openedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }
}
