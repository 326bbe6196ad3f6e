import type { GatewayModule } from "../module";
import { authRoutes, legacyAuthRoutes } from "./routes";

/**
 * Codes, sign-up, sign-in, sessions and recovery under `/v1/auth`, and the older
 * `POST /auth/login` of §7 for older clients.
 */
export const authModule: GatewayModule = {
  name: "auth",
  routes: async (app, { config, now, services, secureCookies, authRateLimit }) => {
    // One limiter for both logins, so their tries count together.
    const loginRateLimit = app.rateLimit(authRateLimit);
    await app.register(authRoutes, {
      prefix: "/v1/auth",
      service: services.auth,
      signups: { applicant: services.profiles.signUp, employer: services.employers.signUp },
      now,
      secureCookies,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      rateLimit: authRateLimit,
      loginRateLimit,
    });
    await app.register(legacyAuthRoutes, { prefix: "/auth", service: services.auth, loginRateLimit });
  },
};
