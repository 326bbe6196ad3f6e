import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  deleteVacanciesRequestSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  filtersFromQuery,
  likeVacancyResponseSchema,
  recordVacancyViewResponseSchema,
  type VacancyListResponse,
  vacancyApplicantParamsSchema,
  vacancyDetailsResponseSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyListResponseSchema,
  vacancyReplaceRequestSchema,
  vacancyStatusRequestSchema,
  vacancyTotalQuerySchema,
  vacancyTotalResponseSchema,
  vacancyWriteRequestSchema,
  viewedVacanciesQuerySchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EncodedBody } from "../../platform/http/compression";
import { companyOf, sessionOf } from "../../platform/security/authenticate";
import type { VacancyService } from "./service";

export interface VacancyRoutesOptions {
  vacancies: VacancyService;
}

const applicantIdParamsSchema = z.strictObject({ applicantId: z.string().min(1).max(64) });

/** The applicant whose personal flags (liked, applied) a public answer carries, if any. */
const viewerOf = (request: FastifyRequest) =>
  request.session?.role === "applicant" ? request.session.profileId : null;
/** The employer looking, if any (own assessed vacancies carry their completed-test counts). */
const employerViewerOf = (request: FastifyRequest) =>
  request.session?.role === "employer" ? request.session.profileId : null;

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
 * `/v1/vacancy/*` (§7 Vacancies; the responses' routes are the responses module's). Lists and details are
 * public; a caller with a session gets its personal flags. A path's `{applicantId}` must be
 * the caller's own applicant id (403 otherwise); an employer touches only its own company's
 * vacancies, and only as an active member of it (`app.auth.companyMember`).
 */
export const vacancyRoutes: FastifyPluginAsyncZod<VacancyRoutesOptions> = async (app, options) => {
  const { vacancies } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");
  // Everything an employer does to vacancies is company-scoped: only active members.
  const member = app.auth.companyMember;
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
      const { page, shared } = await vacancies.listing.listPage(
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
      await vacancies.listing.assertArchivedVisible(filters, employerViewerOf(request));
      return vacancies.listing.total(filters, viewerOf(request));
    },
  );

  app.get(
    "/favourites/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: applicantIdParamsSchema, response: { 200: favouriteVacanciesResponseSchema } },
    },
    async (request) => ({ vacancies: await vacancies.applicant.favourites(request.params.applicantId) }),
  );

  /** A list of the path's applicant's own, filtered by `querystring`. */
  const ownList = <Q extends z.ZodType, R extends z.ZodType>(querystring: Q, response: R) => ({
    preHandler: applicantSelf,
    schema: { params: applicantIdParamsSchema, querystring, response: { 200: response } },
  });
  app.get(
    "/viewed/:applicantId",
    ownList(viewedVacanciesQuerySchema, viewedVacanciesResponseSchema),
    async (request) => ({
      vacancies: await vacancies.applicant.viewed(request.params.applicantId, request.query.filter),
    }),
  );
  app.get(
    "/response/:applicantId",
    ownList(applicantResponsesQuerySchema, applicantResponsesResponseSchema),
    async (request) => ({
      responses: await vacancies.applicant.responsesOf(request.params.applicantId, request.query.filter),
    }),
  );

  // Writing vacancies (issue 24): the caller's active company's only; the body never names it.
  app.post(
    "/",
    {
      preHandler: member,
      schema: { body: vacancyWriteRequestSchema, response: { 201: vacancyDetailsResponseSchema } },
    },
    async (request, reply) => {
      const vacancy = await vacancies.writes.create(
        companyOf(request),
        sessionOf(request).profileId,
        request.body,
      );
      return reply.code(201).send({ vacancy });
    },
  );

  app.put(
    "/:id",
    {
      preHandler: member,
      schema: {
        params: vacancyIdParamsSchema,
        body: vacancyReplaceRequestSchema,
        response: { 200: vacancyDetailsResponseSchema },
      },
    },
    async (request) => ({
      vacancy: await vacancies.writes.replace(
        companyOf(request),
        sessionOf(request).profileId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    "/:id/status",
    {
      preHandler: member,
      schema: {
        params: vacancyIdParamsSchema,
        body: vacancyStatusRequestSchema,
        response: { 200: vacancyDetailsResponseSchema },
      },
    },
    async (request) => ({
      vacancy: await vacancies.writes.setStatus(
        companyOf(request),
        sessionOf(request).profileId,
        request.params.id,
        request.body.status,
      ),
    }),
  );

  // «Продлить» (issue 25): an active vacancy's lifetime starts again.
  app.post(
    "/:id/prolong",
    {
      preHandler: member,
      schema: { params: vacancyIdParamsSchema, response: { 200: vacancyDetailsResponseSchema } },
    },
    async (request) => ({
      vacancy: await vacancies.writes.prolong(
        companyOf(request),
        sessionOf(request).profileId,
        request.params.id,
      ),
    }),
  );

  app.post(
    "/delete",
    {
      preHandler: member,
      schema: { body: deleteVacanciesRequestSchema, response: { 200: deleteVacanciesResponseSchema } },
    },
    async (request) => ({
      message: "deleted",
      deletedIds: await vacancies.writes.deleteOwn(companyOf(request), request.body.vacancies),
    }),
  );

  app.get(
    "/:id",
    {
      preHandler: app.auth.optional,
      // A GET never writes: a leftover `?applicantId` of older clients is ignored (the view
      // is recorded by the POST below), so a cross-site link cannot plant views.
      schema: { params: vacancyIdParamsSchema, response: { 200: vacancyDetailsResponseSchema } },
    },
    async (request) => ({
      vacancy: await vacancies.details.details(
        request.params.id,
        viewerOf(request),
        employerViewerOf(request),
      ),
    }),
  );

  app.post(
    "/:id/view/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: vacancyApplicantParamsSchema, response: { 200: recordVacancyViewResponseSchema } },
    },
    async (request) => {
      await vacancies.applicant.recordView(request.params.applicantId, request.params.id);
      return { message: "viewed" };
    },
  );

  const likeOptions = {
    preHandler: applicantSelf,
    schema: { params: vacancyApplicantParamsSchema, response: { 200: likeVacancyResponseSchema } },
  };
  app.post("/:id/like/:applicantId", likeOptions, async (request) => {
    await vacancies.applicant.setLike(request.params.applicantId, request.params.id, true);
    return { message: "liked" };
  });
  app.delete("/:id/like/:applicantId", likeOptions, async (request) => {
    await vacancies.applicant.setLike(request.params.applicantId, request.params.id, false);
    return { message: "unliked" };
  });
};
