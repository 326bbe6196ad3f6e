import {
  CANDIDATE_CONSENT_VERSION,
  CANDIDATE_MESSAGES,
  CANDIDATE_TOTAL_CAP,
  type CandidateCard,
  type CandidateFields,
  type CandidateFilters,
  type CandidateListResponse,
  type CandidateResponse,
  type CompanyRef,
  type ProfileView,
  type ReceivedContactRequest,
  type SentContactRequest,
  type VisibilityResponse,
} from "@rabota/domain/wire/candidates";
import { isUuid } from "../../db/columns";
import type { Db, Queryable } from "../../platform/db/database";
import { decodeKeysetToken, encodeKeysetToken } from "../../platform/db/keyset-token";
import { badRequest, conflict, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import type { LimitState } from "../../platform/limits/rate-limit-fields";
import type { RateLimits } from "../../platform/limits/rate-limits";
import type { ProfileService } from "../profile";
import { isSkillTest, RESULT_VALID_MONTHS } from "../tests";
import { NO_FIELDS, refreshDocument } from "./document-refresh";
import { openedProfileOf, profileFacts, type StoredCard } from "./documents";
import * as queries from "./queries";
import { candidateConditions, countDocuments, searchDocuments } from "./search";

export interface CandidateServiceDeps {
  db: Db;
  now: () => Date;
  /** The per-company cap of opened profiles, shared by every replica. */
  limits: Pick<RateLimits, "take">;
  profiles: Pick<ProfileService, "getApplicant">;
  /** A stored photo's signed address, and a company logo's public one. */
  fileUrl: (fileId: string) => string;
  logoUrl: (fileId: string) => string;
}

/**
 * Employers find people (issue 44), under the applicant's control: the applicant's visibility
 * and its consents, the search's documents, opened profiles (recorded, capped per company and
 * day) and contact requests. Employer methods take the company the route proved the caller an
 * active member of; a profile the company may not find is a 404, never a 403, so its existence
 * does not leak.
 */
export class CandidateService {
  constructor(private readonly deps: CandidateServiceDeps) {}

  #company = (row: { id: string; name: string; logoFileId: string | null }): CompanyRef => ({
    id: row.id,
    name: row.name,
    logoUrl: row.logoFileId ? this.deps.logoUrl(row.logoFileId) : null,
  });

  #validSince(): Date {
    const since = this.deps.now();
    since.setUTCMonth(since.getUTCMonth() - RESULT_VALID_MONTHS);
    return since;
  }

  // ------------------------------------------------------------ the applicant's side

  async visibility(applicantId: string): Promise<VisibilityResponse> {
    const { db } = this.deps;
    const row = await queries.findVisibility(db, applicantId);
    const hiddenFrom = row?.hiddenFrom ?? [];
    const hidden = await queries.companiesByIds(db, hiddenFrom);
    const consent = await queries.latestConsent(db, applicantId);
    return {
      searchable: row?.searchable ?? false,
      fields: { ...NO_FIELDS, ...row?.fields },
      hiddenFrom,
      hiddenCompanies: hiddenFrom.flatMap((id) => {
        const company = hidden.find((entry) => entry.id === id);
        return company ? [this.#company(company)] : [];
      }),
      suggestedCompanies: (await queries.companiesOfExperience(db, applicantId)).map(this.#company),
      consent: consent
        ? {
            searchable: consent.searchable,
            fields: consent.fields,
            version: consent.version,
            givenAt: consent.givenAt.toISOString(),
          }
        : null,
    };
  }

  /**
   * Stores the choice, records it as the ст. 10.1 consent and rebuilds (or deletes) the
   * search document in one transaction: a withdrawal takes effect for the next search. 400
   * under `hiddenFrom` for an id that names no company, with nothing stored.
   */
  async setVisibility(
    applicantId: string,
    input: { searchable: boolean; fields: CandidateFields; hiddenFrom: string[] },
  ): Promise<VisibilityResponse> {
    const { db } = this.deps;
    if (!input.hiddenFrom.every(isUuid) || !(await queries.allCompaniesExist(db, input.hiddenFrom))) {
      const message = CANDIDATE_MESSAGES.unknownCompany;
      throw badRequest(message, [{ path: ["hiddenFrom"], message }]);
    }
    await db.transaction(async (tx) => {
      await queries.saveVisibility(tx, {
        applicantId,
        ...input,
        version: CANDIDATE_CONSENT_VERSION,
        now: this.deps.now(),
      });
      await this.refreshDocument(tx, applicantId);
    });
    return this.visibility(applicantId);
  }

  /** Rebuilds (or deletes) the applicant's search document inside the caller's transaction. */
  refreshDocument(tx: Queryable, applicantId: string): Promise<void> {
    return refreshDocument(tx, applicantId, {
      readProfile: (db, id) => this.deps.profiles.getApplicant(id, db),
      now: this.deps.now(),
    });
  }

  /** Companies to hide the profile from: by name, or (no search) those of the applicant's experience. */
  async suggestCompanies(applicantId: string, search: string | undefined): Promise<CompanyRef[]> {
    const rows = search
      ? await queries.companiesNamed(this.deps.db, search, 10)
      : await queries.companiesOfExperience(this.deps.db, applicantId);
    return rows.map(this.#company);
  }

  /** «Кто смотрел моё резюме»: companies, never their members. */
  async views(applicantId: string): Promise<ProfileView[]> {
    const rows = await queries.viewsOf(this.deps.db, applicantId);
    return rows.map((row) => ({
      company: this.#company(row),
      firstViewedAt: row.firstViewedAt.toISOString(),
      lastViewedAt: row.lastViewedAt.toISOString(),
      count: row.count,
    }));
  }

  async receivedRequests(applicantId: string): Promise<ReceivedContactRequest[]> {
    return (await queries.requestsTo(this.deps.db, applicantId)).map(this.#received);
  }

  /** Accepts or declines a pending request: 404 for one not to this applicant, 409 once answered. */
  async decide(
    applicantId: string,
    requestId: string,
    decision: "accept" | "decline",
  ): Promise<ReceivedContactRequest> {
    const { db } = this.deps;
    if (!isUuid(requestId) || !(await queries.requestTo(db, applicantId, requestId)))
      throw notFound(NOT_FOUND_REPLIES.contactRequest);
    const status = decision === "accept" ? "accepted" : "declined";
    if (!(await queries.decideRequest(db, { requestId, status, now: this.deps.now() })))
      throw conflict(CANDIDATE_MESSAGES.requestDecided);
    const row = await queries.requestTo(db, applicantId, requestId);
    if (!row) throw notFound(NOT_FOUND_REPLIES.contactRequest);
    return this.#received(row);
  }

  #received = (row: queries.RequestRow): ReceivedContactRequest => ({
    id: row.id,
    status: row.status,
    company: this.#company({ id: row.companyId, name: row.companyName, logoFileId: row.logoFileId }),
    message: row.message,
    vacancy: row.vacancyId && row.vacancyTitle ? { id: row.vacancyId, title: row.vacancyTitle } : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });

  // ------------------------------------------------------------ the employer's side

  /** A page of the company's search: newest update first, keyset pages; 400 for a token this server never issued. */
  async search(
    companyId: string,
    input: { filters: CandidateFilters; pageSize: number; pageToken?: string },
  ): Promise<CandidateListResponse> {
    const cursor = input.pageToken ? decodeKeysetToken(input.pageToken) : null;
    if (input.pageToken && !cursor)
      throw badRequest("invalid pageToken", [{ path: ["pageToken"], message: "invalid pageToken" }]);
    const validSince = this.#validSince();
    const rows = await searchDocuments(this.deps.db, {
      companyId,
      filters: input.filters,
      cursor,
      limit: input.pageSize + 1,
      validSince,
    });
    const page = rows.slice(0, input.pageSize);
    const last = page.at(-1);
    return {
      candidates: page.map((row) => this.#card(row.card as StoredCard, row.photoFileId, row.testsPassed)),
      nextPageToken:
        rows.length > input.pageSize && last
          ? encodeKeysetToken({ at: last.updatedAt, id: last.applicantId })
          : null,
    };
  }

  /** How many profiles the company finds, up to {@link CANDIDATE_TOTAL_CAP} (`capped` past it). */
  async total(companyId: string, filters: CandidateFilters): Promise<{ total: number; capped: boolean }> {
    const conditions = candidateConditions(companyId, filters, this.#validSince());
    const total = await countDocuments(this.deps.db, conditions, CANDIDATE_TOTAL_CAP);
    return { total: Math.min(total, CANDIDATE_TOTAL_CAP), capped: total > CANDIDATE_TOTAL_CAP };
  }

  #card(card: StoredCard, photoFileId: string | null, tests: string[] = []): CandidateCard {
    return {
      ...card,
      photoUrl: photoFileId ? this.deps.fileUrl(photoFileId) : null,
      testsPassed: tests.filter(isSkillTest).sort(),
    };
  }

  /** Whether the company may find the applicant (searchable, not hidden from it). */
  async isFindableBy(companyId: string, applicantId: string): Promise<boolean> {
    return (
      isUuid(applicantId) &&
      (await queries.findableDocument(this.deps.db, applicantId, companyId, this.#validSince())) !== undefined
    );
  }

  /**
   * Opens a found profile: 404 when the company may not find it; past the company's daily cap
   * a 429 (every replica counts against one counter); otherwise the open is recorded. With the
   * profile, where the company stands against its cap (the route sends it as rate-limit fields).
   */
  async open(
    companyId: string,
    memberUserId: string,
    applicantId: string,
  ): Promise<{ body: CandidateResponse; limit: LimitState }> {
    const { db } = this.deps;
    const document = isUuid(applicantId)
      ? await queries.findableDocument(db, applicantId, companyId, this.#validSince())
      : undefined;
    if (!document) throw notFound(NOT_FOUND_REPLIES.profile);
    const limit = await this.deps.limits.take(
      "candidateOpens",
      companyId,
      () => CANDIDATE_MESSAGES.opensExhausted,
    );
    const visibility = await queries.findVisibility(db, applicantId);
    const fields = { ...NO_FIELDS, ...visibility?.fields };
    const profile = profileFacts(applicantId, await this.deps.profiles.getApplicant(applicantId));
    const card = this.#card(document.card as StoredCard, document.photoFileId, document.testsPassed);
    await queries.recordView(db, { applicantId, companyId, memberUserId, now: this.deps.now() });
    const request = await queries.latestRequestOf(db, companyId, applicantId);
    const body = {
      candidate: openedProfileOf(profile, card, fields),
      contactRequest: request ? await this.#sent(request) : null,
    };
    return { body, limit };
  }

  /**
   * Asks a found person for contacts: 404 when the company may not find them, 400 under
   * `vacancyId` for a vacancy that is not the company's active one, 409 while an earlier
   * request is pending or accepted.
   */
  async requestContacts(
    companyId: string,
    memberUserId: string,
    applicantId: string,
    input: { vacancyId?: string | null; message: string },
  ): Promise<SentContactRequest> {
    const { db } = this.deps;
    if (!(await this.isFindableBy(companyId, applicantId))) throw notFound(NOT_FOUND_REPLIES.profile);
    const vacancyId = input.vacancyId ?? null;
    if (vacancyId && !(isUuid(vacancyId) && (await queries.activeVacancyOf(db, companyId, vacancyId)))) {
      const message = CANDIDATE_MESSAGES.unknownVacancy;
      throw badRequest(message, [{ path: ["vacancyId"], message }]);
    }
    const inserted = await queries.insertRequest(db, {
      applicantId,
      companyId,
      memberUserId,
      vacancyId,
      message: input.message,
      now: this.deps.now(),
    });
    if (!inserted) throw conflict(CANDIDATE_MESSAGES.requestExists);
    const row = await queries.latestRequestOf(db, companyId, applicantId);
    if (!row) throw notFound(NOT_FOUND_REPLIES.contactRequest);
    return this.#sent(row);
  }

  /** A request as its company sees it: the contacts only once accepted. */
  async #sent(row: queries.RequestRow): Promise<SentContactRequest> {
    const contacts =
      row.status === "accepted" ? await queries.contactsOf(this.deps.db, row.applicantId) : undefined;
    return {
      id: row.id,
      status: row.status,
      message: row.message,
      vacancy: row.vacancyId && row.vacancyTitle ? { id: row.vacancyId, title: row.vacancyTitle } : null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      contacts: contacts
        ? {
            email: contacts.email,
            phoneNumber: contacts.phoneNumber,
            website: contacts.website,
            additionalContact: contacts.additionalContact,
          }
        : null,
    };
  }
}
