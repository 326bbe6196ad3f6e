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
 * Header names a proxy adds (`Forwarded`, `X-Forwarded-*`, `X-Original-Forwarded-For`,
 * `X-Real-IP`, `True-Client-IP`, `CF-Connecting-IP`, `X-Client-IP`, `X-Cluster-Client-IP`,
 * `Via`…): a request that carries one came through a proxy, whatever its socket. A pattern, not
 * a list, so a proxy's own spelling does not slip past it (issue 41's probe).
 */
const PROXY_HEADER = /forwarded|client-ip|real-ip|connecting-ip|^via$/i;

/** `localhost`, `127.x.x.x` or `[::1]`, with any port: the names this machine answers to itself. */
const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;

/**
 * Whether the request comes from this machine itself, asking it by a loopback name: the
 * socket's peer is a loopback address (never a header's word for it), no header says a proxy
 * carried it (a proxy on the same machine connects from loopback on behalf of anyone), and the
 * `Host` is a loopback name — a page of another site whose name a rebinding DNS points at
 * 127.0.0.1 asks with its own name, and is refused. The route exists in demo mode only.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const proxied = Object.keys(request.headers).some((name) => PROXY_HEADER.test(name));
  return (
    !proxied &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    LOOPBACK_HOST.test(request.headers.host ?? "")
  );
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
