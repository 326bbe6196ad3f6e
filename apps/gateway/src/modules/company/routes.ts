import { listCompaniesQuerySchema, listCompaniesResponseSchema } from "@rabota/domain/wire/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CompanyService } from "./service";

export interface CompanyRoutesOptions {
  companies: CompanyService;
  /** Requests per minute per client address, as on every sign-up call. */
  rateLimit: number;
}

/** `POST /v1/auth/list-companies?search=`: the companies an employer may join at sign-up. */
export const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, options) => {
  app.post(
    "/list-companies",
    {
      config: { rateLimit: { max: options.rateLimit, timeWindow: "1 minute" } },
      schema: { querystring: listCompaniesQuerySchema, response: { 200: listCompaniesResponseSchema } },
    },
    async (request) => ({ companies: await options.companies.suggest(request.query.search) }),
  );
};
