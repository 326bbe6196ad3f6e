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

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket. */
const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-real-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "x-client-ip",
  "via",
];

/**
 * Whether the request comes from this machine itself: judged by the socket's peer (a loopback
 * address), never by a header; one a proxy adds refuses it (a proxy on the same machine
 * connects from loopback on behalf of anyone). The route exists in demo mode only.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const proxied = PROXY_HEADERS.some((header) => request.headers[header] !== undefined);
  return !proxied && isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * `GET /v1/dev/outbox?email=`: the mail the outbox transport kept for one address, newest
 * first — every sign-in and reset code, so a demo and test tool only: registered in demo mode
 * only (config.ts), and answering this machine's clients only (403 otherwise).
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
