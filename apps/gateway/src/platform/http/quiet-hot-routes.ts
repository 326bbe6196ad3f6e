import type { FastifyInstance } from "fastify";

/**
 * The calls every visitor makes many times a minute (the list, its total, a vacancy, the
 * session refresh, the place suggestions typed letter by letter): `METHOD url` as the route is
 * declared.
 */
const HOT_ROUTES = new Set([
  "GET /v1/vacancy",
  "GET /v1/vacancy/",
  "GET /v1/vacancy/total",
  "GET /v1/vacancy/:id",
  "POST /v1/auth/refresh",
  "GET /v1/areas",
  "GET /v1/areas/",
]);

/**
 * Keeps the per-request info lines («incoming request», «request completed») of the hot routes
 * out of the log unless the gateway runs at debug or trace: writing them took 14–20 % of a
 * list request's CPU. Warnings and errors of those routes are still logged.
 */
export function quietHotRoutes(app: FastifyInstance, logLevel: string): void {
  if (logLevel === "debug" || logLevel === "trace") return;
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => HOT_ROUTES.has(`${method} ${route.url}`))) route.logLevel = "warn";
  });
}
