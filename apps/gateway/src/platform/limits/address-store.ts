import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { RateLimits } from "./rate-limits";

type RouteOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/**
 * A store for `@fastify/rate-limit` that counts in the gateway's own table
 * (`RateLimits.hit`), so the per-address limit of the sign-up and sign-in calls is shared by
 * every replica like the per-user limits, instead of the plugin's per-process memory. Each
 * limited route counts apart, as the plugin's own store does; a limiter made with
 * `app.rateLimit()` (the two login routes share one) counts under one name.
 */
export function addressStore(limits: RateLimits): FastifyRateLimitStoreCtor {
  return class AddressStore implements FastifyRateLimitStore {
    private readonly route: string;

    constructor(options?: { routeInfo?: { method?: unknown; url?: unknown } }) {
      const { method, url } = options?.routeInfo ?? {};
      this.route = method && url ? `${String(method)} ${String(url)}` : "shared";
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number): void {
      limits.hit(`address:${this.route} ${key}`, timeWindow).then(
        ({ hits, retryAfterMs }) => callback(null, { current: hits, ttl: retryAfterMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new AddressStore(routeOptions as { routeInfo?: { method?: unknown; url?: unknown } });
    }
  };
}
