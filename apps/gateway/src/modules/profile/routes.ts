import {
  employerIdParamsSchema,
  getEmployerProfileResponseSchema,
  updateEmployerProfileRequestSchema,
  updateEmployerProfileResponseSchema,
} from "@rabota/domain/wire/employer";
import {
  applicantIdParamsSchema,
  getApplicantProfileResponseSchema,
  qualitiesResponseSchema,
  skillsResponseSchema,
  suggestionQuerySchema,
  updateApplicantProfileRequestSchema,
  updateApplicantProfileResponseSchema,
} from "@rabota/domain/wire/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProfileService } from "./service";

export interface ProfileRoutesOptions {
  service: ProfileService;
}

/**
 * `/v1/profile`: the applicant's and the employer's whole profiles (read and replaced by
 * their owner only), and the skill and quality suggestions.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { service } = options;
  // Only the applicant (or employer) the path names reads or replaces the profile.
  const employerSelf = app.auth.self("employerId", "employer");
  const applicantSelf = app.auth.self("applicantId", "applicant");

  app.get(
    "/skills",
    { schema: { querystring: suggestionQuerySchema, response: { 200: skillsResponseSchema } } },
    async (request) => ({ skills: await service.suggestSkills(request.query.search) }),
  );

  app.get(
    "/qualities",
    { schema: { querystring: suggestionQuerySchema, response: { 200: qualitiesResponseSchema } } },
    async (request) => ({ qualities: await service.suggestQualities(request.query.search) }),
  );

  app.get(
    "/employer/:employerId",
    {
      preHandler: employerSelf,
      schema: { params: employerIdParamsSchema, response: { 200: getEmployerProfileResponseSchema } },
    },
    async (request) => {
      return { profile: await service.getEmployer(request.params.employerId) };
    },
  );

  app.put(
    "/employer/:employerId",
    {
      preHandler: employerSelf,
      schema: {
        params: employerIdParamsSchema,
        body: updateEmployerProfileRequestSchema,
        response: { 200: updateEmployerProfileResponseSchema },
      },
    },
    async (request) => {
      return { updatedProfile: await service.updateEmployer(request.params.employerId, request.body) };
    },
  );

  app.get(
    "/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: applicantIdParamsSchema, response: { 200: getApplicantProfileResponseSchema } },
    },
    async (request) => {
      return { profile: await service.getApplicant(request.params.applicantId) };
    },
  );

  app.put(
    "/:applicantId",
    {
      preHandler: applicantSelf,
      schema: {
        params: applicantIdParamsSchema,
        body: updateApplicantProfileRequestSchema,
        response: { 200: updateApplicantProfileResponseSchema },
      },
    },
    async (request) => {
      return { updatedProfile: await service.updateApplicant(request.params.applicantId, request.body) };
    },
  );
};
