import { isUuid } from "../../db/columns";
import type { Queryable } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { findVacancyOwner, hasResponse } from "./rows";

/** The vacancy's owner and status, drafts included; 404 when unknown. */
async function anyVacancy(db: Queryable, vacancyId: string) {
  const vacancy = isUuid(vacancyId) ? await findVacancyOwner(db, vacancyId) : undefined;
  if (!vacancy) throw notFound(NOT_FOUND_REPLIES.vacancy);
  return vacancy;
}

/** Who asks about a vacancy: the applicant, the company the employer may act for, or neither (a guest). */
export interface VacancyViewer {
  applicantId: string | null;
  companyId: string | null;
}

/**
 * The one rule of who may see a vacancy (issue 41), for every route that takes a vacancy id: a
 * published vacancy is everyone's; a draft is its company's alone; an archived vacancy is its
 * company's and that of the applicants who responded to it (their history) — nobody else's,
 * on reads and on writes alike: everyone else is answered as if it did not exist (404).
 */
export function mayView(
  vacancy: { companyId: string; status: string },
  viewer: VacancyViewer,
  responded: boolean,
): boolean {
  if (viewer.companyId !== null && viewer.companyId === vacancy.companyId) return true;
  if (vacancy.status === "VACANCY_STATUS_ACTIVE") return true;
  return vacancy.status === "VACANCY_STATUS_ARCHIVED" && responded;
}

/** The vacancy's owner and status when `viewer` may see it ({@link mayView}); 404 otherwise. */
export async function visibleVacancy(db: Queryable, vacancyId: string, viewer: VacancyViewer) {
  const vacancy = await anyVacancy(db, vacancyId);
  const responded =
    vacancy.status === "VACANCY_STATUS_ARCHIVED" && viewer.applicantId !== null
      ? await hasResponse(db, viewer.applicantId, vacancy.id)
      : false;
  if (!mayView(vacancy, viewer, responded)) throw notFound(NOT_FOUND_REPLIES.vacancy);
  return vacancy;
}

/**
 * A vacancy of the company, drafts included: 403 for another company's published one (it is
 * public, just not theirs), 404 when unknown or one they may not see ({@link mayView}).
 */
export async function ownVacancy(db: Queryable, companyId: string, vacancyId: string) {
  const vacancy = await visibleVacancy(db, vacancyId, { applicantId: null, companyId });
  if (vacancy.companyId !== companyId) throw forbidden();
  return vacancy;
}
