import type { GatewayModule } from "../module";
import { responseRateRoutes, vacancyRoutes } from "./routes";

/** The queue of the sweeps: unanswered responses, vacancies at the end of their lifetime. */
const VACANCY_SWEEP_QUEUE = "vacancy.sweep";
/** The queue of the refresh of the lexeme shares searches choose their plans by. */
const SEARCH_LEXEMES_QUEUE = "vacancy.search-lexemes";
/**
 * Hourly: a word's share of the vacancies moves slowly, and a stale share costs a search some
 * speed, never a wrong answer.
 */
const SEARCH_LEXEMES_CRON = "23 * * * *";

/**
 * Vacancies, likes, views and responses, `/v1/vacancy`, and companies' response rates,
 * `/v1/company/{companyId}/response-rate`; the sweeps of unanswered responses and
 * of vacancy lifetimes on `RESPONSE_SWEEP_CRON`; the hourly refresh of the lexeme shares (and
 * one at a start that finds them missing).
 */
export const vacancyModule: GatewayModule = {
  name: "vacancy",
  async routes(app, { services, config }) {
    await app
      .register(vacancyRoutes, {
        prefix: "/v1/vacancy",
        vacancies: services.vacancies,
        onInvited: (session, vacancyId, applicantId, message) =>
          services.chats.postToResponse(session, vacancyId, applicantId, message),
      })
      .register(responseRateRoutes, { prefix: "/v1/company", vacancies: services.vacancies });
    if (!config.jobs) return;
    // Searches of a database filled after its migration would go without plans by lexeme shares
    // until the hourly refresh: a start that finds the table empty refreshes it now.
    app.addHook("onReady", async () => {
      if (!(await services.vacancies.searchLexemesMissing())) return;
      await app.jobs.send(SEARCH_LEXEMES_QUEUE).catch((error: unknown) => {
        app.log.warn({ err: error }, "lexeme shares refresh not queued");
      });
    });
  },
  jobs(jobs, { config, services }) {
    jobs.work(VACANCY_SWEEP_QUEUE, () => services.vacancySweeps.run());
    if (config.responseSweepCron) jobs.schedule(VACANCY_SWEEP_QUEUE, config.responseSweepCron);
    jobs.work(SEARCH_LEXEMES_QUEUE, async () => ({
      lexemes: await services.vacancies.refreshSearchLexemes(),
    }));
    jobs.schedule(SEARCH_LEXEMES_QUEUE, SEARCH_LEXEMES_CRON);
  },
};
