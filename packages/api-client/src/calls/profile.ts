import {
  getApplicantProfileResponseSchema,
  qualitiesResponseSchema,
  skillsResponseSchema,
  type UpdateApplicantProfileRequest,
  updateApplicantProfileResponseSchema,
} from "@rabota/domain/wire/profile";
import type { Http } from "../http";
import { required } from "./required";

const path = (applicantId: string) => `/v1/profile/${encodeURIComponent(applicantId)}`;

/** The applicant profile calls of spec §7 (Profile). */
export function createProfileCalls({ request }: Http) {
  return {
    /** `GET /v1/profile/{applicantId}` -> `{ profile }`; 403 for another applicant's id. */
    getApplicantProfile: async (applicantId: string) =>
      required(
        await request("get", path(applicantId), { schema: getApplicantProfileResponseSchema }),
        "Failed to fetch applicant profile.",
      ),
    /** `PUT /v1/profile/{applicantId}` -> `{ updatedProfile }`; a rejected update changes nothing. */
    updateApplicantProfile: async (applicantId: string, profile: UpdateApplicantProfileRequest) =>
      required(
        await request("put", path(applicantId), {
          json: profile,
          schema: updateApplicantProfileResponseSchema,
        }),
        "Failed to update applicant profile.",
      ),
    /** `GET /v1/profile/skills?search=` -> skill suggestions, best first. */
    getSkills: async (search?: string) =>
      required(
        await request("get", "/v1/profile/skills", {
          query: { search: search || undefined },
          schema: skillsResponseSchema,
        }),
        "Failed to fetch skills.",
      ).skills,
    /** `GET /v1/profile/qualities?search=` -> personal-quality suggestions, best first. */
    getQualities: async (search?: string) =>
      required(
        await request("get", "/v1/profile/qualities", {
          query: { search: search || undefined },
          schema: qualitiesResponseSchema,
        }),
        "Failed to fetch qualities.",
      ).qualities,
  };
}
