import type { GatewayModule } from "../module";
import { companyPageRoutes } from "./routes";

/** The public company (issue 42): `GET /v1/company/{companyId}`; its page is the pages module's. */
export const companyPageModule: GatewayModule = {
  name: "company-page",
  routes: (app, { services }) =>
    app.register(companyPageRoutes, { prefix: "/v1/company", companyPage: services.companyPage }),
};
