import { outboxQuerySchema, outboxResponseSchema } from "@rabota/domain/wire/auth";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/database";
import { readOutbox } from "./mailer";

/**
 * `GET /v1/dev/outbox?email=`: the mail the outbox transport kept for one address, newest
 * first. Registered only under MAIL_TRANSPORT=outbox, so it does not exist in production.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.get(
    "/outbox",
    { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
    async (request) => {
      const entries = await readOutbox(options.db, request.query.email);
      return { messages: entries.map((entry) => ({ ...entry, sentAt: entry.sentAt.toISOString() })) };
    },
  );
};
