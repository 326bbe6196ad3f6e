import type { GatewayModule } from "../module";
import { vacancyRoutes } from "./routes";

/** The queue of the sweep that marks unanswered responses and tells their applicants. */
export const RESPONSE_SWEEP_QUEUE = "vacancy.unanswered-sweep";

/**
 * Vacancies, likes, views and responses, `/v1/vacancy`; the sweep of unanswered responses on
 * `RESPONSE_SWEEP_CRON`.
 */
export const vacancyModule: GatewayModule = {
  name: "vacancy",
  routes: (app, { services }) =>
    app.register(vacancyRoutes, {
      prefix: "/v1/vacancy",
      vacancies: services.vacancies,
      onInvited: (session, vacancyId, applicantId, message) =>
        services.chats.postToResponse(session, vacancyId, applicantId, message),
    }),
  jobs(jobs, { config, services }) {
    jobs.work(RESPONSE_SWEEP_QUEUE, () => services.vacancies.sweepUnanswered());
    if (config.responseSweepCron) jobs.schedule(RESPONSE_SWEEP_QUEUE, config.responseSweepCron);
  },
};
