import type { GatewayModule } from "../module";
import { candidateProfileRoutes, candidateSearchRoutes } from "./routes";

/**
 * Employers find people (issue 44): the search `/v1/candidates/…` for company members, and the
 * applicant's control of it under `/v1/profile/…` (visibility, views, contact requests).
 */
export const candidatesModule: GatewayModule = {
  name: "candidates",
  async routes(app, { services }) {
    await app
      .register(candidateSearchRoutes, { prefix: "/v1/candidates", candidates: services.candidates })
      .register(candidateProfileRoutes, { prefix: "/v1/profile", candidates: services.candidates });
  },
};
