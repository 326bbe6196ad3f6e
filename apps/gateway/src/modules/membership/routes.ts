import {
  companyIdParamsSchema,
  companyMemberParamsSchema,
  companyMemberResponseSchema,
  companyMembersResponseSchema,
  companyRequestDecisionSchema,
} from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { MembershipService } from "./service";

export interface MembershipRoutesOptions {
  memberships: MembershipService;
}

/**
 * `/v1/company/{companyId}/members…`: an active member of the company lists its pending
 * requests and active members, approves or rejects a request, and removes a member. The
 * path's company must be the caller's own, with an active membership (403 otherwise).
 */
export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (app, options) => {
  const { memberships } = options;
  const member = app.auth.memberOf("companyId");

  app.get(
    "/:companyId/members",
    {
      preHandler: member,
      schema: { params: companyIdParamsSchema, response: { 200: companyMembersResponseSchema } },
    },
    async (request) => memberships.list(companyOf(request)),
  );

  app.post(
    "/:companyId/members/:employerId/decision",
    {
      preHandler: member,
      schema: {
        params: companyMemberParamsSchema,
        body: companyRequestDecisionSchema,
        response: { 200: companyMemberResponseSchema },
      },
    },
    async (request) => ({
      member: await memberships.decide(
        sessionOf(request).profileId,
        companyOf(request),
        request.params.employerId,
        request.body.decision,
      ),
    }),
  );

  app.delete(
    "/:companyId/members/:employerId",
    {
      preHandler: member,
      schema: { params: companyMemberParamsSchema, response: { 200: companyMemberResponseSchema } },
    },
    async (request) => ({
      member: await memberships.remove(
        sessionOf(request).profileId,
        companyOf(request),
        request.params.employerId,
      ),
    }),
  );
};
