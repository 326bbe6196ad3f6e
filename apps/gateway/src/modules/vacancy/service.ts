import {
  RESPONSE_QUERY_FILTER_STATUS,
  type ResponseQueryFilter,
  type ResponseStatus,
} from "@rabota/domain/enums";
import type {
  ApplicantResponseDto,
  CandidateApplicationDto,
  ResponseRateDto,
  VacancyApplicationDto,
  VacancyCardDto,
  VacancyDto,
  VacancyFilters,
  VacancyListResponse,
  VacancyReplace,
  VacancyTotalResponse,
  VacancyWrite,
} from "@rabota/domain/wire/vacancy";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../platform/http/errors";
import { TtlMemo } from "../../platform/memo/ttl-memo";
import type { ContestService } from "../assessments/contest";
import type { AssessmentService as TestService } from "../assessments/service";

type AssessmentService = Pick<ContestService, "forViewer" | "completedCounts" | "forEmployer"> &
  Pick<TestService, "assertInCatalogue">;

import { findCompany } from "../company/queries";
import { type DtoContext, type LogoUrlOf, toVacancyCardDto, toVacancyDto, type VacancyPersonal } from "./dto";
import { decodePageToken, encodePageToken } from "./page-token";
import * as queries from "./queries";
import { ResponseRateMemo } from "./rate-memo";
import * as responseRates from "./response-rate";
import { storedRichText } from "./rich-text";
import { startOfMoscowDay } from "./time";
import * as writes from "./writes";

/** What the public page of a vacancy may show: the vacancy only while it is active. */
export type PublicVacancyPage =
  | { state: "active"; vacancy: VacancyDto }
  | { state: "archived" | "deleted" | "unknown" };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A vacancy's fields as stored: its formatted texts through the sanitising allowlist. */
function storedFields(fields: writes.VacancyFields): writes.VacancyFields {
  return {
    ...fields,
    description: storedRichText(fields.description),
    requirements: storedRichText(fields.requirements),
    objectives: storedRichText(fields.objectives),
    offerings: storedRichText(fields.offerings),
  };
}

/** Why a vacancy write is refused beyond its fields' rules. */
const VACANCY_WRITE_MESSAGES = {
  publishedToDraft: "Опубликованную вакансию нельзя вернуть в черновики: отправьте её в архив",
};

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

export interface VacancyServiceDeps {
  db: Db;
  now: () => Date;
  /** The viewer's test status and coefficient per vacancy, the employer's completed-test counts. */
  assessments: AssessmentService;
  /** The company an employer may act for (an active membership), or none. */
  activeCompanyOf: (employerId: string) => Promise<string | undefined>;
  /** How long «Отказать» may be undone; the applicant sees the rejection only after it. */
  rejectUndoMs: number;
  /** How long a vacancy published here stays on the list (its `expiresAt`). */
  vacancyLifetimeMs: number;
  /** An answer later than this after the response does not count for the response rate. */
  responseStaleAfterMs: number;
  /** A company logo's address, signed when a vacancy is read (the database keeps the file id). */
  logoUrl: LogoUrlOf;
  /** Told of each new response: the chat opens the response's chat between applicant and company. */
  onApplied?: (applicantId: string, vacancyId: string) => Promise<unknown>;
}

/**
 * Vacancies as applicants and employers use them. Applicant methods take the applicant id the
 * route already proved to be the caller's; employer methods take the company the route proved
 * the caller an active member of (`app.auth.companyMember`) and touch only that company's
 * vacancies (403 otherwise, 404 for an unknown vacancy).
 */
export class VacancyService {
  /** Totals per filter set: a count walks every match, so a few seconds old is what boards show. */
  readonly #totals: TtlMemo<number>;
  /**
   * A guest's first pages, the same for every guest: reading one (a query, the cards' response
   * rates, the mapping) cost more than the rest of the request (decision 021).
   */
  readonly #guestPages: TtlMemo<VacancyListResponse>;
  readonly #rates: ResponseRateMemo;
  readonly #dto: DtoContext;

  constructor(private readonly deps: VacancyServiceDeps) {
    this.#totals = new TtlMemo(deps.now, TOTAL_TTL_MS);
    this.#guestPages = new TtlMemo(deps.now, GUEST_PAGE_TTL_MS, GUEST_PAGES_KEPT);
    this.#rates = new ResponseRateMemo(deps.now);
    this.#dto = { logoUrl: deps.logoUrl, lifetimeMs: deps.vacancyLifetimeMs };
  }

  /**
   * What the viewer alone sees of these rows: an applicant's test status and coefficient
   * (computed for these rows only), or, on the employer's own vacancies that ask for a test,
   * how many respondents completed it.
   */
  async #personal(
    rows: readonly queries.VacancyCardRow[],
    viewer: { applicantId?: string | null; employerId?: string | null },
  ): Promise<Map<string, VacancyPersonal>> {
    const personal = new Map<string, VacancyPersonal>();
    if (viewer.applicantId) {
      for (const [id, value] of await this.deps.assessments.forViewer(viewer.applicantId, rows))
        personal.set(id, value);
    } else if (viewer.employerId && rows.length > 0) {
      const companyId = await this.deps.activeCompanyOf(viewer.employerId);
      const own = rows.filter((row) => row.companyId === companyId);
      const assessed = own.filter((row) => row.testName).map((row) => row.id);
      const [tests, responses] = await Promise.all([
        this.deps.assessments.completedCounts(assessed),
        writes.responseCounts(
          this.deps.db,
          own.map((row) => row.id),
        ),
      ]);
      for (const row of own) {
        const counted = responses.get(row.id) ?? { responses: 0, answered: 0 };
        personal.set(row.id, {
          ...(row.testName ? { testCompletedCount: tests.get(row.id) ?? 0 } : {}),
          stats: { views: row.views, ...counted },
          source: row.source,
          editedHere: row.editedHere,
        });
      }
    }
    return personal;
  }

  /** The wire form of whole vacancies, with what the viewer alone sees. */
  async #toDtos(
    rows: readonly queries.VacancyRow[],
    viewer: { applicantId?: string | null; employerId?: string | null },
  ): Promise<VacancyDto[]> {
    const personal = await this.#personal(rows, viewer);
    return this.#withResponseRates(rows.map((row) => toVacancyDto(row, this.#dto, personal.get(row.id))));
  }

  /** The vacancies with their company's response rate in the company block (issue 25). */
  async #withResponseRates<T extends VacancyCardDto>(dtos: T[]): Promise<T[]> {
    const rates = await this.#rates.get(
      dtos.map((dto) => dto.company.id),
      (ids) => responseRates.readResponseRates(this.deps.db, ids),
    );
    return dtos.map((dto) => ({
      ...dto,
      company: { ...dto.company, responseRate: rates.get(dto.company.id) },
    }));
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
    if (pageToken && !cursor) throw badRequest("invalid page token");
    if (filters.companyId && !isUuid(filters.companyId)) return { vacancies: [], nextPageToken: null };
    // One extra row tells whether another page exists without a count.
    const rows = await queries.listVacancies(this.deps.db, {
      filters,
      cursor,
      limit: pageSize + 1,
      viewerApplicantId: input.viewerApplicantId,
      now: this.deps.now(),
      ...(input.publishedAfter ? { publishedAfter: input.publishedAfter } : {}),
    });
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    const personal = await this.#personal(page, {
      applicantId: input.viewerApplicantId,
      employerId: input.viewerEmployerId ?? null,
    });
    return {
      vacancies: await this.#withResponseRates(
        page.map((row) => toVacancyCardDto(row, this.#dto, personal.get(row.id))),
      ),
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
    if (!own || filters.companyId !== own)
      throw forbidden("archived vacancies and drafts are shown only to their company");
  }

  /**
   * Saves a vacancy imported from another site into the company (inside the caller's
   * transaction): new, or updating the one imported before from the same source and id.
   */
  async saveImported(
    tx: Queryable,
    input: { companyId: string; companyName: string; vacancy: queries.ImportedVacancy },
  ) {
    const saved = await queries.upsertImportedVacancy(tx, { ...input, now: this.deps.now() });
    this.forgetMemos();
    return saved;
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

  /**
   * One vacancy with the viewer's flags (its company's members see its statistics and
   * completed-test count); reads only. A draft is its company's members' alone, an archived
   * vacancy theirs and its applicants' (responded or liked): 404 to anyone else signed in, 401
   * without a session.
   */
  async details(vacancyId: string, viewerApplicantId: string | null, viewerEmployerId: string | null = null) {
    if (!isUuid(vacancyId)) throw notFound("vacancy not found");
    const row = await queries.findVacancy(this.deps.db, vacancyId, viewerApplicantId, this.deps.now());
    if (!row) throw notFound("vacancy not found");
    // An archived vacancy stays readable to the applicants it concerns (they responded to it or
    // liked it: their lists link to it) and to its company; a draft to its company alone.
    const restricted =
      row.status === "VACANCY_STATUS_DRAFT" ||
      (row.status === "VACANCY_STATUS_ARCHIVED" && !row.isLiked && row.responseStatus === null);
    if (restricted && !(await this.#isMember(viewerEmployerId, row.companyId))) {
      // Without a session it may be its own member whose access cookie has just expired: a 401
      // makes the client refresh and ask again. Anyone else signed in: 404.
      if (viewerApplicantId === null && viewerEmployerId === null) throw unauthorized();
      throw notFound("vacancy not found");
    }
    const [dto] = await this.#toDtos([row], { applicantId: viewerApplicantId, employerId: viewerEmployerId });
    return dto as VacancyDto;
  }

  /**
   * The vacancy as its public page shows it to anyone (no viewer's flags): while it is active;
   * otherwise only whether it is archived, was deleted, or never existed.
   */
  async publicPage(vacancyId: string): Promise<PublicVacancyPage> {
    if (!isUuid(vacancyId)) return { state: "unknown" };
    const row = await queries.findVacancy(this.deps.db, vacancyId, null, this.deps.now());
    if (row?.status === "VACANCY_STATUS_ACTIVE") {
      const [vacancy] = await this.#withResponseRates([toVacancyDto(row, this.#dto)]);
      return { state: "active", vacancy: vacancy as VacancyDto };
    }
    // A draft is nobody's business outside its company: as if it did not exist.
    if (row?.status === "VACANCY_STATUS_ARCHIVED") return { state: "archived" };
    if (row) return { state: "unknown" };
    return { state: (await queries.wasDeleted(this.deps.db, vacancyId)) ? "deleted" : "unknown" };
  }

  /** Rewrites the table of lexeme shares searches choose their plans by; how many lexemes it holds. */
  async refreshSearchLexemes(): Promise<number> {
    return queries.refreshSearchLexemes(this.deps.db);
  }

  /** Whether the lexeme shares were never written for the vacancies there are (see the module's start). */
  async searchLexemesMissing(): Promise<boolean> {
    return queries.searchLexemesMissing(this.deps.db);
  }

  /** The sitemap's pages of active vacancies (`pageSize` each): number (from 0) and latest change. */
  async sitemapPages(pageSize: number) {
    return queries.activeVacancyPages(this.deps.db, pageSize);
  }

  /** The active vacancies of one sitemap page: id and last change. */
  async sitemapPage(page: number, pageSize: number) {
    return queries.activeVacancyPage(this.deps.db, page, pageSize);
  }

  /** The applicant opened the vacancy (404 for an unknown one): `views` counts distinct applicants. */
  async recordView(applicantId: string, vacancyId: string): Promise<void> {
    await this.#existing(vacancyId);
    await queries.recordView(this.deps.db, applicantId, vacancyId, this.deps.now());
  }

  /** The applicant's liked vacancies, latest like first. */
  async favourites(applicantId: string): Promise<VacancyDto[]> {
    return this.#toDtos(await queries.listFavourites(this.deps.db, applicantId, this.deps.now()), {
      applicantId,
    });
  }

  /** Vacancies the applicant viewed since Moscow midnight, in the last 7 days, or ever. */
  async viewed(applicantId: string, filter: "today" | "week" | undefined): Promise<VacancyDto[]> {
    const at = this.deps.now();
    const since =
      filter === "today" ? startOfMoscowDay(at) : filter === "week" ? new Date(at.getTime() - WEEK_MS) : null;
    return this.#toDtos(await queries.listViewed(this.deps.db, applicantId, since, at), { applicantId });
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
    const dtos = await this.#toDtos(rows, { applicantId });
    return rows.map((row, index) => ({
      vacancyId: row.id,
      status: row.responseStatus ?? "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
      invitationMessage: row.invitationMessage,
      appliedAt: row.appliedAt.toISOString(),
      vacancy: dtos[index],
    }));
  }

  /** Likes (or, with `liked` false, unlikes) a vacancy; idempotent. 404 for an unknown vacancy. */
  async setLike(applicantId: string, vacancyId: string, liked: boolean): Promise<void> {
    await this.#existing(vacancyId);
    if (liked) await queries.insertLike(this.deps.db, applicantId, vacancyId, this.deps.now());
    else await queries.deleteLike(this.deps.db, applicantId, vacancyId);
  }

  /** Applies once: 409 when already applied or the vacancy is archived. */
  async apply(applicantId: string, vacancyId: string) {
    const vacancy = await this.#existing(vacancyId);
    if (vacancy.status !== "VACANCY_STATUS_ACTIVE") throw conflict("vacancy is archived");
    const inserted = await this.deps.db.transaction(async (tx) => {
      const row = await queries.insertResponse(tx, applicantId, vacancy.id, this.deps.now());
      if (row)
        await responseRates.countResponse(tx, { companyId: vacancy.companyId, appliedAt: row.appliedAt });
      return row;
    });
    if (!inserted) throw conflict("already applied");
    this.#rates.forget(vacancy.companyId);
    await this.deps.onApplied?.(applicantId, vacancy.id);
    return { vacancyId: vacancy.id, status: inserted.status, appliedAt: inserted.appliedAt.toISOString() };
  }

  /**
   * Deletes the company's vacancies, all or nothing in one transaction: one id of another
   * company is a 403, one unknown id a 404, and nothing is deleted.
   */
  async deleteOwn(companyId: string, vacancyIds: string[]): Promise<string[]> {
    const ids = [...new Set(vacancyIds)];
    if (!ids.every(isUuid)) throw notFound("vacancy not found");
    const deletedIds = await this.deps.db.transaction(async (tx) => {
      const owners = await queries.findVacancyCompanies(tx, ids);
      if (owners.length !== ids.length) throw notFound("vacancy not found");
      if (owners.some((owner) => owner.companyId !== companyId)) throw forbidden();
      return queries.deleteVacancies(tx, ids, companyId, this.deps.now());
    });
    this.forgetMemos();
    return deletedIds;
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
    const vacancy = await this.#own(companyId, vacancyId);
    const facts = await queries.findVacancy(this.deps.db, vacancy.id, null, this.deps.now());
    const rows = await queries.listApplications(this.deps.db, vacancy.id);
    const insight = facts
      ? await this.deps.assessments.forEmployer(
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
    const vacancy = await this.#own(companyId, input.vacancyId);
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
    if (!row) throw notFound("response not found");
    return this.#toApplicationDto(row);
  }

  /**
   * «Пригласить» (issue 25): the response to one of the company's vacancies becomes an
   * invitation with the employer's message (replacing a rejection); the route then puts the
   * message into the response's chat. 404 for no such response.
   */
  async invite(
    companyId: string,
    input: { vacancyId: string; applicantId: string; message: string },
  ): Promise<VacancyApplicationDto> {
    const vacancy = await this.#own(companyId, input.vacancyId);
    const key = { vacancyId: vacancy.id, applicantId: input.applicantId };
    const row = await this.#answering(companyId, key, (tx) =>
      queries.inviteApplication(tx, { ...key, message: input.message, now: this.deps.now() }),
    );
    if (!row) throw notFound("response not found");
    return this.#toApplicationDto(row);
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
    const vacancy = await this.#own(companyId, input.vacancyId);
    const key = { vacancyId: vacancy.id, applicantId: input.applicantId, now: this.deps.now() };
    const outcome =
      (await this.#answering(companyId, key, (tx) => queries.undoRejection(tx, key))) ?? "missing";
    if (outcome === "missing") throw notFound("response not found");
    if (outcome === "late") throw conflict("rejection can no longer be undone");
    const row = await queries.findApplication(this.deps.db, key);
    if (!row) throw notFound("response not found");
    return this.#toApplicationDto(row);
  }

  /**
   * A vacancy the company writes here (issue 24): a draft unless `status` publishes it at once.
   * The test it asks for must be in the catalogue (400). Answers as its company sees it.
   */
  async create(companyId: string, employerId: string, input: VacancyWrite): Promise<VacancyDto> {
    const { status = "VACANCY_STATUS_DRAFT", ...typed } = input;
    const fields = storedFields(typed);
    this.deps.assessments.assertInCatalogue(fields.testName);
    const id = await writes.insertWrittenVacancy(this.deps.db, {
      companyId,
      companyName: await this.#companyName(companyId),
      fields,
      status,
      now: this.deps.now(),
    });
    this.forgetMemos();
    return this.details(id, null, employerId);
  }

  /**
   * Replaces every field of one of the company's vacancies (403 for another's, 404 for none).
   * `status` may publish a draft; a published vacancy never turns back into a draft (409).
   */
  async replace(
    companyId: string,
    employerId: string,
    vacancyId: string,
    input: VacancyReplace,
  ): Promise<VacancyDto> {
    const { status, ...typed } = input;
    const fields = storedFields(typed);
    const vacancy = await this.#own(companyId, vacancyId);
    if (status === "VACANCY_STATUS_DRAFT" && vacancy.status !== "VACANCY_STATUS_DRAFT")
      throw conflict(VACANCY_WRITE_MESSAGES.publishedToDraft);
    this.deps.assessments.assertInCatalogue(fields.testName);
    const now = this.deps.now();
    const companyName = await this.#companyName(companyId);
    await this.deps.db.transaction(async (tx) => {
      await writes.replaceVacancy(tx, { id: vacancy.id, companyId, companyName, fields, now });
      if (status && status !== vacancy.status)
        await writes.setVacancyStatus(tx, { id: vacancy.id, status, now });
    });
    this.forgetMemos();
    return this.details(vacancy.id, null, employerId);
  }

  /** Publishes (a draft, or again from the archive) or archives one of the company's vacancies. */
  async setStatus(
    companyId: string,
    employerId: string,
    vacancyId: string,
    status: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED",
  ): Promise<VacancyDto> {
    const vacancy = await this.#own(companyId, vacancyId);
    if (vacancy.status !== status)
      await writes.setVacancyStatus(this.deps.db, { id: vacancy.id, status, now: this.deps.now() });
    this.forgetMemos();
    return this.details(vacancy.id, null, employerId);
  }

  /** «Продлить»: an active vacancy of the company starts its lifetime again (409 when not active). */
  async prolong(companyId: string, employerId: string, vacancyId: string): Promise<VacancyDto> {
    const vacancy = await this.#own(companyId, vacancyId);
    if (!(await writes.prolongVacancy(this.deps.db, { id: vacancy.id, now: this.deps.now() })))
      throw conflict("only a published vacancy can be prolonged");
    return this.details(vacancy.id, null, employerId);
  }

  /**
   * Forgets the memoised totals and the guests' shared pages (vacancies were written or
   * archived, an applicant hid some).
   */
  forgetMemos(): void {
    this.#totals.clear();
    this.#guestPages.clear();
  }

  async #companyName(companyId: string): Promise<string> {
    return (await findCompany(this.deps.db, companyId))?.companyName ?? "";
  }

  /**
   * Whether the employer's company may see the applicant: only when the applicant responded
   * to one of its vacancies (403 otherwise, so no stranger reads a profile).
   */
  async assertCandidateOf(companyId: string, applicantId: string): Promise<void> {
    if (!isUuid(applicantId) || !(await queries.hasRespondedToCompany(this.deps.db, applicantId, companyId)))
      throw forbidden("not a candidate of your company");
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

  /**
   * `GET /v1/company/{companyId}/response-rate`: how the company answered the responses of the
   * window (issue 25). 404 for an unknown company (or an id that cannot be one).
   */
  async responseRate(companyId: string): Promise<ResponseRateDto> {
    if (!isUuid(companyId) || !(await findCompany(this.deps.db, companyId)))
      throw notFound("company not found");
    const rates = await responseRates.readResponseRates(this.deps.db, [companyId]);
    return rates.get(companyId) as ResponseRateDto;
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

  /** The vacancy's owner and status; 404 when unknown or a draft (applicants never see one). */
  async #existing(vacancyId: string) {
    const vacancy = await this.#any(vacancyId);
    if (vacancy.status === "VACANCY_STATUS_DRAFT") throw notFound("vacancy not found");
    return vacancy;
  }

  /** The vacancy's owner and status, drafts included; 404 when unknown. */
  async #any(vacancyId: string) {
    const vacancy = isUuid(vacancyId) ? await queries.findVacancyOwner(this.deps.db, vacancyId) : undefined;
    if (!vacancy) throw notFound("vacancy not found");
    return vacancy;
  }

  /** A vacancy of the company, drafts included: 403 for another company's, 404 when unknown. */
  async #own(companyId: string, vacancyId: string) {
    const vacancy = await this.#any(vacancyId);
    if (vacancy.companyId !== companyId) throw forbidden();
    return vacancy;
  }

  /** Whether the employer is an active member of the company. */
  async #isMember(employerId: string | null, companyId: string): Promise<boolean> {
    return employerId !== null && (await this.deps.activeCompanyOf(employerId)) === companyId;
  }
}
