import {
  type ProfessionsResponse,
  professionSearchQuerySchema,
  professionsResponseSchema,
} from "@rabota/domain/wire/salaries";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProfessionDictionary } from "./dictionary";

/** The dictionary changes only with a new release of the gateway: shared caches may keep it. */
const CACHE = "public, max-age=3600";

/** `/v1/professions` (issue 45): the professions' dictionary, public — suggestions for a profession field. */
export const professionRoutes: FastifyPluginAsyncZod<{ professions: ProfessionDictionary }> = async (
  app,
  { professions },
) => {
  app.get(
    "/",
    { schema: { querystring: professionSearchQuerySchema, response: { 200: professionsResponseSchema } } },
    async (request, reply): Promise<ProfessionsResponse> => {
      reply.header("cache-control", CACHE);
      return { professions: professions.search(request.query.search, request.query.pageSize) };
    },
  );
};
