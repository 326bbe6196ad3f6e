import { EMPLOYER_PROFILE_MESSAGES } from "@rabota/domain/errors";
import {
  getEmployerProfileResponseSchema,
  type RegisterEmployerRequest,
  registerEmployerResponseSchema,
  type UpdateEmployerProfileRequest,
  updateEmployerProfileResponseSchema,
} from "@rabota/domain/wire/employer";
import type { Http } from "../http";
import { required } from "./required";

const profilePath = (employerId: string) => `/v1/profile/employer/${encodeURIComponent(employerId)}`;

/** The Employer calls of spec §7. */
export function createEmployerCalls({ request }: Http) {
  return {
    /** `POST /v1/employer/register` -> `{ employer }`. */
    register: async (body: RegisterEmployerRequest) =>
      required(
        await request("post", "/v1/employer/register", {
          json: body,
          schema: registerEmployerResponseSchema,
        }),
        "Employer register failed: No response from server.",
      ),
    /** `GET /v1/profile/employer/{employerId}` -> `{ profile }`; 403 for another employer's id. */
    getProfile: async (employerId: string) =>
      required(
        await request("get", profilePath(employerId), { schema: getEmployerProfileResponseSchema }),
        EMPLOYER_PROFILE_MESSAGES.fetchFailed,
      ),
    /** `PUT /v1/profile/employer/{employerId}` -> `{ updatedProfile }`. */
    updateProfile: async (employerId: string, profile: UpdateEmployerProfileRequest) =>
      required(
        await request("put", profilePath(employerId), {
          json: profile,
          schema: updateEmployerProfileResponseSchema,
        }),
        EMPLOYER_PROFILE_MESSAGES.updateFailed,
      ),
  };
}
