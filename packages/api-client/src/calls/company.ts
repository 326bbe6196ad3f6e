import {
  publicCompanyResponseSchema,
  type VerificationRequest,
  verificationResponseSchema,
} from "@rabota/domain/wire/companies";
import {
  type CompanyRequestDecision,
  companyMemberResponseSchema,
  companyMembersResponseSchema,
} from "@rabota/domain/wire/employer";
import { responseRateDtoSchema } from "@rabota/domain/wire/vacancy";
import type { Http } from "../http";

const companyPath = (companyId: string) => `/v1/company/${encodeURIComponent(companyId)}`;
const membersPath = (companyId: string) => `${companyPath(companyId)}/members`;
const memberPath = (companyId: string, employerId: string) =>
  `${membersPath(companyId)}/${encodeURIComponent(employerId)}`;

/**
 * Company membership, for the company's active members: its pending requests and members,
 * the decisions on them. 403 for anyone else (a pending, rejected or removed member gets the
 * Russian text of its standing as the error's message). `requestAccess` is the one call for
 * an employer who is not an active member: a rejected or removed one asks again. And the
 * company's public response rate.
 */
export function createCompanyCalls({ request }: Http) {
  return {
    /** `GET /v1/company/{companyId}/members` -> `{ requests, members }`, oldest first. */
    listMembers: (companyId: string) =>
      request("get", membersPath(companyId), {
        call: "company.listMembers",
        schema: companyMembersResponseSchema,
      }),
    /** `POST /v1/company/{companyId}/members/{employerId}/decision` -> the member as it now stands. */
    decideRequest: async (companyId: string, employerId: string, decision: CompanyRequestDecision) =>
      (
        await request("post", `${memberPath(companyId, employerId)}/decision`, {
          call: "company.decideRequest",
          json: { decision },
          schema: companyMemberResponseSchema,
        })
      ).member,
    /** `DELETE /v1/company/{companyId}/members/{employerId}` -> the removed member; 409 for the last one. */
    removeMember: async (companyId: string, employerId: string) =>
      (
        await request("delete", memberPath(companyId, employerId), {
          call: "company.removeMember",
          schema: companyMemberResponseSchema,
        })
      ).member,
    /**
     * `POST /v1/company/{companyId}/members/request` (no body): a rejected or removed employer
     * asks its own company again -> its membership, `pending` again (the active members are
     * mailed). 409 while pending or active, 403 for a company that is not the caller's.
     */
    requestAccess: async (companyId: string) =>
      (
        await request("post", `${membersPath(companyId)}/request`, {
          call: "company.requestAccess",
          schema: companyMemberResponseSchema,
        })
      ).member,
    /**
     * `GET /v1/company/{companyId}/response-rate` (public) -> how the company answered the
     * responses of the last 90 days; `rate` and `medianHours` null below 5 responses. 404 for an
     * unknown company.
     */
    responseRate: (companyId: string) =>
      request("get", `${companyPath(companyId)}/response-rate`, {
        call: "company.responseRate",
        schema: responseRateDtoSchema,
      }),
    /**
     * `GET /v1/company/{companyId}` (public) -> `{ company }`: name, logo, city, description,
     * verification, response rate, rating and reviews' count, active vacancies; 404 for an
     * unknown company.
     */
    get: async (companyId: string) =>
      (
        await request("get", companyPath(companyId), {
          call: "company.get",
          schema: publicCompanyResponseSchema,
        })
      ).company,
    /**
     * `POST /v1/company/{companyId}/verification` `{ inn }` (an active member) -> the
     * verification from the registry of legal entities; 400 «Некорректный ИНН» for wrong check
     * digits, 422 for an unknown or liquidated entity (the reason as the message).
     */
    verify: async (companyId: string, body: VerificationRequest) =>
      (
        await request("post", `${companyPath(companyId)}/verification`, {
          call: "company.verify",
          json: body,
          schema: verificationResponseSchema,
        })
      ).verification,
  };
}
