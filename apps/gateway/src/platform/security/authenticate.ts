import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/errors";
import { ACCESS_COOKIE } from "./cookies";
import type { AccessTokens, SessionClaims } from "./session-tokens";

type Role = SessionClaims["role"];

/** A preHandler: resolves to let the request through, throws a 401 or 403 otherwise. */
type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Who may call a route, as preHandlers (`{ preHandler: app.auth.applicant }`). Each sets
 * `request.session` for the handler (read it with {@link sessionOf}). A missing or no longer
 * valid access cookie is a 401 (the client then refreshes); a signed-in caller without the
 * right is a 403.
 */
interface AuthGuards {
  /**
   * Public routes that show viewer-specific data: a guest passes without a session, but a
   * cookie that no longer verifies is a 401, so the client refreshes rather than silently
   * seeing the guest answer.
   */
  optional: Guard;
  /** Any signed-in caller. */
  signedIn: Guard;
  /** A signed-in applicant (403 for an employer). */
  applicant: Guard;
  /** A signed-in employer (403 for an applicant). */
  employer: Guard;
  /**
   * The path parameter `param` must be the caller's own applicant or employer id, and the
   * caller of `role` when one is given (403 otherwise).
   */
  self(param: string, role?: Role): Guard;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session, set by the {@link AuthGuards} of the route. */
    session?: SessionClaims;
  }
  interface FastifyInstance {
    /** The one way routes say who may call them. */
    auth: AuthGuards;
  }
}

/** 403 unless the session is of `role` (when given) and its profile is `profileId`. */
export function assertSelf(session: SessionClaims | undefined, profileId: string, role?: Role): void {
  if (!session) throw unauthorized();
  if ((role && session.role !== role) || session.profileId !== profileId) throw forbidden();
}

/** The token of an `Authorization: Bearer {token}` header (scheme case-insensitive), or undefined. */
function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Decorates the app with {@link AuthGuards}, checking access cookies with `tokens`. */
export function registerAuthentication(app: FastifyInstance, tokens: AccessTokens): void {
  /**
   * The claims of the access cookie, or of an `Authorization: Bearer` token (what the older
   * `POST /auth/login` hands out) when no cookie came; null without either; 401 for a token
   * that does not verify.
   */
  async function claimsOf(request: FastifyRequest): Promise<SessionClaims | null> {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized();
    return claims;
  }

  async function signedIn(request: FastifyRequest): Promise<SessionClaims> {
    const claims = await claimsOf(request);
    if (!claims) throw unauthorized();
    request.session = claims;
    return claims;
  }

  const ofRole = (role: Role): Guard => {
    return async (request) => {
      if ((await signedIn(request)).role !== role) throw forbidden();
    };
  };

  const guards: AuthGuards = {
    optional: async (request) => {
      const claims = await claimsOf(request);
      if (claims) request.session = claims;
    },
    signedIn: async (request) => {
      await signedIn(request);
    },
    applicant: ofRole("applicant"),
    employer: ofRole("employer"),
    self: (param, role) => async (request) => {
      const session = await signedIn(request);
      assertSelf(session, (request.params as Record<string, string | undefined>)[param] ?? "", role);
    },
  };
  app.decorate("auth", guards);
}

/** The caller's session on a route guarded by one of the {@link AuthGuards} (401 if none ran). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}
