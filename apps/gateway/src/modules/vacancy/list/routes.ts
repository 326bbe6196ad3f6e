import {
  filtersFromQuery,
  type VacancyListResponse,
  vacancyListQuerySchema,
  vacancyListResponseSchema,
  vacancyTotalQuerySchema,
  vacancyTotalResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EncodedBody } from "../../../platform/http/compression";
import { employerViewerOf, viewerOf } from "../viewer";
import type { VacancyListing } from "./service";

/**
 * A shared page's answer, serialised as the route's schema would and compressed once for all
 * the guests it is sent to (serialising and compressing it was most of a cached page's cost).
 */
const encodedPages = new WeakMap<VacancyListResponse, EncodedBody>();
function encodedPageOf(page: VacancyListResponse): EncodedBody {
  let encoded = encodedPages.get(page);
  if (!encoded) {
    encoded = new EncodedBody(JSON.stringify(z.encode(vacancyListResponseSchema, page)));
    encodedPages.set(page, encoded);
  }
  return encoded;
}

/**
 * `GET /v1/vacancy` and `GET /v1/vacancy/total`, public: a caller with a session gets its
 * personal flags; archived vacancies and drafts only for their company's active members.
 */
export const listRoutes: FastifyPluginAsyncZod<{ vacancies: VacancyListing }> = async (app, options) => {
  const { vacancies } = options;
  // A list filtered by the caller's own company is the employer's company view.
  const ownCompanyList = app.auth.ownCompanyFilter(
    (request) => (request.query as { "filter.companyId"?: string })["filter.companyId"],
  );

  app.get(
    "/",
    {
      preHandler: ownCompanyList,
      schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyListResponseSchema } },
    },
    async (request, reply) => {
      const { page, shared } = await vacancies.listPage(
        {
          filters: filtersFromQuery(request.query),
          pageSize: request.query.pageSize,
          pageToken: request.query.pageToken,
        },
        { applicantId: viewerOf(request), employerId: employerViewerOf(request) },
      );
      // The answer depends on who asks: a shared cache keys it by the session it came with.
      reply.header("vary", "cookie, authorization");
      if (!shared) return reply.header("cache-control", "private, no-cache").send(page);
      // A guest's shared copy: as fresh as the gateway's, so no cache keeps it past that bound.
      reply
        .header("cache-control", `public, max-age=${Math.floor(shared.ttlMs / 1000)}`)
        .header("age", Math.floor(shared.ageMs / 1000));
      return encodedPageOf(page).send(request, reply);
    },
  );

  app.get(
    "/total",
    {
      preHandler: ownCompanyList,
      schema: { querystring: vacancyTotalQuerySchema, response: { 200: vacancyTotalResponseSchema } },
    },
    async (request) => {
      const filters = filtersFromQuery(request.query);
      await vacancies.assertArchivedVisible(filters, employerViewerOf(request));
      return vacancies.total(filters, viewerOf(request));
    },
  );
};
