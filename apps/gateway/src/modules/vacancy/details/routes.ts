import { vacancyDetailsResponseSchema, vacancyIdParamsSchema } from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { employerViewerOf, viewerOf } from "../viewer";
import type { VacancyDetails } from "./service";

/**
 * `GET /v1/vacancy/{id}`, public: the vacancy with the caller's flags; a draft only for its
 * company's members, an archived vacancy also for the applicants it concerns.
 */
export const detailsRoutes: FastifyPluginAsyncZod<{ vacancies: VacancyDetails }> = async (app, options) => {
  const { vacancies } = options;

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
};
