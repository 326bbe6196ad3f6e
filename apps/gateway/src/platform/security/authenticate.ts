import type { FastifyRequest } from "fastify";
import { unauthorized } from "../http/errors";
import { ACCESS_COOKIE } from "./cookies";
import type { AccessTokens, SessionClaims } from "./session-tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by {@link requireSession}'s preHandler for routes that need a signed-in caller. */
    session?: SessionClaims;
  }
}

/** A preHandler that lets only a caller with a valid access cookie through (401 otherwise). */
export function requireSession(tokens: AccessTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    request.session = claims;
  };
}

/** The caller's session on a route guarded by {@link requireSession}. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}
