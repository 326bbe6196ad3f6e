import type { GatewayModule } from "../module";
import { reviewRoutes } from "./routes";

/** Company reviews (issue 42): `/v1/company/{companyId}/reviews`. */
export const reviewsModule: GatewayModule = {
  name: "reviews",
  routes: (app, { services }) =>
    app.register(reviewRoutes, { prefix: "/v1/company", reviews: services.reviews }),
};
