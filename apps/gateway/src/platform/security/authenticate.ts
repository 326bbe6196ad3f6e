import type { CompanyMemberStatus } from "@rabota/domain/enums";
import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../http/errors";
import { ACCESS_COOKIE } from "./cookies";
import type { SessionRevocations } from "./session-revocations";
import type { AccessTokens, SessionClaims } from "./session-tokens";

type Role = SessionClaims["role"];

/** An employer's company and standing in it (the membership module answers it). */
export interface CompanyAccess {
  companyId: string;
  status: CompanyMemberStatus;
}

/** Looks up an employer's company access; undefined for an employer without one. */
export type CompanyAccessOf = (employerId: string) => Promise<CompanyAccess | undefined>;

/** A preHandler: resolves to let the request through, throws a 401 or 403 otherwise. */
type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Whom a guard lets through, as the OpenAPI document states it (platform/openapi): `optional`
 * a guest too (a stale session is a 401), `signedIn` any session (401 without one),
 * `restricted` only some sessions (401 without one, 403 for the wrong one).
 */
export type GuardKind = "optional" | "signedIn" | "restricted";

const guardKinds = new WeakMap<Guard, GuardKind>();

function guard(kind: GuardKind, check: Guard): Guard {
  guardKinds.set(check, kind);
  return check;
}

/** The kind of a route's preHandler when it is one of the {@link AuthGuards}, else undefined. */
export function guardKindOf(handler: unknown): GuardKind | undefined {
  return typeof handler === "function" ? guardKinds.get(handler as Guard) : undefined;
}

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
  /** A signed-in moderator (issue 42; 403 for anyone else). */
  moderator: Guard;
  /**
   * The path parameter `param` must be the caller's own applicant or employer id, and the
   * caller of `role` when one is given (403 otherwise).
   */
  self(param: string, role?: Role): Guard;
  /**
   * A signed-in employer who is an active member of its company: every company-scoped route
   * (its vacancies' responses, reject, delete, the company card, import). A pending, rejected
   * or removed member gets 403 with the Russian text of that standing. Read the company with
   * {@link companyOf}.
   */
  companyMember: Guard;
  /** {@link AuthGuards.companyMember}, and the path parameter `param` must be that company (403 otherwise). */
  memberOf(param: string): Guard;
  /**
   * Public lists that an employer reads as "my company's" (`filter.companyId`): an employer
   * naming its own company there must be an active member (403 otherwise); anyone else passes.
   * Sets the session like {@link AuthGuards.optional}.
   */
  ownCompanyFilter(companyIdOf: (request: FastifyRequest) => string | undefined): Guard;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's session, set by the {@link AuthGuards} of the route. */
    session?: SessionClaims;
    /** The active member's company, set by the company guards. */
    companyId?: string;
  }
  interface FastifyInstance {
    /** The one way routes say who may call them. */
    auth: AuthGuards;
  }
}

/**
 * 403 unless the session is of `role` (when given) and its profile is `profileId`: the self
 * guard's check, also for an id a route takes from its body (the profile test session starts).
 */
export function assertSelf(session: SessionClaims | undefined, profileId: string, role?: Role): void {
  if (!session) throw unauthorized();
  if ((role && session.role !== role) || session.profileId !== profileId) throw forbidden();
}

/** 403 with the standing's Russian text unless the access is an active membership. */
function assertActive(access: CompanyAccess | undefined): asserts access is CompanyAccess {
  if (!access) throw forbidden(COMPANY_ACCESS_MESSAGES.forbidden.pending);
  if (access.status !== "active") throw forbidden(COMPANY_ACCESS_MESSAGES.forbidden[access.status]);
}

/** The token of an `Authorization: Bearer {token}` header (scheme case-insensitive), or undefined. */
function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Decorates the app with {@link AuthGuards}, checking access tokens with `tokens`, refusing
 * those of signed-out sessions (`revocations`, in memory: no database round trip), and the
 * company guards' memberships with `companyAccessOf`.
 */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: AccessTokens,
  revocations: SessionRevocations,
  companyAccessOf: CompanyAccessOf,
): void {
  /**
   * The claims of the access cookie, or of an `Authorization: Bearer` token (what the older
   * `POST /auth/login` hands out) when no cookie came; null without either; 401 for a token
   * that does not verify or whose session was signed out.
   */
  async function claimsOf(request: FastifyRequest): Promise<SessionClaims | null> {
    const token = request.cookies[ACCESS_COOKIE] ?? bearerToken(request.headers.authorization);
    if (!token) return null;
    const claims = await tokens.verify(token);
    if (!claims || revocations.has(claims.sessionId)) throw unauthorized();
    return claims;
  }

  async function signedIn(request: FastifyRequest): Promise<SessionClaims> {
    const claims = await claimsOf(request);
    if (!claims) throw unauthorized();
    request.session = claims;
    return claims;
  }

  const ofRole = (role: Role): Guard =>
    guard("restricted", async (request) => {
      if ((await signedIn(request)).role !== role) throw forbidden();
    });

  /** The signed-in employer's active company, recorded on the request. */
  async function activeCompany(request: FastifyRequest): Promise<string> {
    const session = await signedIn(request);
    if (session.role !== "employer") throw forbidden();
    const access = await companyAccessOf(session.profileId);
    assertActive(access);
    request.companyId = access.companyId;
    return access.companyId;
  }

  const guards: AuthGuards = {
    optional: guard("optional", async (request) => {
      const claims = await claimsOf(request);
      if (claims) request.session = claims;
    }),
    signedIn: guard("signedIn", async (request) => {
      await signedIn(request);
    }),
    applicant: ofRole("applicant"),
    employer: ofRole("employer"),
    moderator: ofRole("moderator"),
    self: (param, role) =>
      guard("restricted", async (request) => {
        const session = await signedIn(request);
        assertSelf(session, (request.params as Record<string, string | undefined>)[param] ?? "", role);
      }),
    companyMember: guard("restricted", async (request) => {
      await activeCompany(request);
    }),
    memberOf: (param) =>
      guard("restricted", async (request) => {
        const companyId = await activeCompany(request);
        const named = (request.params as Record<string, string | undefined>)[param];
        if (named !== companyId) throw forbidden(COMPANY_ACCESS_MESSAGES.otherCompany);
      }),
    ownCompanyFilter: (companyIdOf) =>
      guard("optional", async (request) => {
        const claims = await claimsOf(request);
        if (!claims) return;
        request.session = claims;
        const named = companyIdOf(request);
        if (claims.role !== "employer" || named === undefined) return;
        const access = await companyAccessOf(claims.profileId);
        if (access?.companyId === named) assertActive(access);
      }),
  };
  app.decorate("auth", guards);
}

/** The caller's company on a route guarded by `app.auth.companyMember` / `memberOf` (403 if none ran). */
export function companyOf(request: FastifyRequest): string {
  if (!request.companyId) throw forbidden();
  return request.companyId;
}

/** The caller's session on a route guarded by one of the {@link AuthGuards} (401 if none ran). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}
