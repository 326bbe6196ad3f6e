import type { GatewayModule } from "../module";
import { profileRoutes } from "./routes";

/** The applicant's profile and the skill and quality suggestions, `/v1/profile`. */
export const profileModule: GatewayModule = {
  name: "profile",
  routes: (app, { services }) =>
    app.register(profileRoutes, { prefix: "/v1/profile", service: services.profiles }),
};
