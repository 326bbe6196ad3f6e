import type { GatewayModule } from "../module";
import { complaintRoutes, moderationRoutes } from "./routes";

/** Complaints and moderators (issue 42): `/v1/complaints`, `/v1/moderation`. */
export const moderationModule: GatewayModule = {
  name: "moderation",
  routes: async (app, { services }) => {
    await app.register(complaintRoutes, { prefix: "/v1/complaints", moderation: services.moderation });
    await app.register(moderationRoutes, { prefix: "/v1/moderation", moderation: services.moderation });
  },
};
