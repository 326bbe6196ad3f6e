import type { ApiClient } from "@rabota/api-client";
import type { EmployerApi } from "@rabota/features/employer";
import type { ProfileApi } from "@rabota/features/profile";

/** The profile feature's API, wired to the client. */
export function profileApiOf(client: ApiClient): ProfileApi {
  return {
    getProfile: async (id) => (await client.profile.getApplicantProfile(id)).profile,
    updateProfile: async (id, body) => (await client.profile.updateApplicantProfile(id, body)).updatedProfile,
    getSkills: (search) => client.profile.getSkills(search),
    getQualities: (search) => client.profile.getQualities(search),
    uploadAvatar: (id, file, onProgress) => client.files.uploadAvatar(id, file, onProgress),
  };
}

/** The employer feature's API, wired to the client. */
export function employerApiOf(client: ApiClient): EmployerApi {
  return {
    getProfile: async (id) => (await client.employer.getProfile(id)).profile,
    updateProfile: async (id, body) => (await client.employer.updateProfile(id, body)).updatedProfile,
    uploadLogo: (id, file, onProgress) => client.files.uploadAvatar(id, file, onProgress),
  };
}
