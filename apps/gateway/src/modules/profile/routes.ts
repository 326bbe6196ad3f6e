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
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../platform/http/errors";
import { sessionOf } from "../../platform/security/authenticate";
import type { ProfileService } from "./service";

export interface ProfileRoutesOptions {
  service: ProfileService;
  /** The preHandler that requires a signed-in caller. */
  authenticated: (request: FastifyRequest) => Promise<void>;
}

/** 403 unless the caller is the applicant (or employer) the path names. */
function requireOwner(request: FastifyRequest, role: "applicant" | "employer", id: string): void {
  const session = sessionOf(request);
  if (session.role !== role || session.profileId !== id) throw forbidden();
}

/**
 * `/v1/profile`: the applicant's and the employer's whole profiles (read and replaced by
 * their owner only), and the skill and quality suggestions.
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { service, authenticated } = options;

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
      preHandler: authenticated,
      schema: { params: employerIdParamsSchema, response: { 200: getEmployerProfileResponseSchema } },
    },
    async (request) => {
      requireOwner(request, "employer", request.params.employerId);
      return { profile: await service.getEmployer(request.params.employerId) };
    },
  );

  app.put(
    "/employer/:employerId",
    {
      preHandler: authenticated,
      schema: {
        params: employerIdParamsSchema,
        body: updateEmployerProfileRequestSchema,
        response: { 200: updateEmployerProfileResponseSchema },
      },
    },
    async (request) => {
      requireOwner(request, "employer", request.params.employerId);
      return { updatedProfile: await service.updateEmployer(request.params.employerId, request.body) };
    },
  );

  app.get(
    "/:applicantId",
    {
      preHandler: authenticated,
      schema: { params: applicantIdParamsSchema, response: { 200: getApplicantProfileResponseSchema } },
    },
    async (request) => {
      requireOwner(request, "applicant", request.params.applicantId);
      return { profile: await service.getApplicant(request.params.applicantId) };
    },
  );

  app.put(
    "/:applicantId",
    {
      preHandler: authenticated,
      schema: {
        params: applicantIdParamsSchema,
        body: updateApplicantProfileRequestSchema,
        response: { 200: updateApplicantProfileResponseSchema },
      },
    },
    async (request) => {
      requireOwner(request, "applicant", request.params.applicantId);
      return { updatedProfile: await service.updateApplicant(request.params.applicantId, request.body) };
    },
  );
};
