import type { GatewayModule } from "../module";
import { professionRoutes } from "./routes";

/** The professions' dictionary (issue 45), `/v1/professions`. */
export const professionsModule: GatewayModule = {
  name: "professions",
  routes: (app, { services }) =>
    app.register(professionRoutes, { prefix: "/v1/professions", professions: services.professions }),
};
