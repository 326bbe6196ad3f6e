import type { GatewayModule } from "../module";
import { candidateRoutes, responseRateRoutes, responseRoutes } from "./routes";

/** The queue of the sweeps: unanswered responses, vacancies at the end of their lifetime. */
const VACANCY_SWEEP_QUEUE = "vacancy.sweep";

/**
 * Responses to vacancies and the employer's answers, `/v1/vacancy/{id}/response…`; companies'
 * response rates, `/v1/company/{companyId}/response-rate`; the company's candidates,
 * `/v1/employer/candidates/…`; the sweeps of unanswered responses and of vacancy lifetimes on
 * `RESPONSE_SWEEP_CRON`.
 */
export const responsesModule: GatewayModule = {
  name: "responses",
  async routes(app, { services, config }) {
    await app
      .register(responseRoutes, {
        prefix: "/v1/vacancy",
        responses: services.responses,
        // With the chat off there is no chat to put the message in (nor its unread-mail queue):
        // the invitation keeps its message on the response alone.
        ...(config.chat.enabled
          ? {
              onInvited: (session, vacancyId, applicantId, message) =>
                services.chats.postToResponse(session, vacancyId, applicantId, message),
            }
          : {}),
      })
      .register(responseRateRoutes, { prefix: "/v1/company", responses: services.responses })
      .register(candidateRoutes, {
        prefix: "/v1/employer",
        responses: services.responses,
        profiles: services.profiles,
      });
  },
  jobs(jobs, { config, services }) {
    jobs.work(VACANCY_SWEEP_QUEUE, () => services.vacancySweeps.run());
    if (config.responseSweepCron) jobs.schedule(VACANCY_SWEEP_QUEUE, config.responseSweepCron);
  },
};
