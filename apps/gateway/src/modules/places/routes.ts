import {
  type AreaSearchResponse,
  areaDetailsSchema,
  areaParamsSchema,
  areaSearchQuerySchema,
  areaSearchResponseSchema,
  metroResponseSchema,
} from "@rabota/domain/wire/places";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PlacesService } from "./service";

/** The dictionary changes only with a new release of the gateway: shared caches may keep it. */
const CACHE = "public, max-age=3600";

/**
 * `/v1/areas` (issue 40): the places' dictionary, public — suggestions for a place field, one
 * area with its parents, a city's metro.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get(
    "/",
    { schema: { querystring: areaSearchQuerySchema, response: { 200: areaSearchResponseSchema } } },
    // The answer goes as the bytes the service keeps: Fastify sends a Buffer as it is, neither
    // serialised nor checked again (the type says the schema's shape, which those bytes are);
    // the response schema stays for the contract.
    async (request, reply) => {
      const answer = await places.searchAnswer(request.query.search, request.query.pageSize);
      return reply
        .header("cache-control", CACHE)
        .type("application/json; charset=utf-8")
        .send(answer as unknown as AreaSearchResponse);
    },
  );

  app.get(
    "/:id",
    { schema: { params: areaParamsSchema, response: { 200: areaDetailsSchema } } },
    async (request, reply) => reply.header("cache-control", CACHE).send(await places.get(request.params.id)),
  );

  app.get(
    "/:id/metro",
    { schema: { params: areaParamsSchema, response: { 200: metroResponseSchema } } },
    async (request, reply) =>
      reply.header("cache-control", CACHE).send({ lines: await places.metro(request.params.id) }),
  );
};
