import {
  deleteVacanciesRequestSchema,
  deleteVacanciesResponseSchema,
  vacancyDetailsResponseSchema,
  vacancyIdParamsSchema,
  vacancyReplaceRequestSchema,
  vacancyStatusRequestSchema,
  vacancyWriteRequestSchema,
} from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyOf, sessionOf } from "../../../platform/security/authenticate";
import type { VacancyWrites } from "./service";

/**
 * The company's writes of its vacancies under `/v1/vacancy`: only its active members
 * (`app.auth.companyMember`), and only its own vacancies.
 */
export const writeRoutes: FastifyPluginAsyncZod<{ vacancies: VacancyWrites }> = async (app, options) => {
  const { vacancies } = options;
  // Everything an employer does to vacancies is company-scoped: only active members.
  const member = app.auth.companyMember;

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
};
