import type { GatewayModule } from "../module";
import { employerRoutes } from "./routes";

/** The employer's own registration path, `/v1/employer/register`. */
export const employerModule: GatewayModule = {
  name: "employer",
  async routes(app, { config, services }) {
    await app.register(employerRoutes, {
      prefix: "/v1/employer",
      employers: services.employers,
      rateLimit: config.authRateLimit,
    });
  },
};
