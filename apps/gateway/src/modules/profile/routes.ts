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
 * `/v1/profile`: the applicant's whole profile (read and replaced by its owner only), and the
 * skill and quality suggestions. The employer's profile under the same prefix belongs to the
 * employer module.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { service } = options;
  // Only the applicant the path names reads or replaces the profile.
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
