import { companyIdParamsSchema } from "@rabota/domain/wire/employer";
import { applicantIdParamsSchema, getApplicantProfileResponseSchema } from "@rabota/domain/wire/profile";
import {
  applyVacancyResponseSchema,
  candidateApplicationsResponseSchema,
  inviteApplicantRequestSchema,
  responseRateDtoSchema,
  updateApplicationStatusRequestSchema,
  updateApplicationStatusResponseSchema,
  vacancyApplicantParamsSchema,
  vacancyApplicationsQuerySchema,
  vacancyApplicationsResponseSchema,
  vacancyIdParamsSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { ProfileService } from "../profile";
import type { ResponsesService } from "./service";

export interface ResponseRoutesOptions {
  responses: ResponsesService;
  /** Told of each invitation: the chat puts its message into the response's chat, from the inviter. */
  onInvited?: (
    session: SessionClaims,
    vacancyId: string,
    applicantId: string,
    message: string,
  ) => Promise<unknown>;
}

const applicationParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  applicantId: z.string().min(1).max(64),
});

/**
 * The responses under `/v1/vacancy/*`: an applicant responds (`{applicantId}` must be the
 * caller's own, 403 otherwise); an employer reads and answers the responses to its own
 * company's vacancies, only as an active member of it (`app.auth.companyMember`).
 */
export const responseRoutes: FastifyPluginAsyncZod<ResponseRoutesOptions> = async (app, options) => {
  const { responses } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");
  // Everything an employer does to responses is company-scoped: only active members.
  const member = app.auth.companyMember;

  app.post(
    "/:id/response/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: vacancyApplicantParamsSchema, response: { 200: applyVacancyResponseSchema } },
    },
    async (request) => ({ response: await responses.apply(request.params.applicantId, request.params.id) }),
  );

  app.get(
    "/:id/responses",
    {
      preHandler: member,
      schema: {
        params: vacancyIdParamsSchema,
        querystring: vacancyApplicationsQuerySchema,
        response: { 200: vacancyApplicationsResponseSchema },
      },
    },
    async (request) => ({
      responses: await responses.applications(companyOf(request), request.params.id, request.query.sort),
    }),
  );

  app.post(
    "/:id/responses/:applicantId/status",
    {
      preHandler: member,
      schema: {
        params: applicationParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => ({
      response: await responses.setApplicationStatus(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
        status: request.body.status,
      }),
    }),
  );

  // «Пригласить» (issue 25): an invitation with a message, also put into the response's chat.
  app.post(
    "/:id/responses/:applicantId/invitation",
    {
      preHandler: member,
      schema: {
        params: applicationParamsSchema,
        body: inviteApplicantRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => {
      const response = await responses.invite(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
        message: request.body.message,
      });
      await options.onInvited?.(
        sessionOf(request),
        response.vacancyId,
        response.applicantId,
        request.body.message,
      );
      return { response };
    },
  );

  // Undoes «Отказать» while its window lasts (409 after): the applicant never sees it.
  app.delete(
    "/:id/responses/:applicantId/rejection",
    {
      preHandler: member,
      schema: { params: applicationParamsSchema, response: { 200: updateApplicationStatusResponseSchema } },
    },
    async (request) => ({
      response: await responses.undoRejection(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
      }),
    }),
  );
};

/**
 * `GET /v1/company/{companyId}/response-rate` (issue 25), public: how the company answered the
 * responses of the last 90 days. 404 for an unknown company.
 */
export const responseRateRoutes: FastifyPluginAsyncZod<{ responses: ResponsesService }> = async (
  app,
  options,
) => {
  app.get(
    "/:companyId/response-rate",
    { schema: { params: companyIdParamsSchema, response: { 200: responseRateDtoSchema } } },
    async (request) => options.responses.responseRate(request.params.companyId),
  );
};

export interface CandidateRoutesOptions {
  /** Who responded to which company: the rule of the candidate profile. */
  responses: ResponsesService;
  profiles: Pick<ProfileService, "getApplicant">;
}

/** The candidates of the caller's company under `/v1/employer`: their profiles and responses. */
export const candidateRoutes: FastifyPluginAsyncZod<CandidateRoutesOptions> = async (app, options) => {
  /**
   * `GET /v1/employer/candidates/{applicantId}`: an applicant's profile as an employer sees it,
   * contacts included. Only for an employer of a company the applicant responded to (a
   * rejection included); any other employer gets 403 and learns nothing, an applicant or a
   * guest is refused by the guard.
   */
  app.get(
    "/candidates/:applicantId",
    {
      preHandler: app.auth.companyMember,
      schema: { params: applicantIdParamsSchema, response: { 200: getApplicantProfileResponseSchema } },
    },
    async (request) => {
      const { applicantId } = request.params;
      await options.responses.assertCandidateOf(companyOf(request), applicantId);
      return { profile: await options.profiles.getApplicant(applicantId) };
    },
  );

  /**
   * `GET /v1/employer/candidates/{applicantId}/responses` (issue 25): the applicant's responses
   * to the caller's company's vacancies, with their statuses, so the candidate's page can answer
   * each. The profile's rule: 403 to any employer the applicant never responded to, and never
   * another company's responses.
   */
  app.get(
    "/candidates/:applicantId/responses",
    {
      preHandler: app.auth.companyMember,
      schema: { params: applicantIdParamsSchema, response: { 200: candidateApplicationsResponseSchema } },
    },
    async (request) => ({
      responses: await options.responses.candidateApplications(
        companyOf(request),
        request.params.applicantId,
      ),
    }),
  );
};
