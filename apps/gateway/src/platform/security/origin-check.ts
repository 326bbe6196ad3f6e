import type { FastifyInstance } from "fastify";
import { forbidden } from "../http/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing call whose `Origin` is neither the request's own host nor one of
 * `allowedOrigins` (PUBLIC_ORIGIN). Calls without an Origin header (curl, server-to-server)
 * pass: browsers always send one on cross-site POSTs, which is what this guards against,
 * together with SameSite=Lax cookies.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const normalised = origin.toLowerCase();
    if (allowed.has(normalised)) return;
    let originHost: string;
    try {
      originHost = new URL(normalised).host;
    } catch {
      throw forbidden("origin not allowed");
    }
    if (originHost !== (request.headers.host ?? "").toLowerCase()) throw forbidden("origin not allowed");
  });
}
