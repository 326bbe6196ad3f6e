import {
  companyIdParamsSchema,
  companyMemberParamsSchema,
  companyMemberResponseSchema,
  companyMembersResponseSchema,
  companyRequestDecisionSchema,
} from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { MembershipService } from "./membership-service";

export interface MembershipRoutesOptions {
  memberships: MembershipService;
}

/**
 * `/v1/company/{companyId}/members…`: an active member of the company lists its pending
 * requests and active members, approves or rejects a request, and removes a member. The
 * path's company must be the caller's own, with an active membership (403 otherwise).
 * `…/members/request` is the one route for an employer who is not an active member: a
 * rejected or removed employer asks its own company again.
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

  // The caller's own membership only (no employer id in the path): rejected or removed ->
  // pending again. Any signed-in employer reaches the service, which checks the company.
  app.post(
    "/:companyId/members/request",
    {
      preHandler: app.auth.employer,
      schema: { params: companyIdParamsSchema, response: { 200: companyMemberResponseSchema } },
    },
    async (request) => ({
      member: await memberships.requestAgain(sessionOf(request).profileId, request.params.companyId),
    }),
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
