import { publicCompanyResponseSchema } from "@rabota/domain/wire/companies";
import { companyIdParamsSchema } from "@rabota/domain/wire/employer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CompanyPageService } from "./service";

/** `GET /v1/company/{companyId}` (issue 42), public: the company as its page shows it; 404 for an unknown one. */
export const companyPageRoutes: FastifyPluginAsyncZod<{ companyPage: CompanyPageService }> = async (
  app,
  { companyPage },
) => {
  app.get(
    "/:companyId",
    { schema: { params: companyIdParamsSchema, response: { 200: publicCompanyResponseSchema } } },
    async (request) => ({ company: await companyPage.get(request.params.companyId) }),
  );
};
