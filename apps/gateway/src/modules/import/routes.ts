import {
  importAuthorizeResponseSchema,
  importCodeParamsSchema,
  importCountsQuerySchema,
  importCountsResponseSchema,
  importVacanciesRequestSchema,
  importVacanciesResponseSchema,
  latestImportRunResponseSchema,
} from "@rabota/domain/wire/import";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../platform/http/errors";
import { IMPORT_REPLIES } from "../../platform/http/messages";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { ImportService } from "./service";

export interface ImportRoutesOptions {
  imports: ImportService;
}

/**
 * `/v1/import/hh…` (§7 Import): link the company's hh.ru profile (authorize address, then the
 * callback's code exchange with the counts), queue an import of one folder, follow the latest
 * run. Only an active member of a company calls them, for its own company (403 otherwise);
 * without hh.ru settings every call is a 503.
 */
export const importRoutes: FastifyPluginAsyncZod<ImportRoutesOptions> = async (app, { imports }) => {
  const member = app.auth.companyMember;

  app.get(
    "/authorize",
    { preHandler: member, schema: { response: { 200: importAuthorizeResponseSchema } } },
    async (request) => ({
      url: await imports.authorizeUrl(sessionOf(request).profileId, companyOf(request)),
    }),
  );

  app.get(
    "/runs/latest",
    { preHandler: member, schema: { response: { 200: latestImportRunResponseSchema } } },
    async (request) => ({ run: await imports.latest(companyOf(request)) }),
  );

  app.get(
    "/:code",
    {
      preHandler: member,
      schema: {
        params: importCodeParamsSchema,
        querystring: importCountsQuerySchema,
        response: { 200: importCountsResponseSchema },
      },
    },
    async (request) =>
      imports.link({
        employerId: sessionOf(request).profileId,
        companyId: companyOf(request),
        code: request.params.code,
        state: request.query.state,
      }),
  );

  app.post(
    "/",
    {
      preHandler: member,
      schema: { body: importVacanciesRequestSchema, response: { 202: importVacanciesResponseSchema } },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      if (request.body.company.id !== companyId) throw forbidden(IMPORT_REPLIES.otherCompany);
      const [folder] = request.body.folders;
      const queued = await imports.start({
        employerId: sessionOf(request).profileId,
        companyId,
        hhCode: request.body.hhCode,
        folder: folder ?? "VACANCY_STATUS_ACTIVE",
      });
      return reply.code(202).send(queued);
    },
  );
};
