import type { GatewayModule } from "../module";
import { applicantActionRoutes, applicantListRoutes } from "./applicant/routes";
import { detailsRoutes } from "./details/routes";
import { listRoutes } from "./list/routes";
import { matchingRoutes } from "./matching/routes";
import { writeRoutes } from "./writes/routes";

/** The queue of the refresh of the lexeme shares searches choose their plans by. */
const SEARCH_LEXEMES_QUEUE = "vacancy.search-lexemes";
/**
 * Hourly: a word's share of the vacancies moves slowly, and a stale share costs a search some
 * speed, never a wrong answer.
 */
const SEARCH_LEXEMES_CRON = "23 * * * *";

/**
 * Vacancies, likes and views, `/v1/vacancy`, by part: the list (`list/`), the applicant's
 * lists and actions (`applicant/`), the company's writes (`writes/`), one vacancy (`details/`),
 * recommendations and similar vacancies (`matching/`);
 * their responses are the responses module's. The hourly refresh of the lexeme shares (and
 * one at a start that finds them missing).
 */
export const vacancyModule: GatewayModule = {
  name: "vacancy",
  async routes(app, { services, config }) {
    const prefix = "/v1/vacancy";
    const { listing, applicant, writes, details, matching } = services.vacancies;
    // In the order the routes were always registered (the API document lists them so).
    await app
      .register(listRoutes, { prefix, vacancies: listing })
      .register(applicantListRoutes, { prefix, vacancies: applicant })
      .register(writeRoutes, { prefix, vacancies: writes })
      .register(detailsRoutes, { prefix, vacancies: details })
      .register(applicantActionRoutes, { prefix, vacancies: applicant })
      // Static `/recommended/…` wins over `/:id…` in Fastify's router whatever the order.
      .register(matchingRoutes, { prefix, vacancies: matching });
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
