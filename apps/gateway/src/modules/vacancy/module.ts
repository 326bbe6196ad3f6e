import type { GatewayModule } from "../module";
import { vacancyRoutes } from "./routes";

/** The queue of the refresh of the lexeme shares searches choose their plans by. */
const SEARCH_LEXEMES_QUEUE = "vacancy.search-lexemes";
/**
 * Hourly: a word's share of the vacancies moves slowly, and a stale share costs a search some
 * speed, never a wrong answer.
 */
const SEARCH_LEXEMES_CRON = "23 * * * *";

/**
 * Vacancies, likes and views, `/v1/vacancy` (their responses: the responses module); the hourly
 * refresh of the lexeme shares (and one at a start that finds them missing).
 */
export const vacancyModule: GatewayModule = {
  name: "vacancy",
  async routes(app, { services, config }) {
    await app.register(vacancyRoutes, { prefix: "/v1/vacancy", vacancies: services.vacancies });
    if (!config.jobs) return;
    // Searches of a database filled after its migration would go without plans by lexeme shares
    // until the hourly refresh: a start that finds the table empty refreshes it now.
    app.addHook("onReady", async () => {
      if (!(await services.vacancies.listing.searchLexemesMissing())) return;
      await app.jobs.send(SEARCH_LEXEMES_QUEUE).catch((error: unknown) => {
        app.log.warn({ err: error }, "lexeme shares refresh not queued");
      });
    });
  },
  jobs(jobs, { services }) {
    jobs.work(SEARCH_LEXEMES_QUEUE, async () => ({
      lexemes: await services.vacancies.listing.refreshSearchLexemes(),
    }));
    jobs.schedule(SEARCH_LEXEMES_QUEUE, SEARCH_LEXEMES_CRON);
  },
};
