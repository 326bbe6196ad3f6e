import { registerEmployerRequestSchema, registerEmployerResponseSchema } from "@rabota/domain/wire/employer";
import { applicantIdParamsSchema, getApplicantProfileResponseSchema } from "@rabota/domain/wire/profile";
import { candidateApplicationsResponseSchema } from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf } from "../../platform/security/authenticate";
import type { RouteRateLimit } from "../module";
import type { ProfileService } from "../profile/service";
import type { VacancyService } from "../vacancy/service";
import type { EmployerService } from "./service";

export interface EmployerRoutesOptions {
  employers: EmployerService;
  /** Who responded to which company: the rule of the candidate profile. */
  vacancies: VacancyService;
  profiles: ProfileService;
  /** The limit per client address, as on every sign-up call. */
  rateLimit: RouteRateLimit;
}

/**
 * `/v1/employer`: `POST /register`, the employer sign-up under its own path (§7 Employer). Same
 * body and rules as `/v1/auth/employer/signup`; answers with the new employer profile.
 */
export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async (app, options) => {
  app.post(
    "/register",
    {
      config: { rateLimit: options.rateLimit },
      schema: { body: registerEmployerRequestSchema, response: { 201: registerEmployerResponseSchema } },
    },
    async (request, reply) => {
      const employer = await options.employers.register(request.body.employer);
      return reply.status(201).send({ employer });
    },
  );

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
      await options.vacancies.assertCandidateOf(companyOf(request), applicantId);
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
      responses: await options.vacancies.candidateApplications(
        companyOf(request),
        request.params.applicantId,
      ),
    }),
  );
};
