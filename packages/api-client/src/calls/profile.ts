import {
  getApplicantProfileResponseSchema,
  qualitiesResponseSchema,
  skillsResponseSchema,
  type UpdateApplicantProfileRequest,
  updateApplicantProfileResponseSchema,
} from "@rabota/domain/wire/profile";
import type { Http } from "../http";

const path = (applicantId: string) => `/v1/profile/${encodeURIComponent(applicantId)}`;

/** The applicant's own profile and the suggestions its editor offers. */
export function createProfileCalls({ request }: Http) {
  return {
    /** `GET /v1/profile/{applicantId}` -> the profile; 403 for another applicant's id. */
    getApplicantProfile: async (applicantId: string) =>
      (
        await request("get", path(applicantId), {
          call: "profile.getApplicantProfile",
          schema: getApplicantProfileResponseSchema,
        })
      ).profile,
    /** `PUT /v1/profile/{applicantId}` -> the profile as saved; a rejected update (400) changes nothing. */
    updateApplicantProfile: async (applicantId: string, profile: UpdateApplicantProfileRequest) =>
      (
        await request("put", path(applicantId), {
          call: "profile.updateApplicantProfile",
          json: profile,
          schema: updateApplicantProfileResponseSchema,
        })
      ).updatedProfile,
    /** `GET /v1/profile/skills?search=` -> skill suggestions, best first. */
    getSkills: async (search?: string) =>
      (
        await request("get", "/v1/profile/skills", {
          call: "profile.getSkills",
          query: { search: search || undefined },
          schema: skillsResponseSchema,
        })
      ).skills,
    /** `GET /v1/profile/qualities?search=` -> personal-quality suggestions, best first. */
    getQualities: async (search?: string) =>
      (
        await request("get", "/v1/profile/qualities", {
          call: "profile.getQualities",
          query: { search: search || undefined },
          schema: qualitiesResponseSchema,
        })
      ).qualities,
  };
}
