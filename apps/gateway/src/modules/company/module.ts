import type { GatewayModule } from "../module";
import { companyRoutes } from "./routes";

/** Companies: the sign-up suggestions (`/v1/auth/list-companies`); the table other modules join. */
export const companyModule: GatewayModule = {
  name: "company",
  routes: (app, { services, authRateLimit }) =>
    app.register(companyRoutes, {
      prefix: "/v1/auth",
      companies: services.companies,
      rateLimit: authRateLimit,
    }),
};
