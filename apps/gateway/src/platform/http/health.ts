import { errorBodySchema } from "@rabota/domain/wire/error";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/database";
import { loggableError } from "../db/faults";

const healthResponseSchema = z.object({ status: z.literal("ok") });

/** `GET /healthz`: 200 `{ status: "ok" }` while the database answers, 503 otherwise. */
export function registerHealthCheck(app: FastifyInstance, database: Database): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/healthz",
      { schema: { response: { 200: healthResponseSchema, 503: errorBodySchema } } },
      async (_request, reply) => {
        try {
          await database.ping();
        } catch (error) {
          app.log.error({ err: loggableError(error) }, "database does not answer");
          return reply.status(503).send({ message: "database unavailable", code: "UNKNOWN" });
        }
        return { status: "ok" as const };
      },
    );
}
