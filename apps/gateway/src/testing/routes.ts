import type { RouteOptions } from "fastify";

/** One route of the app, as a test addresses it. */
export interface RouteRef {
  method: string;
  url: string;
}

/**
 * Collects the routes an app registers (pass `collect` as `onRoute`), one per method and
 * address; HEAD (Fastify's twin of every GET) is left out.
 */
export function routeCollector(): { collect: (route: RouteOptions) => void; routes: RouteRef[] } {
  const routes: RouteRef[] = [];
  const seen = new Set<string>();
  return {
    routes,
    collect(route) {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (method === "HEAD" || seen.has(key)) continue;
        seen.add(key);
        routes.push({ method, url: route.url });
      }
    },
  };
}

/** The route's address with every `:param` (and a `*` wildcard) set to `value` (already URL-encoded). */
export function fillPath(url: string, value: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*$/, value);
}

/** Whether the route's address has parameters. */
export function hasParams(url: string): boolean {
  return /:[A-Za-z0-9_]+|\*$/.test(url);
}

/** Methods whose requests carry a body. */
export function takesBody(method: string): boolean {
  return method === "POST" || method === "PUT" || method === "PATCH" || method === "DELETE";
}
