import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { rateLimitFields } from "./rate-limit-fields";
import type { RateLimits } from "./rate-limits";
import type { LimitName } from "./rules";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The per-user limit the route counts against (set by {@link limitRoutes}). */
    writeLimit?: LimitName;
    /**
     * The route counts against a per-address limiter it shares with others (`app.rateLimit()`
     * in its `onRequest`, as the two logins do), which its config cannot name.
     */
    sharedRateLimit?: true;
  }
}

/** A route as the limit table names it: `PUT /v1/profile/:applicantId` (no trailing slash). */
export function routeKey(method: string, url: string): string {
  return `${method} ${url.length > 1 ? url.replace(/\/+$/, "") : url}`;
}

/**
 * Adds a per-user limit to every route `table` names (by {@link routeKey}), as the last
 * preHandler, so it runs after the route's guard has set the session and after the input
 * was validated: refused and invalid requests of a guest or a bad body cost nothing. Must be
 * called before the routes are registered.
 */
export function limitRoutes(
  app: FastifyInstance,
  limits: RateLimits,
  table: Readonly<Record<string, LimitName>>,
): void {
  app.addHook("onRoute", (route) => {
    const names = [route.method]
      .flat()
      // Fastify answers HEAD with the GET's handler: it counts as the GET.
      .map((method) => table[routeKey(method === "HEAD" ? "GET" : method, route.url)])
      .filter((name): name is LimitName => name !== undefined);
    const [name] = names;
    if (name === undefined) return;
    const take: preHandlerAsyncHookHandler = async (request, reply) => {
      // Every limited route is guarded; a limit without a session would limit no one.
      if (!request.session)
        throw new Error(`${routeKey(request.method, route.url)} is limited but not guarded`);
      reply.headers(rateLimitFields(await limits.take(name, request.session.userId)));
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), take];
    // Read by the OpenAPI document, which lists the 429 of a limited route.
    route.config = { ...route.config, writeLimit: name };
  });
}
