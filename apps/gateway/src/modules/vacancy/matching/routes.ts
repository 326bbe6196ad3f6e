import { applicantIdParamsSchema } from "@rabota/domain/wire/profile";
import {
  similarVacanciesResponseSchema,
  vacancyIdParamsSchema,
  vacancyMatchesQuerySchema,
  vacancyRecommendationsResponseSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { viewerOf } from "../viewer";
import type { VacancyMatching } from "./service";

/**
 * `GET /v1/vacancy/recommended/{applicantId}` (the applicant themself: 401 without a session,
 * 403 for anyone else) and `GET /v1/vacancy/{id}/similar` (public, like the vacancy's page).
 * Both answer for one viewer, so no shared cache keeps them.
 */
export const matchingRoutes: FastifyPluginAsyncZod<{ vacancies: VacancyMatching }> = async (app, options) => {
  const { vacancies } = options;

  app.get(
    "/recommended/:applicantId",
    {
      preHandler: app.auth.self("applicantId", "applicant"),
      schema: {
        params: applicantIdParamsSchema,
        querystring: vacancyMatchesQuerySchema,
        response: { 200: vacancyRecommendationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      return {
        recommendations: await vacancies.recommended(request.params.applicantId, request.query.pageSize),
      };
    },
  );

  app.get(
    "/:id/similar",
    {
      preHandler: app.auth.optional,
      schema: {
        params: vacancyIdParamsSchema,
        querystring: vacancyMatchesQuerySchema,
        response: { 200: similarVacanciesResponseSchema },
      },
    },
    async (request, reply) => {
      // A signed-in applicant's answer leaves out what they hid and carries their flags.
      reply.header("vary", "cookie, authorization").header("cache-control", "private, no-cache");
      return {
        vacancies: await vacancies.similar(request.params.id, viewerOf(request), request.query.pageSize),
      };
    },
  );
};
