import type { GatewayModule } from "../module";
import { profileRoutes } from "./routes";

/** Applicant and employer profiles and the skill and quality suggestions, `/v1/profile`. */
export const profileModule: GatewayModule = {
  name: "profile",
  routes: (app, { services }) =>
    app.register(profileRoutes, { prefix: "/v1/profile", service: services.profiles }),
};
