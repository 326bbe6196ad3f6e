import type { GatewayModule } from "../module";
import { membershipRoutes } from "./membership-routes";
import { employerProfileRoutes } from "./profile-routes";
import { employerRoutes } from "./routes";

/**
 * The employer side of an account: the employer's own registration path (`/v1/employer`; its
 * candidates belong to the responses module), the employer's profile (`/v1/profile/employer`),
 * and the standing in a company — who may reach its data, and the active members' decisions
 * (`/v1/company`).
 */
export const employerModule: GatewayModule = {
  name: "employer",
  routes: async (app, { services, authRateLimit }) => {
    await app.register(employerRoutes, {
      prefix: "/v1/employer",
      employers: services.employers,
      rateLimit: authRateLimit,
    });
    await app.register(employerProfileRoutes, { prefix: "/v1/profile", employers: services.employers });
    await app.register(membershipRoutes, { prefix: "/v1/company", memberships: services.memberships });
  },
};
