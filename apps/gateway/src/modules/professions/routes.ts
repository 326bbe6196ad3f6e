import {
  type ProfessionSuggestionResponse,
  type ProfessionsResponse,
  professionSearchQuerySchema,
  professionSuggestionQuerySchema,
  professionSuggestionResponseSchema,
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

  // What the editor shows before the employer picks: the profession a vacancy with this title
  // gets when none is picked (the same classification as the writes').
  app.get(
    "/suggestion",
    {
      schema: {
        querystring: professionSuggestionQuerySchema,
        response: { 200: professionSuggestionResponseSchema },
      },
    },
    async (request, reply): Promise<ProfessionSuggestionResponse> => {
      reply.header("cache-control", CACHE);
      return { profession: professions.classify(request.query.title) };
    },
  );
};
