import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  favouriteVacanciesResponseSchema,
  likeVacancyResponseSchema,
  recordVacancyViewResponseSchema,
  vacancyApplicantParamsSchema,
  viewedVacanciesQuerySchema,
  viewedVacanciesResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ApplicantVacancies } from "./service";

export interface ApplicantRoutesOptions {
  vacancies: ApplicantVacancies;
}

const applicantIdParamsSchema = z.strictObject({ applicantId: z.string().min(1).max(64) });

/**
 * The applicant's own lists, `GET /v1/vacancy/{favourites,viewed,response}/{applicantId}`: the
 * path's applicant must be the caller (403 otherwise).
 */
export const applicantListRoutes: FastifyPluginAsyncZod<ApplicantRoutesOptions> = async (app, options) => {
  const { vacancies } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");

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
};

/** What an applicant does to a vacancy: views and likes (the path's applicant must be the caller). */
export const applicantActionRoutes: FastifyPluginAsyncZod<ApplicantRoutesOptions> = async (app, options) => {
  const { vacancies } = options;
  const applicantSelf = app.auth.self("applicantId", "applicant");

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
};
