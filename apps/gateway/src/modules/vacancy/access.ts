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

/** A vacancy of the company, drafts included: 403 for another company's, 404 when unknown. */
export async function ownVacancy(db: Queryable, companyId: string, vacancyId: string) {
  const vacancy = await anyVacancy(db, vacancyId);
  if (vacancy.companyId !== companyId) throw forbidden();
  return vacancy;
}
