import type { GatewayModule } from "../module";
import { placesRoutes } from "./routes";

/** The places' dictionary and the metro (issue 40), `/v1/areas`. */
export const placesModule: GatewayModule = {
  name: "places",
  routes: (app, { services }) => app.register(placesRoutes, { prefix: "/v1/areas", places: services.places }),
};
