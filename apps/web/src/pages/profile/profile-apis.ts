import type { ApiClient } from "@rabota/api-client";
import type { EmployerApi } from "@rabota/features/employer";
import type { AccountApi, ProfileApi } from "@rabota/features/profile";

/** The profile feature's API, wired to the client. */
export function profileApiOf(client: ApiClient): ProfileApi {
  return {
    getProfile: (id) => client.profile.getApplicantProfile(id),
    updateProfile: (id, body) => client.profile.updateApplicantProfile(id, body),
    getSkills: (search) => client.profile.getSkills(search),
    getQualities: (search) => client.profile.getQualities(search),
    searchAreas: (search) => client.areas.search({ search }),
    countVacanciesFrom: (salaryFrom) => client.vacancy.getVacancyTotal({ salaryFrom }),
    uploadAvatar: (id, file, onProgress) => client.files.uploadAvatar(id, file, onProgress),
  };
}

/** The employer feature's API, wired to the client. */
export function employerApiOf(client: ApiClient): EmployerApi {
  return {
    getProfile: (id) => client.employer.getProfile(id),
    updateProfile: (id, body) => client.employer.updateProfile(id, body),
    uploadLogo: (id, file, onProgress) => client.files.uploadAvatar(id, file, onProgress),
    listMembers: (companyId) => client.company.listMembers(companyId),
    decideRequest: (companyId, employerId, decision) =>
      client.company.decideRequest(companyId, employerId, decision),
    removeMember: (companyId, employerId) => client.company.removeMember(companyId, employerId),
    requestAccess: (companyId) => client.company.requestAccess(companyId),
    getVerification: async (companyId) => (await client.company.get(companyId)).verification,
    verifyCompany: (companyId, inn) => client.company.verify(companyId, { inn }),
  };
}

/** The account section's API (export and deletion), wired to the client. */
export function accountApiOf(client: ApiClient): AccountApi {
  return {
    exportData: () => client.account.export(),
    deleteAccount: (password) => client.account.delete(password),
  };
}
