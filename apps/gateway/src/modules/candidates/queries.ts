import type { CandidateFields, ContactRequestStatus } from "@rabota/domain/wire/candidates";
import { and, desc, eq, inArray, isNull, max, min, sql } from "drizzle-orm";
import { users } from "../../db/tables/auth";
import {
  candidateConsents,
  candidateDocuments,
  candidateViews,
  candidateVisibility,
  contactRequests,
} from "../../db/tables/candidates";
import { companies } from "../../db/tables/company";
import { applicantExperiences, applicantProfiles, applicants } from "../../db/tables/profile";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { testsPassedColumn } from "./search";

/** The applicant's visibility row, or undefined before their first choice. */
export async function findVisibility(db: Queryable, applicantId: string) {
  const [row] = await db
    .select()
    .from(candidateVisibility)
    .where(eq(candidateVisibility.applicantId, applicantId));
  return row;
}

/** Stores the applicant's choice and records it as a consent of its own. */
export async function saveVisibility(
  tx: Queryable,
  input: {
    applicantId: string;
    searchable: boolean;
    fields: CandidateFields;
    hiddenFrom: string[];
    version: string;
    now: Date;
  },
) {
  const values = {
    searchable: input.searchable,
    fields: input.fields,
    hiddenFrom: input.hiddenFrom,
    updatedAt: input.now,
  };
  await tx
    .insert(candidateVisibility)
    .values({ applicantId: input.applicantId, ...values })
    .onConflictDoUpdate({ target: candidateVisibility.applicantId, set: values });
  await tx.insert(candidateConsents).values({
    applicantId: input.applicantId,
    searchable: input.searchable,
    fields: input.fields,
    version: input.version,
    givenAt: input.now,
  });
}

/** The applicant's latest consent, or undefined. */
export async function latestConsent(db: Queryable, applicantId: string) {
  const [row] = await db
    .select()
    .from(candidateConsents)
    .where(eq(candidateConsents.applicantId, applicantId))
    .orderBy(desc(candidateConsents.givenAt), desc(candidateConsents.id))
    .limit(1);
  return row;
}

/** Every consent of the applicant, oldest first (the account export). */
function consentsOf(db: Queryable, applicantId: string) {
  return db
    .select({
      searchable: candidateConsents.searchable,
      fields: candidateConsents.fields,
      version: candidateConsents.version,
      givenAt: candidateConsents.givenAt,
    })
    .from(candidateConsents)
    .where(eq(candidateConsents.applicantId, applicantId))
    .orderBy(candidateConsents.givenAt, candidateConsents.id);
}

/** Companies by id, with their logos' file ids, in no particular order. */
export function companiesByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, name: companies.companyName, logoFileId: companies.logoFileId })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
}

/** Whether every one of `ids` is a company. */
export async function allCompaniesExist(db: Queryable, ids: readonly string[]) {
  return (await companiesByIds(db, ids)).length === new Set(ids).size;
}

/** Companies whose name contains `search` (case aside), the shortest names first. */
export function companiesNamed(db: Queryable, search: string, limit: number) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select({ id: companies.id, name: companies.companyName, logoFileId: companies.logoFileId })
    .from(companies)
    .where(sql`lower(${companies.companyName}) like ${pattern}`)
    .orderBy(sql`length(${companies.companyName})`, companies.companyName)
    .limit(limit);
}

/** Companies named like the ones of the applicant's experience (the hide-from picker's first suggestions). */
export function companiesOfExperience(db: Queryable, applicantId: string) {
  return db
    .select({ id: companies.id, name: companies.companyName, logoFileId: companies.logoFileId })
    .from(applicantExperiences)
    .innerJoin(companies, sql`lower(${companies.companyName}) = lower(${applicantExperiences.company})`)
    .where(eq(applicantExperiences.applicantId, applicantId))
    .groupBy(companies.id)
    .orderBy(min(applicantExperiences.ordinal))
    .limit(20);
}

/** What a document needs beyond the profile: the photo's file, the area's path, the last update. */
export async function documentFacts(db: Queryable, applicantId: string) {
  const [row] = await db
    .select({
      avatarFileId: applicantProfiles.avatarFileId,
      updatedAt: sql<Date>`coalesce(${applicantProfiles.updatedAt}, ${applicants.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      areaPath: applicants.areaPath,
    })
    .from(applicants)
    .leftJoin(applicantProfiles, eq(applicantProfiles.applicantId, applicants.id))
    .where(eq(applicants.id, applicantId));
  return row;
}

export type DocumentRow = typeof candidateDocuments.$inferInsert;

/** Writes the applicant's search document (replacing the old one). */
export async function upsertDocument(tx: Queryable, row: DocumentRow) {
  const { applicantId, ...values } = row;
  await tx
    .insert(candidateDocuments)
    .values(row)
    .onConflictDoUpdate({ target: candidateDocuments.applicantId, set: values });
}

/** Removes the applicant from every search at once. */
export async function deleteDocument(tx: Queryable, applicantId: string) {
  await tx.delete(candidateDocuments).where(eq(candidateDocuments.applicantId, applicantId));
}

/**
 * The document of an applicant this company may find, with the tests passed after
 * `validSince`, or undefined (not searchable, or hidden from it).
 */
export async function findableDocument(
  db: Queryable,
  applicantId: string,
  companyId: string,
  validSince: Date,
) {
  const [row] = await db
    .select({
      card: candidateDocuments.card,
      photoFileId: candidateDocuments.photoFileId,
      testsPassed: testsPassedColumn(validSince),
    })
    .from(candidateDocuments)
    .where(
      and(
        eq(candidateDocuments.applicantId, applicantId),
        sql`not (${candidateDocuments.hiddenFrom} @> array[${companyId}::uuid])`,
      ),
    );
  return row;
}

/** Records one open of a profile by a member of a company. */
export async function recordView(
  db: Queryable,
  input: { applicantId: string; companyId: string; memberUserId: string; now: Date },
) {
  await db.insert(candidateViews).values({
    applicantId: input.applicantId,
    companyId: input.companyId,
    memberUserId: input.memberUserId,
    viewedAt: input.now,
  });
}

/** The companies that opened the applicant's profile: first and last open and how often, the latest first. */
export function viewsOf(db: Queryable, applicantId: string) {
  return db
    .select({
      id: companies.id,
      name: companies.companyName,
      logoFileId: companies.logoFileId,
      firstViewedAt: min(candidateViews.viewedAt).mapWith((value: string | Date) => new Date(value)),
      lastViewedAt: max(candidateViews.viewedAt).mapWith((value: string | Date) => new Date(value)),
      count: sql<number>`count(*)::int`,
    })
    .from(candidateViews)
    .innerJoin(companies, eq(companies.id, candidateViews.companyId))
    .where(eq(candidateViews.applicantId, applicantId))
    .groupBy(companies.id)
    .orderBy(desc(max(candidateViews.viewedAt)));
}

/** A contact request's columns with its company and vacancy. */
const requestColumns = {
  id: contactRequests.id,
  applicantId: contactRequests.applicantId,
  companyId: contactRequests.companyId,
  status: contactRequests.status,
  message: contactRequests.message,
  createdAt: contactRequests.createdAt,
  decidedAt: contactRequests.decidedAt,
  companyName: companies.companyName,
  logoFileId: companies.logoFileId,
  vacancyId: vacancies.id,
  vacancyTitle: vacancies.title,
};

const requests = (db: Queryable) =>
  db
    .select(requestColumns)
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .leftJoin(vacancies, eq(vacancies.id, contactRequests.vacancyId));

export type RequestRow = Awaited<ReturnType<ReturnType<typeof requests>["execute"]>>[number];

/** The requests the applicant received, the newest first. */
export function requestsTo(db: Queryable, applicantId: string) {
  return requests(db)
    .where(eq(contactRequests.applicantId, applicantId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

/** One request to the applicant, or undefined. */
export async function requestTo(db: Queryable, applicantId: string, requestId: string) {
  const [row] = await requests(db).where(
    and(eq(contactRequests.id, requestId), eq(contactRequests.applicantId, applicantId)),
  );
  return row;
}

/** The company's latest request to the applicant, or undefined. */
export async function latestRequestOf(db: Queryable, companyId: string, applicantId: string) {
  const [row] = await requests(db)
    .where(and(eq(contactRequests.companyId, companyId), eq(contactRequests.applicantId, applicantId)))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(1);
  return row;
}

/** Adds a pending request; undefined when the company has an open one already (the unique index). */
export async function insertRequest(
  db: Queryable,
  input: {
    applicantId: string;
    companyId: string;
    memberUserId: string;
    vacancyId: string | null;
    message: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(contactRequests)
    .values({ ...input, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: contactRequests.id });
  return row;
}

/** Answers a pending request; false when it was answered already. */
export async function decideRequest(
  db: Queryable,
  input: { requestId: string; status: Exclude<ContactRequestStatus, "pending">; now: Date },
) {
  const rows = await db
    .update(contactRequests)
    .set({ status: input.status, decidedAt: input.now })
    .where(and(eq(contactRequests.id, input.requestId), eq(contactRequests.status, "pending")))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

/** The contacts an accepted request opens: the account's e-mail and the profile's contacts. */
export async function contactsOf(db: Queryable, applicantId: string) {
  const [row] = await db
    .select({
      email: users.email,
      phoneNumber: applicantProfiles.phoneNumber,
      website: applicantProfiles.website,
      additionalContact: applicantProfiles.additionalContact,
    })
    .from(applicants)
    .innerJoin(users, and(eq(users.id, applicants.userId), isNull(users.deletedAt)))
    .leftJoin(applicantProfiles, eq(applicantProfiles.applicantId, applicants.id))
    .where(eq(applicants.id, applicantId));
  return row;
}

/** An active vacancy of the company, or undefined. */
export async function activeVacancyOf(db: Queryable, companyId: string, vacancyId: string) {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.id, vacancyId),
        eq(vacancies.companyId, companyId),
        eq(vacancies.status, "VACANCY_STATUS_ACTIVE"),
      ),
    );
  return row;
}

/** The applicant's views and requests as the account export lists them. */
export async function exportOf(db: Queryable, applicantId: string) {
  return {
    consents: await consentsOf(db, applicantId),
    views: await db
      .select({ company: companies.companyName, viewedAt: candidateViews.viewedAt })
      .from(candidateViews)
      .innerJoin(companies, eq(companies.id, candidateViews.companyId))
      .where(eq(candidateViews.applicantId, applicantId))
      .orderBy(candidateViews.viewedAt),
    contactRequests: (await requestsTo(db, applicantId)).map((row) => ({
      company: row.companyName,
      vacancy: row.vacancyTitle,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
    })),
  };
}

/** Everything of the applicant's the candidate search keeps (the account's erasure). */
export async function eraseOf(tx: Queryable, applicantId: string) {
  for (const table of [
    candidateDocuments,
    candidateVisibility,
    candidateConsents,
    candidateViews,
    contactRequests,
  ]) {
    await tx.delete(table).where(eq(table.applicantId, applicantId));
  }
}
