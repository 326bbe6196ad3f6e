import type { GatewayModule } from "../module";
import { companyRoutes } from "./routes";

/** Companies: the sign-up suggestions (`/v1/auth/list-companies`); the table other modules join. */
export const companyModule: GatewayModule = {
  name: "company",
  async routes(app, { config, services }) {
    await app.register(companyRoutes, {
      prefix: "/v1/auth",
      companies: services.companies,
      rateLimit: config.authRateLimit,
    });
  },
};
