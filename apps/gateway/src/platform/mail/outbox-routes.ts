import { outboxQuerySchema, outboxResponseSchema } from "@rabota/domain/wire/auth";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/database";
import { forbidden } from "../http/errors";
import { readOutbox } from "./mailer";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Whether the request comes from this machine itself: the socket's peer is a loopback
 * address and no proxy forwarded it (a proxy on the same machine connects from loopback
 * on behalf of anyone).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * `GET /v1/dev/outbox?email=`: the mail the outbox transport kept for one address, newest
 * first — every sign-in and reset code, so a demo and test tool only: registered in demo
 * mode or under an explicit MAIL_TRANSPORT=outbox (config.ts), and answering loopback
 * clients only (403 otherwise).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.get(
    "/outbox",
    {
      schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
      onRequest: async (request) => {
        if (!fromThisMachine(request)) throw forbidden();
      },
    },
    async (request) => {
      const entries = await readOutbox(options.db, request.query.email);
      return {
        messages: entries.map(({ headers: _headers, ...entry }) => ({
          ...entry,
          sentAt: entry.sentAt.toISOString(),
        })),
      };
    },
  );
};
