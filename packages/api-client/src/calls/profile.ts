import {
  type ContactDecisionBody,
  companySearchResponseSchema,
  contactDecisionResponseSchema,
  profileViewsResponseSchema,
  receivedContactRequestsResponseSchema,
  type VisibilityRequest,
  visibilityResponseSchema,
} from "@rabota/domain/wire/candidates";
import {
  getApplicantProfileResponseSchema,
  qualitiesResponseSchema,
  skillsResponseSchema,
  type UpdateApplicantProfileRequest,
  updateApplicantProfileResponseSchema,
} from "@rabota/domain/wire/profile";
import type { Http } from "../http";

const path = (applicantId: string) => `/v1/profile/${encodeURIComponent(applicantId)}`;

/**
 * The applicant's own profile and the suggestions its editor offers; who may find it in the
 * candidate search, who opened it and the companies' contact requests (issue 44).
 */
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
    /**
     * `GET /v1/profile/{applicantId}/visibility` -> whether employers may find the profile, the
     * fields they see, the companies it is hidden from (with names), the companies of the
     * applicant's experience (the picker's suggestions) and the latest consent (null before any).
     */
    getVisibility: (applicantId: string) =>
      request("get", `${path(applicantId)}/visibility`, {
        call: "profile.getVisibility",
        schema: visibilityResponseSchema,
      }),
    /**
     * `PUT /v1/profile/{applicantId}/visibility` -> the settings as saved, with the consent it
     * recorded (152-ФЗ ст. 10.1); 400 (Russian message) beyond 100 hidden-from companies or for
     * an unknown one.
     */
    setVisibility: (applicantId: string, body: VisibilityRequest) =>
      request("put", `${path(applicantId)}/visibility`, {
        call: "profile.setVisibility",
        json: body,
        schema: visibilityResponseSchema,
      }),
    /** `GET /v1/profile/{applicantId}/visibility/companies?search=` -> companies to hide from, by name. */
    searchCompanies: async (applicantId: string, search?: string) =>
      (
        await request("get", `${path(applicantId)}/visibility/companies`, {
          call: "profile.searchCompanies",
          query: { search: search || undefined },
          schema: companySearchResponseSchema,
        })
      ).companies,
    /** `GET /v1/profile/{applicantId}/views` -> the companies that opened the profile, the latest first. */
    getViews: async (applicantId: string) =>
      (
        await request("get", `${path(applicantId)}/views`, {
          call: "profile.getViews",
          schema: profileViewsResponseSchema,
        })
      ).views,
    /** `GET /v1/profile/contact-requests` -> the companies' contact requests to the caller, newest first. */
    getContactRequests: async () =>
      (
        await request("get", "/v1/profile/contact-requests", {
          call: "profile.getContactRequests",
          schema: receivedContactRequestsResponseSchema,
        })
      ).requests,
    /**
     * `POST /v1/profile/contact-requests/{requestId}/decision` `{ decision }` -> the request
     * decided («Открыть контакты» accepts, «Отклонить» declines); 409 once decided.
     */
    decideContactRequest: async (requestId: string, decision: ContactDecisionBody["decision"]) =>
      (
        await request("post", `/v1/profile/contact-requests/${encodeURIComponent(requestId)}/decision`, {
          call: "profile.decideContactRequest",
          json: { decision },
          schema: contactDecisionResponseSchema,
        })
      ).request,
  };
}
