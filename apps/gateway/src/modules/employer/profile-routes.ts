import {
  employerIdParamsSchema,
  getEmployerProfileResponseSchema,
  updateEmployerProfileRequestSchema,
  updateEmployerProfileResponseSchema,
} from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { EmployerService } from "./service";

export interface EmployerProfileRoutesOptions {
  employers: EmployerService;
}

/**
 * `/v1/profile/employer/{employerId}`: the employer's profile with the company card, read and
 * replaced by that employer only (§7 Profile).
 */
export const employerProfileRoutes: FastifyPluginAsyncZod<EmployerProfileRoutesOptions> = async (
  app,
  { employers },
) => {
  const employerSelf = app.auth.self("employerId", "employer");

  app.get(
    "/employer/:employerId",
    {
      preHandler: employerSelf,
      schema: { params: employerIdParamsSchema, response: { 200: getEmployerProfileResponseSchema } },
    },
    async (request) => ({ profile: await employers.getProfile(request.params.employerId) }),
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
    async (request) => ({
      updatedProfile: await employers.updateProfile(request.params.employerId, request.body),
    }),
  );
};
