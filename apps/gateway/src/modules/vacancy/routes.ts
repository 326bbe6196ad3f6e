import { companyIdParamsSchema } from "@rabota/domain/wire/employer";
import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  applyVacancyResponseSchema,
  deleteVacanciesRequestSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  filtersFromQuery,
  inviteApplicantRequestSchema,
  likeVacancyResponseSchema,
  recordVacancyViewResponseSchema,
  responseRateDtoSchema,
  updateApplicationStatusRequestSchema,
  updateApplicationStatusResponseSchema,
  type VacancyListResponse,
  vacancyApplicantParamsSchema,
  vacancyApplicationsQuerySchema,
  vacancyApplicationsResponseSchema,
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
import type { SessionClaims } from "../../platform/security/session-tokens";
import type { VacancyService } from "./service";

export interface VacancyRoutesOptions {
  vacancies: VacancyService;
  /** Told of each invitation: the chat puts its message into the response's chat, from the inviter. */
  onInvited?: (
    session: SessionClaims,
    vacancyId: string,
    applicantId: string,
    message: string,
  ) => Promise<unknown>;
}

const applicantIdParamsSchema = z.strictObject({ applicantId: z.string().min(1).max(64) });
const applicationParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  applicantId: z.string().min(1).max(64),
});

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
 * `/v1/vacancy/*` (§7 Vacancies, plus the employer's responses). Lists and details are
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

  app.get(
    "/favourites/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: applicantIdParamsSchema, response: { 200: favouriteVacanciesResponseSchema } },
    },
    async (request) => ({ vacancies: await vacancies.favourites(request.params.applicantId) }),
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
      vacancies: await vacancies.viewed(request.params.applicantId, request.query.filter),
    }),
  );
  app.get(
    "/response/:applicantId",
    ownList(applicantResponsesQuerySchema, applicantResponsesResponseSchema),
    async (request) => ({
      responses: await vacancies.responsesOf(request.params.applicantId, request.query.filter),
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
      const vacancy = await vacancies.create(companyOf(request), sessionOf(request).profileId, request.body);
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
      vacancy: await vacancies.replace(
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
      vacancy: await vacancies.setStatus(
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
      vacancy: await vacancies.prolong(companyOf(request), sessionOf(request).profileId, request.params.id),
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
      deletedIds: await vacancies.deleteOwn(companyOf(request), request.body.vacancies),
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
      vacancy: await vacancies.details(request.params.id, viewerOf(request), employerViewerOf(request)),
    }),
  );

  app.post(
    "/:id/view/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: vacancyApplicantParamsSchema, response: { 200: recordVacancyViewResponseSchema } },
    },
    async (request) => {
      await vacancies.recordView(request.params.applicantId, request.params.id);
      return { message: "viewed" };
    },
  );

  const likeOptions = {
    preHandler: applicantSelf,
    schema: { params: vacancyApplicantParamsSchema, response: { 200: likeVacancyResponseSchema } },
  };
  app.post("/:id/like/:applicantId", likeOptions, async (request) => {
    await vacancies.setLike(request.params.applicantId, request.params.id, true);
    return { message: "liked" };
  });
  app.delete("/:id/like/:applicantId", likeOptions, async (request) => {
    await vacancies.setLike(request.params.applicantId, request.params.id, false);
    return { message: "unliked" };
  });

  app.post(
    "/:id/response/:applicantId",
    {
      preHandler: applicantSelf,
      schema: { params: vacancyApplicantParamsSchema, response: { 200: applyVacancyResponseSchema } },
    },
    async (request) => ({ response: await vacancies.apply(request.params.applicantId, request.params.id) }),
  );

  app.get(
    "/:id/responses",
    {
      preHandler: member,
      schema: {
        params: vacancyIdParamsSchema,
        querystring: vacancyApplicationsQuerySchema,
        response: { 200: vacancyApplicationsResponseSchema },
      },
    },
    async (request) => ({
      responses: await vacancies.applications(companyOf(request), request.params.id, request.query.sort),
    }),
  );

  app.post(
    "/:id/responses/:applicantId/status",
    {
      preHandler: member,
      schema: {
        params: applicationParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => ({
      response: await vacancies.setApplicationStatus(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
        status: request.body.status,
      }),
    }),
  );

  // «Пригласить» (issue 25): an invitation with a message, also put into the response's chat.
  app.post(
    "/:id/responses/:applicantId/invitation",
    {
      preHandler: member,
      schema: {
        params: applicationParamsSchema,
        body: inviteApplicantRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => {
      const response = await vacancies.invite(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
        message: request.body.message,
      });
      await options.onInvited?.(
        sessionOf(request),
        response.vacancyId,
        response.applicantId,
        request.body.message,
      );
      return { response };
    },
  );

  // Undoes «Отказать» while its window lasts (409 after): the applicant never sees it.
  app.delete(
    "/:id/responses/:applicantId/rejection",
    {
      preHandler: member,
      schema: { params: applicationParamsSchema, response: { 200: updateApplicationStatusResponseSchema } },
    },
    async (request) => ({
      response: await vacancies.undoRejection(companyOf(request), {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
      }),
    }),
  );
};

/**
 * `GET /v1/company/{companyId}/response-rate` (issue 25), public: how the company answered the
 * responses of the last 90 days. 404 for an unknown company.
 */
export const responseRateRoutes: FastifyPluginAsyncZod<{ vacancies: VacancyService }> = async (
  app,
  options,
) => {
  app.get(
    "/:companyId/response-rate",
    { schema: { params: companyIdParamsSchema, response: { 200: responseRateDtoSchema } } },
    async (request) => options.vacancies.responseRate(request.params.companyId),
  );
};
