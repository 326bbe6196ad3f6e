import {
  complaintReasonsResponseSchema,
  complaintRequestSchema,
  complaintResponseSchema,
  moderationDecisionRequestSchema,
  moderationDecisionResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationQueueResponseSchema,
} from "@rabota/domain/wire/complaints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../platform/security/authenticate";
import type { ModerationService } from "./service";

/** `/v1/complaints` (issue 42): anyone signed in complains, once per target. */
export const complaintRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.get("/reasons", { schema: { response: { 200: complaintReasonsResponseSchema } } }, async () =>
    moderation.reasons(),
  );

  app.post(
    "/",
    {
      preHandler: app.auth.signedIn,
      schema: { body: complaintRequestSchema, response: { 201: complaintResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await moderation.file(sessionOf(request), request.body)),
  );
};

/** `/v1/moderation` (issue 42): the moderators' queue, decisions and log; 403 for anyone else. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  const moderator = app.auth.moderator;

  app.get(
    "/queue",
    { preHandler: moderator, schema: { response: { 200: moderationQueueResponseSchema } } },
    () => moderation.queue(),
  );

  app.post(
    "/decisions",
    {
      preHandler: moderator,
      schema: { body: moderationDecisionRequestSchema, response: { 201: moderationDecisionResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ decision: await moderation.decide(sessionOf(request).userId, request.body) }),
  );

  app.get(
    "/log",
    {
      preHandler: moderator,
      schema: { querystring: moderationLogQuerySchema, response: { 200: moderationLogResponseSchema } },
    },
    (request) => moderation.log(request.query),
  );
};
