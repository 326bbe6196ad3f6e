import {
  salaryElsewhereResponseSchema,
  salaryPlaceQuerySchema,
  salaryQuerySchema,
  salaryResponseSchema,
  salaryVacanciesResponseSchema,
} from "@rabota/domain/wire/salaries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SalaryService } from "./service";

/** The figures move at most once a minute (the refresh job): a minute in a shared cache is fair. */
const CACHE = "public, max-age=60";

/**
 * `/v1/salaries` (issue 45): what a profession pays in an area, public; `/vacancies` the latest
 * active vacancies behind the figures, `/elsewhere` the profession in the big cities nearby.
 */
export const salaryRoutes: FastifyPluginAsyncZod<{ salaries: SalaryService }> = async (app, { salaries }) => {
  app.get(
    "/",
    { schema: { querystring: salaryQuerySchema, response: { 200: salaryResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      return salaries.figures(request.query);
    },
  );

  app.get(
    "/vacancies",
    { schema: { querystring: salaryPlaceQuerySchema, response: { 200: salaryVacanciesResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      return { vacancies: await salaries.vacancies(request.query) };
    },
  );
  app.get(
    "/elsewhere",
    { schema: { querystring: salaryPlaceQuerySchema, response: { 200: salaryElsewhereResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      return { areas: await salaries.elsewhere(request.query) };
    },
  );
};
