import type { GatewayModule } from "../module";
import { contestRoutes, profileTestRoutes, testRoutes, vacancyTestRoutes } from "./routes";

/**
 * Tests and the contest score: `/v1/tests` (catalogue, sittings, results), the spec's
 * `/v1/profile/test/*`, `/v1/vacancy/test/session` and `/v1/contest/*`, and the employer's
 * `PUT /v1/vacancy/{id}/test`.
 */
export const testsModule: GatewayModule = {
  name: "tests",
  routes: async (app, { services }) => {
    const options = { service: services.tests };
    await app.register(testRoutes, { prefix: "/v1/tests", ...options });
    await app.register(profileTestRoutes, { prefix: "/v1/profile/test", ...options });
    await app.register(vacancyTestRoutes, { prefix: "/v1/vacancy", ...options });
    await app.register(contestRoutes, { prefix: "/v1/contest", contest: services.contest });
  },
};
