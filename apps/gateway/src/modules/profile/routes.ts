import { employerIdParamsSchema, getEmployerProfileResponseSchema } from "@rabota/domain/wire/employer";
import { applicantIdParamsSchema, getApplicantProfileResponseSchema } from "@rabota/domain/wire/profile";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/http/errors";
import { sessionOf } from "../../platform/security/authenticate";
import { toEmployerProfileDto } from "./dto";
import { findApplicantProfile, findEmployerProfile } from "./queries";

export interface ProfileRoutesOptions {
  db: Db;
  /** The preHandler that requires a signed-in caller. */
  authenticated: (request: FastifyRequest) => Promise<void>;
}

/**
 * The minimal profile reads the start-up session restore needs (issue 4); issue 5 completes
 * them. A path id must be the caller's own (403 otherwise).
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  app.get(
    "/employer/:employerId",
    {
      preHandler: options.authenticated,
      schema: { params: employerIdParamsSchema, response: { 200: getEmployerProfileResponseSchema } },
    },
    async (request) => {
      const session = sessionOf(request);
      if (session.role !== "employer" || session.profileId !== request.params.employerId) throw forbidden();
      const row = await findEmployerProfile(options.db, request.params.employerId);
      if (!row) throw notFound("profile not found");
      return { profile: toEmployerProfileDto(row) };
    },
  );

  app.get(
    "/:applicantId",
    {
      preHandler: options.authenticated,
      schema: { params: applicantIdParamsSchema, response: { 200: getApplicantProfileResponseSchema } },
    },
    async (request) => {
      const session = sessionOf(request);
      if (session.role !== "applicant" || session.profileId !== request.params.applicantId) throw forbidden();
      const row = await findApplicantProfile(options.db, request.params.applicantId);
      if (!row) throw notFound("profile not found");
      return {
        profile: {
          id: row.id,
          email: row.email,
          name: row.name,
          surname: row.surname,
          city: row.city,
          dateOfBirth: row.dateOfBirth,
          testDone: false,
        },
      };
    },
  );
};
