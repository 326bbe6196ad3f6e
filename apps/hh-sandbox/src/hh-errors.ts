import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

/** One entry of hh's `errors[]`, the part of an error body clients may rely on. */
export type HhError = { type: string; value?: string; [extra: string]: unknown };

/** hh's API error body: `request_id`, `errors[]`, plus the legacy top-level keys hh still sends. */
export function sendHhErrors(
  reply: FastifyReply,
  status: number,
  errors: HhError[],
  legacy: { description?: string; oauth_error?: string; bad_argument?: string } = {},
): FastifyReply {
  return reply.code(status).send({ request_id: randomBytes(16).toString("hex"), ...legacy, errors });
}

/** hh's OAuth error body (token endpoint): `{ error, error_description }`. */
export function sendOAuthError(
  reply: FastifyReply,
  error: string,
  description: string,
  status = 400,
): FastifyReply {
  return reply.code(status).send({ error, error_description: description });
}
