import {
  getEmployerProfileResponseSchema,
  type RegisterEmployerRequest,
  registerEmployerResponseSchema,
  type UpdateEmployerProfileRequest,
  updateEmployerProfileResponseSchema,
} from "@rabota/domain/wire/employer";
import { getApplicantProfileResponseSchema } from "@rabota/domain/wire/profile";
import { candidateApplicationsResponseSchema } from "@rabota/domain/wire/vacancy";
import type { Http } from "../http";

const profilePath = (employerId: string) => `/v1/profile/employer/${encodeURIComponent(employerId)}`;
const candidatePath = (applicantId: string) => `/v1/employer/candidates/${encodeURIComponent(applicantId)}`;

/** The employer's own profile (with its company) and the profiles of its candidates. */
export function createEmployerCalls({ request }: Http) {
  return {
    /** `POST /v1/employer/register` -> the new employer profile. */
    register: async (body: RegisterEmployerRequest) =>
      (
        await request("post", "/v1/employer/register", {
          call: "employer.register",
          json: body,
          schema: registerEmployerResponseSchema,
        })
      ).employer,
    /** `GET /v1/profile/employer/{employerId}` -> the profile; 403 for another employer's id. */
    getProfile: async (employerId: string) =>
      (
        await request("get", profilePath(employerId), {
          call: "employer.getProfile",
          schema: getEmployerProfileResponseSchema,
        })
      ).profile,
    /** `PUT /v1/profile/employer/{employerId}` -> the profile as saved. */
    updateProfile: async (employerId: string, profile: UpdateEmployerProfileRequest) =>
      (
        await request("put", profilePath(employerId), {
          call: "employer.updateProfile",
          json: profile,
          schema: updateEmployerProfileResponseSchema,
        })
      ).updatedProfile,
    /**
     * `GET /v1/employer/candidates/{applicantId}` -> the applicant's profile with contacts, for an
     * employer of a company the applicant responded to; 403 for any other caller.
     */
    getCandidate: async (applicantId: string) =>
      (
        await request("get", candidatePath(applicantId), {
          call: "employer.getCandidate",
          schema: getApplicantProfileResponseSchema,
        })
      ).profile,
    /**
     * `GET /v1/employer/candidates/{applicantId}/responses` -> the applicant's responses to the
     * caller's company's vacancies, newest first, each with its vacancy's title; 403 as for
     * `getCandidate`.
     */
    getCandidateApplications: async (applicantId: string) =>
      (
        await request("get", `${candidatePath(applicantId)}/responses`, {
          call: "employer.getCandidateApplications",
          schema: candidateApplicationsResponseSchema,
        })
      ).responses,
  };
}
