import {
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatIdParamsSchema,
  chatListQuerySchema,
  chatListResponseSchema,
  chatMessagesAfterQuerySchema,
  chatMessagesAfterResponseSchema,
  chatOpenResponseSchema,
  chatResponseParamsSchema,
  chatSummaryResponseSchema,
} from "@rabota/domain/wire/chat";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionOf } from "../../platform/security/authenticate";
import type { ChatService } from "./service";

export interface ChatRoutesOptions {
  chats: ChatService;
  /** `CHAT_ENABLED`: off, only the summary is served (the others are 404). */
  enabled: boolean;
}

/**
 * `/v1/chat/*`: the summary (public), the list, a chat's history and replay, and opening a
 * response's chat. History and replay are never cached: they change with every message.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { chats, enabled }) => {
  app.get(
    "/summary",
    { preHandler: app.auth.optional, schema: { response: { 200: chatSummaryResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return chats.summary(request.session);
    },
  );
  if (!enabled) return;

  app.get(
    "/list",
    {
      preHandler: app.auth.signedIn,
      schema: { querystring: chatListQuerySchema, response: { 200: chatListResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return chats.list(sessionOf(request), request.query);
    },
  );

  app.get(
    "/:chatId",
    {
      preHandler: app.auth.signedIn,
      schema: {
        params: chatIdParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return chats.history(sessionOf(request), request.params.chatId, request.query);
    },
  );

  app.get(
    "/:chatId/messages",
    {
      preHandler: app.auth.signedIn,
      schema: {
        params: chatIdParamsSchema,
        querystring: chatMessagesAfterQuerySchema,
        response: { 200: chatMessagesAfterResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return chats.messagesAfter(sessionOf(request), request.params.chatId, request.query);
    },
  );

  app.post(
    "/response/:vacancyId/:applicantId",
    {
      preHandler: app.auth.signedIn,
      schema: { params: chatResponseParamsSchema, response: { 200: chatOpenResponseSchema } },
    },
    async (request) => ({
      chatId: await chats.openForResponse(
        sessionOf(request),
        request.params.vacancyId,
        request.params.applicantId,
      ),
    }),
  );
};
