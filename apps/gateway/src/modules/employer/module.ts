import type { GatewayModule } from "../module";
import { employerRoutes } from "./routes";

/** The employer's own registration path, `/v1/employer` (its candidates: the responses module). */
export const employerModule: GatewayModule = {
  name: "employer",
  routes: (app, { services, authRateLimit }) =>
    app.register(employerRoutes, {
      prefix: "/v1/employer",
      employers: services.employers,
      rateLimit: authRateLimit,
    }),
};
