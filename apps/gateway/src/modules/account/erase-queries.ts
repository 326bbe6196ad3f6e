import { DELETED_USER_NAME } from "@rabota/domain/constants";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { loginFailures, refreshTokens, users, verificationCodes } from "../../db/tables/auth";
import { chatMessages, chatReads, chatSupportOperators, chats } from "../../db/tables/chat";
import { companies } from "../../db/tables/company";
import { employers } from "../../db/tables/employer";
import { storedFiles } from "../../db/tables/files";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "../../db/tables/hidden";
import { companyMembers } from "../../db/tables/membership";
import * as profile from "../../db/tables/profile";
import { savedSearches } from "../../db/tables/searches";
import { testMessages, testSessions } from "../../db/tables/tests";
import { vacancies, vacancyLikes, vacancyViewDays, vacancyViews } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { eraseCandidateData } from "../candidates";
import { membershipOf } from "./export-queries";

/*
 * The erasure of one account (decision record 018), run in one transaction. What is the
 * person's alone is deleted; what others legitimately keep (responses, the other side of a
 * chat, a company's response rate) stays, pointing at the anonymous account row.
 */

/** The address a deleted account keeps: unique, undeliverable (RFC 2606 `.invalid`), never typed at sign-up. */
function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Locks the account row (two deletions at once: the second finds it deleted); undefined when gone. */
export function lockLiveAccount(tx: Queryable, userId: string) {
  return firstRow(
    tx
      .select({ email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update"),
  );
}

/**
 * Revokes every session of the user and erases the refresh tokens' hashes: the rows stay only
 * as revocation records (family and time), which a replica started within the access-token
 * lifetime loads to keep refusing the sessions' access tokens. Returns the sessions.
 */
export async function endSessions(tx: Queryable, userId: string, now: Date): Promise<string[]> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const rows = await tx
    .update(refreshTokens)
    .set({ tokenHash: sql`'erased:' || ${refreshTokens.id}` })
    .where(eq(refreshTokens.userId, userId))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/**
 * Deletes the user's file rows, except a company logo (the company's, not the person's);
 * returns the ids whose bytes the storage must drop after commit.
 */
export async function eraseFiles(tx: Queryable, userId: string): Promise<string[]> {
  const logos = tx
    .select({ id: companies.logoFileId })
    .from(companies)
    .where(sql`${companies.logoFileId} is not null`);
  const rows = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerUserId, userId), notInArray(storedFiles.id, logos)))
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

/** The user's own messages, read marks, support chat and operator seat; the other side's messages stay. */
export async function eraseChats(tx: Queryable, userId: string): Promise<void> {
  await tx.delete(chatMessages).where(eq(chatMessages.senderUserId, userId));
  await tx.delete(chatReads).where(eq(chatReads.userId, userId));
  await tx.delete(chats).where(eq(chats.supportUserId, userId));
  await tx.delete(chatSupportOperators).where(eq(chatSupportOperators.userId, userId));
}

/**
 * The applicant's profile, activity and test results. The applicant row stays (blanked): the
 * responses hang on it, which their employers keep and see as «Пользователь удалён», and so
 * does each company's response rate. A response chat stays with the employer's messages.
 */
export async function eraseApplicant(tx: Queryable, applicantId: string): Promise<void> {
  for (const table of [
    profile.applicantProfiles,
    profile.applicantEducations,
    profile.applicantExperiences,
    profile.applicantSkills,
    profile.applicantQualities,
    profile.applicantGoalEntries,
    savedSearches,
    hiddenVacancies,
    hiddenCompanies,
    hiddenWords,
    vacancyLikes,
    vacancyViews,
    // The vacancies' view counts are counters of their own: they keep the views.
    vacancyViewDays,
    testMessages,
    testSessions,
  ]) {
    await tx.delete(table).where(eq(table.applicantId, applicantId));
  }
  // Out of every search at once, with the consents, the views and the contact requests.
  await eraseCandidateData(tx, applicantId);
  await tx
    .update(profile.applicants)
    .set({ city: "", dateOfBirth: null })
    .where(eq(profile.applicants.id, applicantId));
}

/** A pending request the closing of a company declined, to be told so by mail. */
interface DeclinedRequest {
  email: string;
  name: string;
}

/** What became of the company of a deleted employer who was its last active member. */
export type CompanyOutcome =
  | { kind: "unchanged" }
  /** The member chose an heir among the pending requests: that employer now runs the company. */
  | { kind: "handedOver"; companyName: string; to: { name: string; surname: string } }
  /**
   * Nobody was chosen: the company is closed — its published vacancies archived, its pending
   * requests declined — and its data kept for the applicants whose responses name it.
   */
  | { kind: "closed"; companyName: string; vacancies: number; declined: DeclinedRequest[] };

/**
 * Deletes the employer record (its contacts, membership, hh.ru link states and any hh.ru link
 * it made go with it, by their foreign keys). When it was the company's last active member, the
 * company changes hands only by the member's own choice, `heirEmployerId` (one of its pending
 * requests, approved by this call); otherwise it is closed. A pending request is never promoted
 * by anything else (issue 41: a stranger's request must not inherit a company).
 */
export async function eraseEmployer(
  tx: Queryable,
  employerId: string,
  now: Date,
  heirEmployerId?: string,
): Promise<CompanyOutcome> {
  const membership = await membershipOf(tx, employerId);
  let outcome: CompanyOutcome = { kind: "unchanged" };
  if (membership?.status === "active") {
    const active = await tx
      .select({ employerId: companyMembers.employerId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, membership.companyId), eq(companyMembers.status, "active")))
      .for("update");
    if (active.length === 1) {
      const { companyId, companyName } = membership;
      const heir = heirEmployerId ? await approveHeir(tx, companyId, heirEmployerId, now) : undefined;
      outcome = heir
        ? { kind: "handedOver", companyName, to: heir }
        : await closeCompany(tx, companyId, companyName, now);
    }
  }
  await tx.delete(employers).where(eq(employers.id, employerId));
  return outcome;
}

/** Approves the chosen heir's pending request to the company; undefined when it is not one. */
async function approveHeir(tx: Queryable, companyId: string, heirEmployerId: string, now: Date) {
  const [heir] = await tx
    .update(companyMembers)
    .set({ status: "active", decidedBy: null, decidedAt: now })
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.employerId, heirEmployerId),
        eq(companyMembers.status, "pending"),
      ),
    )
    .returning({ employerId: companyMembers.employerId });
  if (!heir) return undefined;
  return firstRow(
    tx
      .select({ name: users.name, surname: users.surname })
      .from(employers)
      .innerJoin(users, eq(users.id, employers.userId))
      .where(eq(employers.id, heir.employerId)),
  );
}

/** Archives the company's published vacancies and declines its pending requests; the rest stays. */
async function closeCompany(
  tx: Queryable,
  companyId: string,
  companyName: string,
  now: Date,
): Promise<CompanyOutcome> {
  const archived = await tx
    .update(vacancies)
    .set({ status: "VACANCY_STATUS_ARCHIVED", updatedAt: now })
    .where(and(eq(vacancies.companyId, companyId), eq(vacancies.status, "VACANCY_STATUS_ACTIVE")))
    .returning({ id: vacancies.id });
  const declined = await tx
    .update(companyMembers)
    .set({ status: "rejected", decidedBy: null, decidedAt: now })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, "pending")))
    .returning({ employerId: companyMembers.employerId });
  const people =
    declined.length === 0
      ? []
      : await tx
          .select({ email: users.email, name: users.name })
          .from(employers)
          .innerJoin(users, eq(users.id, employers.userId))
          .where(
            and(
              inArray(
                employers.id,
                declined.map((row) => row.employerId),
              ),
              isNull(users.deletedAt),
            ),
          );
  return { kind: "closed", companyName, vacancies: archived.length, declined: people };
}

/**
 * The account row becomes anonymous: the placeholder address (the real one may sign up again),
 * the deleted-user label for a name, a password no input matches, and when. Its sign-in
 * throttle and any code waiting for the address go too.
 */
export async function anonymiseAccount(
  tx: Queryable,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.userId, userId));
  await tx.delete(verificationCodes).where(eq(verificationCodes.email, email));
  await tx
    .update(users)
    .set({
      email: deletedAccountEmail(userId),
      name: DELETED_USER_NAME,
      surname: "",
      passwordHash: "!",
      updatedAt: now,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
}
