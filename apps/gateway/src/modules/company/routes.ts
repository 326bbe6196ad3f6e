import { listCompaniesQuerySchema, listCompaniesResponseSchema } from "@rabota/domain/wire/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteRateLimit } from "../module";
import type { CompanyService } from "./service";

export interface CompanyRoutesOptions {
  companies: CompanyService;
  /** The limit per client address, as on every sign-up call. */
  rateLimit: RouteRateLimit;
}

/** `POST /v1/auth/list-companies?search=`: the companies an employer may join at sign-up. */
export const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, options) => {
  app.post(
    "/list-companies",
    {
      config: { rateLimit: options.rateLimit },
      schema: { querystring: listCompaniesQuerySchema, response: { 200: listCompaniesResponseSchema } },
    },
    async (request) => ({ companies: await options.companies.suggest(request.query.search) }),
  );
};
