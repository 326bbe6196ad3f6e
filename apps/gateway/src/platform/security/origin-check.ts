import type { FastifyInstance } from "fastify";
import { forbidden } from "../http/errors";
import { REQUEST_REPLIES } from "../http/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser's `Origin` may act on this gateway: one of `allowedOrigins`
 * (PUBLIC_ORIGIN, lower-cased) or the request's own origin — scheme, host and port alike
 * (`https://host` is another origin than `http://host`). A request without an Origin (curl,
 * server-to-server) passes: browsers always send one where it matters.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  own: { protocol: string; host: string | undefined },
  allowedOrigins: ReadonlySet<string>,
): boolean {
  if (origin === undefined) return true;
  const normalised = origin.toLowerCase();
  if (allowedOrigins.has(normalised)) return true;
  try {
    const url = new URL(normalised);
    return url.protocol === `${own.protocol}:` && url.host === (own.host ?? "").toLowerCase();
  } catch {
    return false;
  }
}

/** PUBLIC_ORIGIN's origins as {@link isAllowedOrigin} compares them. */
export function originSet(allowedOrigins: readonly string[]): ReadonlySet<string> {
  return new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
}

/**
 * Refuses a state-changing call whose `Origin` is neither the request's own host nor one of
 * `allowedOrigins` (PUBLIC_ORIGIN). Calls without an Origin header (curl, server-to-server)
 * pass: browsers always send one on cross-site POSTs, which is what this guards against,
 * together with SameSite=Lax cookies. The chat socket's handshake applies the same rule.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = originSet(allowedOrigins);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // `request.protocol` follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    const own = { protocol: request.protocol, host: request.headers.host };
    if (!isAllowedOrigin(request.headers.origin, own, allowed)) {
      throw forbidden(REQUEST_REPLIES.originNotAllowed);
    }
  });
}
