import type { VacancyFilters, VacancyListResponse, VacancyTotalResponse } from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../../db/columns";
import type { Db } from "../../../platform/db/database";
import { badRequest, forbidden } from "../../../platform/http/errors";
import { VACANCY_REPLIES } from "../../../platform/http/messages";
import { TtlMemo } from "../../../platform/memo/ttl-memo";
import type { VacancyCards } from "../cards";
import { decodePageToken, encodePageToken } from "./page-token";
import * as queries from "./queries";
import * as lexemes from "./search-lexemes";

/** The largest total counted exactly (decision record 012). */
export const TOTAL_CAP = 1000;

/** How long a guest's first page is shared between requests (decision record 021). */
export const GUEST_PAGE_TTL_MS = 5_000;
/** Filter sets (and searches) whose guest's first page is kept at once. */
const GUEST_PAGES_KEPT = 200;
/** How long a total is kept (per filter set, and per applicant for theirs). */
const TOTAL_TTL_MS = 30_000;

/** What a list asks for, as the list's query string has it. */
export interface ListQuery {
  filters: VacancyFilters;
  pageSize: number;
  pageToken: string | undefined;
}

/** Who is looking: a guest (both null), an applicant or an employer. */
export interface ListViewer {
  applicantId: string | null;
  employerId: string | null;
}

/** A page of the list and, when it is a guest's shared copy, how fresh it is. */
export interface ListedPage {
  page: VacancyListResponse;
  /** A copy shared by guests: its age and how long it may be kept in all; null when made for this viewer alone. */
  shared: { ageMs: number; ttlMs: number } | null;
}

export interface VacancyListingDeps {
  db: Db;
  now: () => Date;
  cards: VacancyCards;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
}

/**
 * The list of vacancies and its search: pages (a guest's first ones shared), totals, a saved
 * search's new ones, and the lexeme shares searches choose their plans by.
 */
export class VacancyListing {
  /** Totals per filter set: a count walks every match, so a few seconds old is what boards show. */
  readonly #totals: TtlMemo<number>;
  /**
   * A guest's first pages, the same for every guest: reading one (a query, the cards' response
   * rates, the mapping) cost more than the rest of the request (decision 021).
   */
  readonly #guestPages: TtlMemo<VacancyListResponse>;

  constructor(private readonly deps: VacancyListingDeps) {
    this.#totals = new TtlMemo(deps.now, TOTAL_TTL_MS);
    this.#guestPages = new TtlMemo(deps.now, GUEST_PAGE_TTL_MS, GUEST_PAGES_KEPT);
  }

  /**
   * The list as `GET /v1/vacancy` and the list's page answer it: one page, newest first, for
   * the viewer (403 for archived vacancies or drafts of a company the viewer is not a member
   * of, 400 for a page token this server did not issue). A guest's first page, searched or not,
   * is a copy shared by guests for {@link GUEST_PAGE_TTL_MS} (decision record 021): everyone
   * signed in and every later page is read for the request.
   */
  async listPage(query: ListQuery, viewer: ListViewer): Promise<ListedPage> {
    await this.assertArchivedVisible(query.filters, viewer.employerId);
    const input = {
      ...query,
      viewerApplicantId: viewer.applicantId,
      viewerEmployerId: viewer.employerId,
    };
    const guest = viewer.applicantId === null && viewer.employerId === null;
    if (!guest || query.pageToken !== undefined) {
      return { page: await this.list(input), shared: null };
    }
    const key = `${query.pageSize}:${JSON.stringify(query.filters)}`;
    const { value: page, ageMs } = await this.#guestPages.get(key, () => this.list(input));
    return { page, shared: { ageMs, ttlMs: this.#guestPages.ttlMs } };
  }

  /**
   * One page, newest first, with the viewer's flags when the viewer is an applicant. 400 for a
   * page token this server did not issue.
   */
  async list(input: {
    filters: VacancyFilters;
    pageSize: number;
    pageToken: string | undefined;
    viewerApplicantId: string | null;
    viewerEmployerId?: string | null;
    /** Only vacancies published after this: what a saved search has not seen (never on the wire). */
    publishedAfter?: Date;
  }) {
    const { filters, pageSize, pageToken } = input;
    const cursor = pageToken ? decodePageToken(pageToken) : null;
    if (pageToken && !cursor) throw badRequest(VACANCY_REPLIES.invalidPageToken);
    if (filters.companyId && !isUuid(filters.companyId)) return { vacancies: [], nextPageToken: null };
    const viewerEmployerId = input.viewerEmployerId ?? null;
    const ownCompany =
      viewerEmployerId !== null &&
      filters.companyId !== undefined &&
      (await this.deps.activeCompanyOf(viewerEmployerId)) === filters.companyId;
    // One extra row tells whether another page exists without a count.
    const rows = await queries.listVacancies(this.deps.db, {
      filters,
      cursor,
      limit: pageSize + 1,
      viewerApplicantId: input.viewerApplicantId,
      ownCompany,
      now: this.deps.now(),
      ...(input.publishedAfter ? { publishedAfter: input.publishedAfter } : {}),
    });
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      vacancies: await this.deps.cards.cards(page, {
        applicantId: input.viewerApplicantId,
        employerId: input.viewerEmployerId ?? null,
      }),
      nextPageToken: rows.length > pageSize && last ? encodePageToken(last) : null,
    };
  }

  /**
   * How many vacancies the list shows the applicant with `filters` among those published after
   * `publishedAfter`, counted up to `cap`: a saved search's «N новых», by the list's own query
   * (so whatever the list leaves out for this applicant, the count leaves out too).
   */
  async countListedSince(input: {
    filters: VacancyFilters;
    viewerApplicantId: string;
    publishedAfter: Date;
    cap: number;
  }): Promise<number> {
    const rows = await queries.listVacancies(this.deps.db, {
      filters: input.filters,
      cursor: null,
      limit: input.cap,
      viewerApplicantId: input.viewerApplicantId,
      now: this.deps.now(),
      publishedAfter: input.publishedAfter,
    });
    return rows.length;
  }

  /**
   * Archived vacancies and drafts are the company's own business: a list or total of them
   * names the company and comes from its active member (403 otherwise), never the public.
   */
  async assertArchivedVisible(filters: VacancyFilters, viewerEmployerId: string | null): Promise<void> {
    if (filters.status === undefined || filters.status === "VACANCY_STATUS_ACTIVE") return;
    const own = viewerEmployerId ? await this.deps.activeCompanyOf(viewerEmployerId) : undefined;
    if (!own || filters.companyId !== own) throw forbidden(VACANCY_REPLIES.notPublished);
  }

  /**
   * How many vacancies match, exactly up to {@link TOTAL_CAP}; beyond it the total is the cap
   * with `capped` set («более 1 000»), so a count never walks more than the cap's rows.
   * Memoised briefly per filter set; an applicant's per applicant, without what they hid
   * (a change of what is hidden clears the memo).
   */
  async total(
    filters: VacancyFilters,
    viewerApplicantId: string | null = null,
  ): Promise<VacancyTotalResponse> {
    if (filters.companyId && !isUuid(filters.companyId)) return { total: 0, capped: false };
    const key = `${viewerApplicantId ?? ""}:${JSON.stringify(filters)}`;
    const { value: counted } = await this.#totals.get(key, () =>
      queries.countVacancies(this.deps.db, filters, TOTAL_CAP + 1, viewerApplicantId),
    );
    return counted > TOTAL_CAP ? { total: TOTAL_CAP, capped: true } : { total: counted, capped: false };
  }

  /** Rewrites the table of lexeme shares searches choose their plans by; how many lexemes it holds. */
  async refreshSearchLexemes(): Promise<number> {
    return lexemes.refreshSearchLexemes(this.deps.db);
  }

  /** Whether the lexeme shares were never written for the vacancies there are (see the module's start). */
  async searchLexemesMissing(): Promise<boolean> {
    return lexemes.searchLexemesMissing(this.deps.db);
  }

  /**
   * Forgets the memoised totals and the guests' shared pages (vacancies were written or
   * archived, an applicant hid some).
   */
  forgetMemos(): void {
    this.#totals.clear();
    this.#guestPages.clear();
  }
}
