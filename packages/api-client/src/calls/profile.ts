import {
  getApplicantProfileResponseSchema,
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
  };
}
