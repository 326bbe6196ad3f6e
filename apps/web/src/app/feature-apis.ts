import type { ApiClient } from "@rabota/api-client";
import { toApplicantProfile, toApplicantProfileDto } from "@rabota/domain/mappers";
import type { AuthFlowApi } from "@rabota/features/auth";
import type { CandidatesApi } from "@rabota/features/candidates";
import type { CompaniesApi } from "@rabota/features/companies";
import type { SearchesApi } from "@rabota/features/searches";
import type { TestsApi } from "@rabota/features/tests";
import type { VacanciesApi } from "@rabota/features/vacancies";

/** The sign-in and sign-up flow's API: the auth calls, and the places for the applicant's city. */
export function authFlowApiOf(client: ApiClient): AuthFlowApi {
  return { ...client.auth, searchAreas: (search) => client.areas.search({ search }) };
}

/** The most vacancies one page of the list gives: the company's active ones to invite to. */
const COMPANY_VACANCIES_PAGE = { pageSize: 50 };

/**
 * The candidate search's API (issue 44): the applicant's visibility, views and requests, the
 * employer's search, and for a found person the company's active vacancies (`companyId`, the
 * session's) and the invitation.
 */
export function candidatesApiOf(client: ApiClient, companyId: string | null = null): CandidatesApi {
  return {
    ...client.candidates,
    getVisibility: client.profile.getVisibility,
    setVisibility: client.profile.setVisibility,
    searchCompanies: client.profile.searchCompanies,
    getViews: client.profile.getViews,
    getContactRequests: client.profile.getContactRequests,
    decideContactRequest: client.profile.decideContactRequest,
    invite: client.vacancy.inviteApplicant,
    companyVacancies: async () => {
      if (!companyId) return [];
      const page = await client.vacancy.getVacancies(
        { companyId, status: "VACANCY_STATUS_ACTIVE" },
        COMPANY_VACANCIES_PAGE,
      );
      return page.vacancies.map((vacancy) => ({ id: vacancy.id, title: vacancy.title }));
    },
    searchAreas: (search) => client.areas.search({ search }),
    getArea: (id) => client.areas.get(id),
    getSkills: (search) => client.profile.getSkills(search),
    getTestCatalogue: () => client.tests.getCatalogue(),
  };
}

/** The saved searches' API: the search calls, and the places their filters name. */
export function searchesApiOf(client: ApiClient): SearchesApi {
  return { ...client.searches, getArea: (id) => client.areas.get(id) };
}

/**
 * The vacancies feature's API: the vacancy calls plus the test catalogue, the vacancy's test
 * session and a candidate's responses to the company (the candidate's page).
 */
export function vacanciesApiOf(client: ApiClient): VacanciesApi {
  return {
    ...client.vacancy,
    getCandidateApplications: (applicantId) => client.employer.getCandidateApplications(applicantId),
    getTestCatalogue: () => client.tests.getCatalogue(),
    getSkills: (search) => client.profile.getSkills(search),
    searchAreas: (search) => client.areas.search({ search }),
    getArea: (id) => client.areas.get(id),
    getMetro: (areaId) => client.areas.metro(areaId),
    getSalaries: (query) => client.salaries.get(query),
    startVacancyTest: (vacancyId, testName) => client.tests.startVacancyTest(vacancyId, testName),
  };
}

/**
 * The tests feature's API: the test calls, and «Показывать работодателям результаты теста
 * характеристик», a profile field (the profile is sent back as read, only this choice changed).
 */
export function testsApiOf(client: ApiClient): TestsApi {
  return {
    ...client.tests,
    getSharing: async (applicantId) =>
      (await client.profile.getApplicantProfile(applicantId)).showCharacteristicsToEmployers ?? false,
    setSharing: async (applicantId, value) => {
      const profile = await client.profile.getApplicantProfile(applicantId);
      await client.profile.updateApplicantProfile(applicantId, {
        ...toApplicantProfileDto(toApplicantProfile(profile)),
        showCharacteristicsToEmployers: value,
      });
    },
  };
}

/** A company page's API (issue 42): the public company, its active vacancies a page at a time, its reviews. */
export function companiesApiOf(client: ApiClient): CompaniesApi {
  return {
    getCompany: client.company.get,
    companyVacancies: (companyId, pageToken) =>
      client.vacancy.getVacancies({ companyId }, pageToken ? { pageToken } : {}),
    listReviews: client.reviews.list,
    createReview: client.reviews.create,
    updateReview: client.reviews.update,
    replyToReview: client.reviews.reply,
  };
}
