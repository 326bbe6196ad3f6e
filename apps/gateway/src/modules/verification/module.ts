import type { GatewayModule } from "../module";
import { verificationRoutes } from "./routes";

/** Companies confirmed in the registry of legal entities (issue 42): `/v1/company/{companyId}/verification`. */
export const verificationModule: GatewayModule = {
  name: "verification",
  routes: (app, { services }) =>
    app.register(verificationRoutes, { prefix: "/v1/company", verifications: services.verifications }),
};
