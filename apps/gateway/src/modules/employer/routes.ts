import { registerEmployerRequestSchema, registerEmployerResponseSchema } from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employerSignupOf } from "../auth";
import type { RouteRateLimit } from "../module";
import type { EmployerService } from "./service";

export interface EmployerRoutesOptions {
  employers: EmployerService;
  /** The limit per client address, as on every sign-up call. */
  rateLimit: RouteRateLimit;
}

/**
 * `/v1/employer`: `POST /register`, the employer sign-up under its own path (§7 Employer). Same
 * body (the consent included) and rules as `/v1/auth/employer/signup`; answers with the new
 * employer profile. The
 * candidates' routes under the same prefix are the responses module's.
 */
export const employerRoutes: FastifyPluginAsyncZod<EmployerRoutesOptions> = async (app, options) => {
  app.post(
    "/register",
    {
      config: { rateLimit: options.rateLimit },
      schema: { body: registerEmployerRequestSchema, response: { 201: registerEmployerResponseSchema } },
    },
    async (request, reply) => {
      const employer = await options.employers.register(employerSignupOf(request.body));
      return reply.status(201).send({ employer });
    },
  );
};
