import { isUuid } from "../../db/columns";
import type { Queryable } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { findVacancyOwner } from "./rows";

/** The vacancy's owner and status, drafts included; 404 when unknown. */
async function anyVacancy(db: Queryable, vacancyId: string) {
  const vacancy = isUuid(vacancyId) ? await findVacancyOwner(db, vacancyId) : undefined;
  if (!vacancy) throw notFound(NOT_FOUND_REPLIES.vacancy);
  return vacancy;
}

/** The vacancy's owner and status; 404 when unknown or a draft (applicants never see one). */
export async function existingVacancy(db: Queryable, vacancyId: string) {
  const vacancy = await anyVacancy(db, vacancyId);
  if (vacancy.status === "VACANCY_STATUS_DRAFT") throw notFound(NOT_FOUND_REPLIES.vacancy);
  return vacancy;
}

/**
 * Whether the vacancy is another company's draft: nobody but its company learns that one
 * exists, so every route answers it as unknown (404), writes included (issue 41).
 */
export function isOthersDraft(vacancy: { companyId: string; status: string }, companyId: string): boolean {
  return vacancy.companyId !== companyId && vacancy.status === "VACANCY_STATUS_DRAFT";
}

/**
 * A vacancy of the company, drafts included: 403 for another company's published or archived
 * one, 404 when unknown or another company's draft.
 */
export async function ownVacancy(db: Queryable, companyId: string, vacancyId: string) {
  const vacancy = await anyVacancy(db, vacancyId);
  if (isOthersDraft(vacancy, companyId)) throw notFound(NOT_FOUND_REPLIES.vacancy);
  if (vacancy.companyId !== companyId) throw forbidden();
  return vacancy;
}
