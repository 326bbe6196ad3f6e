import { EMPLOYER, MANAGER } from "./seed/employer.js";
import type { SeedVacancy } from "./seed/vacancies.js";

/**
 * hh's JSON shapes built from the seed. Every link points at the sandbox itself (`origin`), the
 * way hh's point at api.hh.ru and hh.ru, so a client following `url` stays offline.
 */
const employerLinks = (origin: string) => ({
  id: EMPLOYER.id,
  name: EMPLOYER.name,
  trusted: EMPLOYER.trusted,
  url: `${origin}/employers/${EMPLOYER.id}`,
  alternate_url: `${origin}/employer/${EMPLOYER.id}`,
  vacancies_url: `${origin}/vacancies?employer_id=${EMPLOYER.id}`,
  logo_urls: null,
  accredited_it_employer: true,
});

const vacancyLinks = (origin: string, vacancy: SeedVacancy) => ({
  url: `${origin}/vacancies/${vacancy.id}`,
  alternate_url: `${origin}/vacancy/${vacancy.id}`,
  apply_alternate_url: `${origin}/applicant/vacancy_response?vacancyId=${vacancy.id}`,
});

const areaWithUrl = (origin: string, vacancy: SeedVacancy) => ({
  ...vacancy.area,
  url: `${origin}/areas/${vacancy.area.id}`,
});

const managerName = {
  id: MANAGER.id,
  first_name: MANAGER.firstName,
  last_name: MANAGER.lastName,
  middle_name: MANAGER.middleName,
};

/** The fields every employer-list item has (`VacanciesVacancyShort`). */
function shortVacancy(origin: string, vacancy: SeedVacancy) {
  return {
    id: vacancy.id,
    name: vacancy.name,
    premium: vacancy.premium,
    archived: vacancy.archived,
    has_test: vacancy.has_test,
    ...vacancyLinks(origin, vacancy),
    area: areaWithUrl(origin, vacancy),
    salary: vacancy.salary,
    salary_range: vacancy.salary_range,
    type: vacancy.type,
    department: vacancy.department,
    address: vacancy.address,
    response_url: vacancy.response_url,
    response_letter_required: vacancy.response_letter_required,
    relations: vacancy.relations,
    published_at: vacancy.published_at,
    created_at: vacancy.created_at,
    employer: employerLinks(origin),
  };
}

/** An item of `GET /employers/{id}/vacancies/active`. */
export function activeListItem(origin: string, vacancy: SeedVacancy) {
  return {
    ...shortVacancy(origin, vacancy),
    billing_type: vacancy.billing_type,
    can_upgrade_billing_type: vacancy.can_upgrade_billing_type,
    counters: vacancy.counters,
    expires_at: vacancy.expires_at,
    has_updates: vacancy.has_updates,
    manager: managerName,
  };
}

/** An item of `GET /employers/{id}/vacancies/archived`. */
export function archivedListItem(origin: string, vacancy: SeedVacancy) {
  const counters = vacancy.counters as { responses: number; invitations_and_responses: number };
  return {
    ...shortVacancy(origin, vacancy),
    archived_at: vacancy.archived_at,
    closed_for_applicants: true,
    counters: {
      responses: counters.responses,
      invitations_and_responses: counters.invitations_and_responses,
    },
    vacancy_properties: null,
  };
}

/** Fields only the owning manager sees (`VacanciesVacancyManagerFields`). */
const MANAGER_ONLY_FIELDS = [
  "counters",
  "expires_at",
  "hidden",
  "branded_template",
  "response_notifications",
  "can_upgrade_billing_type",
  "previous_id",
  "has_updates",
] as const;

/** `GET /vacancies/{id}`: the owner's view for the employer's manager, the public one otherwise. */
export function fullVacancy(origin: string, vacancy: SeedVacancy, asOwner: boolean) {
  const body: Record<string, unknown> = {
    ...vacancy,
    ...vacancyLinks(origin, vacancy),
    area: areaWithUrl(origin, vacancy),
    employer: employerLinks(origin),
    response_url: null,
    negotiations_url: asOwner ? `${origin}/negotiations?vacancy_id=${vacancy.id}` : null,
    suitable_resumes_url: asOwner ? `${origin}/resumes?vacancy_id=${vacancy.id}` : null,
  };
  if (asOwner) body.manager = { id: MANAGER.id };
  else for (const field of MANAGER_ONLY_FIELDS) delete body[field];
  return body;
}

/** `GET /me` for the manager's user token. */
export function managerProfile(origin: string) {
  return {
    auth_type: "employer",
    is_applicant: false,
    is_employer: true,
    is_admin: false,
    is_application: false,
    is_employer_integration: false,
    id: MANAGER.userId,
    first_name: MANAGER.firstName,
    last_name: MANAGER.lastName,
    middle_name: MANAGER.middleName,
    mid_name: MANAGER.middleName,
    email: MANAGER.email,
    phone: MANAGER.phone,
    is_anonymous: false,
    employer: { id: EMPLOYER.id, name: EMPLOYER.name, manager_id: MANAGER.id },
    manager: {
      id: MANAGER.id,
      has_admin_rights: true,
      is_main_contact_person: true,
      has_multiple_manager_accounts: false,
      manager_settings_url: `${origin}/employers/${EMPLOYER.id}/managers/${MANAGER.id}/settings`,
    },
    personal_manager: null,
    is_in_search: null,
    resumes_url: null,
    negotiations_url: null,
  };
}

/** `GET /me` for an application token: the flags only. */
export const APPLICATION_PROFILE = {
  auth_type: "application",
  is_applicant: false,
  is_employer: false,
  is_admin: false,
  is_application: true,
  is_employer_integration: false,
};
