import type { AccountExport, GiveConsentResponse } from "@rabota/domain/wire/account";
import { ACCOUNT_MESSAGES } from "@rabota/domain/wire/account";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database";
import { unauthorized } from "../../platform/http/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { companyAccessMail } from "../../platform/mail/messages";
import {
  announceRevokedSessions,
  type SessionRevocations,
} from "../../platform/security/session-revocations";
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { FileStorage } from "../../platform/storage/file-storage";
import type { AuthService } from "../auth";
import { candidateDataOf } from "../candidates";
import type { EmployerService } from "../employer";
import type { HiddenService } from "../hidden";
import type { ProfileService } from "../profile";
import type { ReviewService } from "../reviews";
import type { SavedSearchService } from "../searches";
import type { VacancyService } from "../vacancy";
import * as erase from "./erase-queries";
import * as read from "./export-queries";
import { accountDeletedMail } from "./mails";

export interface AccountServiceDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  storage: FileStorage;
  revocations: SessionRevocations;
  auth: AuthService;
  profiles: ProfileService;
  employers: EmployerService;
  searches: SavedSearchService;
  hidden: HiddenService;
  vacancies: VacancyService;
  /** The person's reviews go with their account, and the companies' ratings are counted again. */
  reviews: Pick<ReviewService, "eraseAuthor" | "ratingsChanged">;
  log: FastifyBaseLogger;
}

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * A person's rights over their data (152-ФЗ): the export of everything held about them, the
 * personal-data consent given after sign-up, and the deletion of their account (decision record
 * 018). Only ever the caller's own account: each takes the session, never an id from the request.
 */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /** Everything Rabota holds about the session's user, as {@link AccountExport}. */
  async export(session: SessionClaims): Promise<AccountExport> {
    const { db } = this.deps;
    const account = await read.findLiveAccount(db, session.userId);
    if (!account) throw unauthorized();
    const failures = await read.loginFailuresOf(db, account.id);
    return {
      format: "rabota-account-export",
      version: 1,
      exportedAt: iso(this.deps.now()),
      account: {
        userId: account.id,
        role: account.role,
        email: account.email,
        name: account.name,
        surname: account.surname,
        createdAt: iso(account.createdAt),
      },
      consents:
        account.consentVersion && account.consentAcceptedAt
          ? [
              {
                kind: "personal-data",
                version: account.consentVersion,
                acceptedAt: iso(account.consentAcceptedAt),
              },
            ]
          : [],
      sessions: (await read.sessionsOf(db, account.id)).map((row) => ({
        startedAt: iso(row.startedAt),
        lastActiveAt: iso(row.lastActiveAt),
        expiresAt: iso(row.expiresAt),
        endedAt: isoOrNull(row.endedAt),
      })),
      failedSignIns: failures
        ? {
            count: failures.failures,
            lastFailedAt: iso(failures.lastFailedAt),
            lockedUntil: isoOrNull(failures.lockedUntil),
          }
        : null,
      files: (await read.filesOf(db, account.id)).map((row) => ({
        ...row,
        uploadedAt: isoOrNull(row.uploadedAt),
      })),
      chatMessages: (await read.chatMessagesOf(db, account.id)).map((row) => ({
        ...row,
        sentAt: iso(row.sentAt),
      })),
      complaints: (await read.complaintsOf(db, account.id)).map(({ decisionId, ...row }) => ({
        ...row,
        createdAt: iso(row.createdAt),
        decided: decisionId !== null,
      })),
      applicant: session.role === "applicant" ? await this.#applicantPart(session.profileId) : null,
      employer: session.role === "employer" ? await this.#employerPart(session.profileId) : null,
    };
  }

  /**
   * Records the session's account accepting the personal-data consent of `version` (the one in
   * force: the body's schema checks it): the consent given later by an account made without one.
   */
  async giveConsent(session: SessionClaims, version: string): Promise<GiveConsentResponse> {
    const consent = await this.deps.auth.recordConsent(session.userId, version);
    return {
      consent: { kind: "personal-data", version: consent.version, acceptedAt: iso(consent.acceptedAt) },
    };
  }

  async #applicantPart(applicantId: string): Promise<NonNullable<AccountExport["applicant"]>> {
    const { db } = this.deps;
    return {
      profile: await this.deps.profiles.getApplicant(applicantId),
      responses: (await read.responsesOf(db, applicantId)).map((row) => ({
        ...row,
        appliedAt: iso(row.appliedAt),
        updatedAt: iso(row.updatedAt),
        rejectedAt: isoOrNull(row.rejectedAt),
      })),
      likes: (await read.likesOf(db, applicantId)).map((row) => ({ ...row, likedAt: iso(row.likedAt) })),
      views: (await read.viewsOf(db, applicantId)).map((row) => ({ ...row, viewedAt: iso(row.viewedAt) })),
      savedSearches: await this.deps.searches.list(applicantId),
      hidden: await this.deps.hidden.list(applicantId),
      tests: (await read.testSittingsOf(db, applicantId)).map((row) => ({
        ...row,
        startedAt: iso(row.startedAt),
        finishedAt: isoOrNull(row.finishedAt),
      })),
      candidateSearch: await this.#candidateSearchPart(applicantId),
      reviews: (await read.reviewsOf(db, applicantId)).map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
    };
  }

  async #candidateSearchPart(
    applicantId: string,
  ): Promise<NonNullable<AccountExport["applicant"]>["candidateSearch"]> {
    const data = await candidateDataOf(this.deps.db, applicantId);
    return {
      consents: data.consents.map((row) => ({ ...row, givenAt: iso(row.givenAt) })),
      views: data.views.map((row) => ({ ...row, viewedAt: iso(row.viewedAt) })),
      contactRequests: data.contactRequests.map((row) => ({
        ...row,
        createdAt: iso(row.createdAt),
        decidedAt: isoOrNull(row.decidedAt),
      })),
    };
  }

  async #employerPart(employerId: string): Promise<NonNullable<AccountExport["employer"]>> {
    const membership = await read.membershipOf(this.deps.db, employerId);
    return {
      profile: await this.deps.employers.getProfile(employerId),
      membership: membership
        ? {
            ...membership,
            requestedAt: iso(membership.requestedAt),
            decidedAt: isoOrNull(membership.decidedAt),
          }
        : null,
    };
  }

  /**
   * Deletes the session's account once `password` is its password (403, nothing changed,
   * otherwise): every session ends on every replica, the personal data is erased and the
   * account row made anonymous in one transaction; then the stored files' bytes go and the
   * confirmation is mailed to the address the account had.
   */
  async delete(session: SessionClaims, password: string, heirEmployerId?: string): Promise<void> {
    const { db, now: clock } = this.deps;
    await this.deps.auth.confirmPassword(session.userId, password, ACCOUNT_MESSAGES.wrongPassword);
    const now = clock();
    const done = await db.transaction(async (tx) => {
      const account = await erase.lockLiveAccount(tx, session.userId);
      if (!account) throw unauthorized();
      const sessionIds = await erase.endSessions(tx, session.userId, now);
      await announceRevokedSessions(tx, sessionIds);
      const fileIds = await erase.eraseFiles(tx, session.userId);
      await erase.eraseChats(tx, session.userId);
      let outcome: erase.CompanyOutcome = { kind: "unchanged" };
      if (session.role === "applicant") {
        await erase.eraseApplicant(tx, session.profileId);
        await this.deps.reviews.eraseAuthor(tx, session.profileId);
      } else outcome = await erase.eraseEmployer(tx, session.profileId, now, heirEmployerId);
      await erase.anonymiseAccount(tx, session.userId, account.email, now);
      return { email: account.email, sessionIds, fileIds, outcome };
    });
    this.deps.revocations.add(done.sessionIds);
    if (session.role === "applicant") this.deps.reviews.ratingsChanged();
    if (done.outcome.kind === "closed") this.deps.vacancies.forgetMemos();
    // After commit: the rows are gone whatever happens to the bytes or the mail; a failure
    // here is logged (an orphaned file is unreachable: nothing names it any more).
    for (const fileId of done.fileIds) {
      await this.deps.storage.remove(fileId).catch((error: unknown) => {
        this.deps.log.error({ err: error, fileId }, "a deleted account's file could not be removed");
      });
    }
    const mails = [accountDeletedMail(done.email, done.outcome)];
    if (done.outcome.kind === "closed") {
      const { companyName } = done.outcome;
      for (const person of done.outcome.declined) {
        mails.push(companyAccessMail(person.email, { name: person.name, companyName, decision: "closed" }));
      }
    }
    for (const mail of mails) {
      await this.deps.mailer.send(mail).catch((error: unknown) => {
        this.deps.log.error({ err: error }, "a mail of the account deletion could not be sent");
      });
    }
  }
}
