import type { GatewayModule } from "../module";
import { vacancyRoutes } from "./routes";

/** Vacancies, likes, views and responses, `/v1/vacancy`. */
export const vacancyModule: GatewayModule = {
  name: "vacancy",
  routes: (app, { services }) =>
    app.register(vacancyRoutes, {
      prefix: "/v1/vacancy",
      vacancies: services.vacancies,
      onInvited: (session, vacancyId, applicantId, message) =>
        services.chats.postToResponse(session, vacancyId, applicantId, message),
    }),
};
