import type { GatewayModule } from "../module";
import { membershipRoutes } from "./routes";

/** Company membership: who may reach a company's data, and the active members' decisions (`/v1/company`). */
export const membershipModule: GatewayModule = {
  name: "membership",
  routes: (app, { services }) =>
    app.register(membershipRoutes, { prefix: "/v1/company", memberships: services.memberships }),
};
