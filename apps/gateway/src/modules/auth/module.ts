import type { GatewayModule } from "../module";
import { authRoutes } from "./routes";

/** Codes, sign-up, sign-in, sessions and recovery under `/v1/auth`. */
export const authModule: GatewayModule = {
  name: "auth",
  routes: (app, { config, now, services, secureCookies, authRateLimit }) =>
    app.register(authRoutes, {
      prefix: "/v1/auth",
      service: services.auth,
      now,
      secureCookies,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      rateLimit: authRateLimit,
    }),
};
