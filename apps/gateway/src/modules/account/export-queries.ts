import { desc, eq, max, min } from "drizzle-orm";
import { joinVacancyAndCompany } from "../../db/joins";
import { loginFailures, refreshTokens, users } from "../../db/tables/auth";
import { chatMessages, chats } from "../../db/tables/chat";
import { companies } from "../../db/tables/company";
import { storedFiles } from "../../db/tables/files";
import { companyMembers } from "../../db/tables/membership";
import { complaints } from "../../db/tables/moderation";
import { vacancyResponses } from "../../db/tables/responses";
import { companyReviews } from "../../db/tables/reviews";
import { testSessions } from "../../db/tables/tests";
import { vacancies, vacancyLikes, vacancyViews } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/*
 * What the export reads beyond what other modules' services already answer (the profile, saved
 * searches, hidden items). The account module reads every module's tables on purpose: the
 * export and the erasure must cover them all, and one place names them all (decision 018).
 */

/** The account row with its consent, or undefined when there is none (or it is deleted). */
export async function findLiveAccount(db: Queryable, userId: string) {
  const row = await firstRow(
    db
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        name: users.name,
        surname: users.surname,
        consentVersion: users.consentVersion,
        consentAcceptedAt: users.consentAcceptedAt,
        createdAt: users.createdAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
  return row && row.deletedAt === null ? row : undefined;
}

/** Sign-in history: one row per session (refresh-token family), newest first. */
export function sessionsOf(db: Queryable, userId: string) {
  return db
    .select({
      startedAt: min(refreshTokens.createdAt).mapWith(refreshTokens.createdAt),
      lastActiveAt: max(refreshTokens.createdAt).mapWith(refreshTokens.createdAt),
      expiresAt: max(refreshTokens.expiresAt).mapWith(refreshTokens.expiresAt),
      endedAt: max(refreshTokens.revokedAt).mapWith(refreshTokens.revokedAt),
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(min(refreshTokens.createdAt)));
}

export function loginFailuresOf(db: Queryable, userId: string) {
  return firstRow(db.select().from(loginFailures).where(eq(loginFailures.userId, userId)));
}

export function filesOf(db: Queryable, userId: string) {
  return db
    .select({
      id: storedFiles.id,
      fileType: storedFiles.fileType,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      uploadedAt: storedFiles.uploadedAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerUserId, userId))
    .orderBy(storedFiles.createdAt);
}

/** The messages the user wrote, oldest first. */
export function chatMessagesOf(db: Queryable, userId: string) {
  return db
    .select({
      chatId: chatMessages.chatId,
      chatKind: chats.kind,
      text: chatMessages.text,
      sentAt: chatMessages.sentAt,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(eq(chatMessages.senderUserId, userId))
    .orderBy(chatMessages.id);
}

const vacancyRef = {
  vacancyId: vacancies.id,
  vacancyTitle: vacancies.title,
  companyName: companies.companyName,
};

export function responsesOf(db: Queryable, applicantId: string) {
  const query = db
    .select({
      ...vacancyRef,
      status: vacancyResponses.status,
      appliedAt: vacancyResponses.appliedAt,
      updatedAt: vacancyResponses.updatedAt,
      rejectedAt: vacancyResponses.rejectedAt,
      invitationMessage: vacancyResponses.invitationMessage,
    })
    .from(vacancyResponses)
    .$dynamic();
  return joinVacancyAndCompany(query, vacancyResponses.vacancyId)
    .where(eq(vacancyResponses.applicantId, applicantId))
    .orderBy(desc(vacancyResponses.appliedAt));
}

export function likesOf(db: Queryable, applicantId: string) {
  const query = db
    .select({ ...vacancyRef, likedAt: vacancyLikes.createdAt })
    .from(vacancyLikes)
    .$dynamic();
  return joinVacancyAndCompany(query, vacancyLikes.vacancyId)
    .where(eq(vacancyLikes.applicantId, applicantId))
    .orderBy(desc(vacancyLikes.createdAt));
}

export function viewsOf(db: Queryable, applicantId: string) {
  const query = db
    .select({ ...vacancyRef, viewedAt: vacancyViews.viewedAt })
    .from(vacancyViews)
    .$dynamic();
  return joinVacancyAndCompany(query, vacancyViews.vacancyId)
    .where(eq(vacancyViews.applicantId, applicantId))
    .orderBy(desc(vacancyViews.viewedAt));
}

export function testSittingsOf(db: Queryable, applicantId: string) {
  return db
    .select({
      id: testSessions.id,
      testName: testSessions.testName,
      testVersion: testSessions.testVersion,
      status: testSessions.status,
      startedAt: testSessions.startedAt,
      finishedAt: testSessions.finishedAt,
      answers: testSessions.answers,
      score: testSessions.score,
      correct: testSessions.correct,
      traits: testSessions.traits,
    })
    .from(testSessions)
    .where(eq(testSessions.applicantId, applicantId))
    .orderBy(desc(testSessions.startedAt));
}

export function membershipOf(db: Queryable, employerId: string) {
  return firstRow(
    db
      .select({
        companyId: companyMembers.companyId,
        companyName: companies.companyName,
        status: companyMembers.status,
        requestedAt: companyMembers.createdAt,
        decidedAt: companyMembers.decidedAt,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.employerId, employerId)),
  );
}

/** The company reviews the applicant wrote (issue 42), newest first. */
export function reviewsOf(db: Queryable, applicantId: string) {
  return db
    .select({
      companyId: companyReviews.companyId,
      companyName: companies.companyName,
      rating: companyReviews.rating,
      text: companyReviews.text,
      pros: companyReviews.pros,
      cons: companyReviews.cons,
      signed: companyReviews.signed,
      status: companyReviews.status,
      createdAt: companyReviews.createdAt,
      updatedAt: companyReviews.updatedAt,
    })
    .from(companyReviews)
    .innerJoin(companies, eq(companies.id, companyReviews.companyId))
    .where(eq(companyReviews.applicantId, applicantId))
    .orderBy(desc(companyReviews.createdAt));
}

/** The complaints the person filed (issue 42), newest first. */
export function complaintsOf(db: Queryable, userId: string) {
  return db
    .select({
      targetType: complaints.targetType,
      targetId: complaints.targetId,
      reason: complaints.reason,
      text: complaints.text,
      createdAt: complaints.createdAt,
      decisionId: complaints.decisionId,
    })
    .from(complaints)
    .where(eq(complaints.complainantId, userId))
    .orderBy(desc(complaints.createdAt));
}
