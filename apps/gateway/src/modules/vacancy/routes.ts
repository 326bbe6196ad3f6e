import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  applyVacancyResponseSchema,
  deleteVacanciesRequestSchema,
  deleteVacanciesResponseSchema,
  favouriteVacanciesResponseSchema,
  filtersFromQuery,
  likeVacancyResponseSchema,
  updateApplicationStatusRequestSchema,
  updateApplicationStatusResponseSchema,
  vacancyApplicantParamsSchema,
  vacancyApplicationsResponseSchema,
  vacancyDetailsQuerySchema,
  vacancyDetailsResponseSchema,
  vacancyIdParamsSchema,
  vacancyListQuerySchema,
  vacancyListResponseSchema,
  vacancyTotalQuerySchema,
  vacancyTotalResponseSchema,
  viewedVacanciesQuerySchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertSelf, sessionOf } from "../../platform/security/authenticate";
import type { VacancyService } from "./service";

export interface VacancyRoutesOptions {
  vacancies: VacancyService;
}

const applicantIdParamsSchema = z.strictObject({ applicantId: z.string().min(1).max(64) });
const applicationParamsSchema = z.strictObject({
  id: z.string().min(1).max(64),
  applicantId: z.string().min(1).max(64),
});

/** The applicant whose personal flags (liked, applied) a public answer carries, if any. */
const viewerOf = (request: FastifyRequest) =>
  request.session?.role === "applicant" ? request.session.profileId : null;

/**
 * `/v1/vacancy/*` (§7 Vacancies, plus the employer's responses). Lists and details are
 * public; a caller with a session gets its personal flags. A path's `{applicantId}` must be
 * the caller's own applicant id (403 otherwise); an employer touches only its own company's
 * vacancies.
 */
export const vacancyRoutes: FastifyPluginAsyncZod<VacancyRoutesOptions> = async (app, options) => {
  const { vacancies } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");
  const employer = app.auth.employer;

  app.get(
    "/",
    {
      preHandler: app.auth.optional,
      schema: { querystring: vacancyListQuerySchema, response: { 200: vacancyListResponseSchema } },
    },
    async (request) =>
      vacancies.list({
        filters: filtersFromQuery(request.query),
        pageSize: request.query.pageSize,
        pageToken: request.query.pageToken,
        viewerApplicantId: viewerOf(request),
      }),
  );

  app.get(
    "/total",
    { schema: { querystring: vacancyTotalQuerySchema, response: { 200: vacancyTotalResponseSchema } } },
    async (request) => ({ total: await vacancies.total(filtersFromQuery(request.query)) }),
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

  app.post(
    "/delete",
    {
      preHandler: employer,
      schema: { body: deleteVacanciesRequestSchema, response: { 200: deleteVacanciesResponseSchema } },
    },
    async (request) => ({
      message: "deleted",
      deletedIds: await vacancies.deleteOwn(sessionOf(request).profileId, request.body.vacancies),
    }),
  );

  app.get(
    "/:id",
    {
      preHandler: app.auth.optional,
      schema: {
        params: vacancyIdParamsSchema,
        querystring: vacancyDetailsQuerySchema,
        response: { 200: vacancyDetailsResponseSchema },
      },
    },
    async (request) => {
      // `?applicantId` records the view, so it must be the caller's own applicant id.
      const { applicantId } = request.query;
      if (applicantId !== undefined) assertSelf(request.session, applicantId, "applicant");
      return { vacancy: await vacancies.details(request.params.id, viewerOf(request), applicantId) };
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
      preHandler: employer,
      schema: { params: vacancyIdParamsSchema, response: { 200: vacancyApplicationsResponseSchema } },
    },
    async (request) => ({
      responses: await vacancies.applications(sessionOf(request).profileId, request.params.id),
    }),
  );

  app.post(
    "/:id/responses/:applicantId/status",
    {
      preHandler: employer,
      schema: {
        params: applicationParamsSchema,
        body: updateApplicationStatusRequestSchema,
        response: { 200: updateApplicationStatusResponseSchema },
      },
    },
    async (request) => ({
      response: await vacancies.setApplicationStatus(sessionOf(request).profileId, {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
        status: request.body.status,
      }),
    }),
  );

  // Undoes «Отказать» while its window lasts (409 after): the applicant never sees it.
  app.delete(
    "/:id/responses/:applicantId/rejection",
    {
      preHandler: employer,
      schema: { params: applicationParamsSchema, response: { 200: updateApplicationStatusResponseSchema } },
    },
    async (request) => ({
      response: await vacancies.undoRejection(sessionOf(request).profileId, {
        vacancyId: request.params.id,
        applicantId: request.params.applicantId,
      }),
    }),
  );
};
