import { registerEmployerRequestSchema, registerEmployerResponseSchema } from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/database";
import type { AuthService } from "../auth/service";
import { toEmployerProfileDto } from "../profile/dto";
import { findEmployerProfile } from "../profile/queries";

export interface EmployerRoutesOptions {
  db: Db;
  service: AuthService;
  /** Requests per minute per client address. */
  rateLimit: number;
}

/**
 * `POST /v1/employer/register`: the employer sign-up under its spec §7 Employer name. Same
 * body and rules as `/v1/auth/employer/signup` (a verified code, one role per email, a new or
 * existing company); answers with the new employer profile.
 */
export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async (app, options) => {
  app.post(
    "/register",
    {
      config: { rateLimit: { max: options.rateLimit, timeWindow: "1 minute" } },
      schema: { body: registerEmployerRequestSchema, response: { 201: registerEmployerResponseSchema } },
    },
    async (request, reply) => {
      const { user, company, position } = request.body.employer;
      const { id } = await options.service.signupEmployer({
        ...user,
        company: "id" in company ? { id: company.id } : { companyName: company.companyName },
        position,
      });
      const row = await findEmployerProfile(options.db, id);
      if (!row) throw new Error(`employer ${id} vanished right after sign-up`);
      return reply.status(201).send({ employer: toEmployerProfileDto(row) });
    },
  );
};
