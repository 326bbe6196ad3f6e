import type { GatewayModule } from "../module";
import { hiddenRoutes } from "./routes";

/** What applicants hide from the vacancy list (issue 26), `/v1/hidden`. */
export const hiddenModule: GatewayModule = {
  name: "hidden",
  routes: (app, { services }) =>
    app.register(hiddenRoutes, { prefix: "/v1/hidden", hidden: services.hidden }),
};
