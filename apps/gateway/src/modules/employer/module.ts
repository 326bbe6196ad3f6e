import type { GatewayModule } from "../module";
import { employerRoutes } from "./routes";

/** The employer's own registration path and the candidate profiles, `/v1/employer`. */
export const employerModule: GatewayModule = {
  name: "employer",
  routes: (app, { services, authRateLimit }) =>
    app.register(employerRoutes, {
      prefix: "/v1/employer",
      employers: services.employers,
      vacancies: services.vacancies,
      profiles: services.profiles,
      rateLimit: authRateLimit,
    }),
};
