import type { GatewayModule } from "../module";
import { searchRoutes, unsubscribeRoutes } from "./routes";

/** «Сразу»: every few minutes (`SEARCH_ALERT_CRON`), the new matches of each search. */
export const SEARCH_INSTANT_QUEUE = "searches.instant";
/** «Раз в день»: the day's digest at `SEARCH_DIGEST_HOUR`, Moscow time. */
export const SEARCH_DIGEST_QUEUE = "searches.digest";

/**
 * Saved searches with alerts (issue 26), `/v1/searches`; their alert runs on pg-boss. A run is
 * a cron job rather than a job per publication: one query per search finds what is new, the
 * same code serves the instant alerts and the digest, and a publication that committed while
 * no worker was up is still found by the next tick.
 */
export const searchesModule: GatewayModule = {
  name: "searches",
  routes: (app, { services }) =>
    app
      .register(searchRoutes, { prefix: "/v1/searches", searches: services.searches })
      .register(unsubscribeRoutes, {
        prefix: "/v1/searches",
        searches: services.searches,
        links: services.unsubscribeLinks,
      }),
  jobs(jobs, { config, services }) {
    // `short`: a tick while the previous run still waits is dropped rather than queued twice.
    jobs.work(SEARCH_INSTANT_QUEUE, () => services.searchAlerts.run("INSTANT"), { policy: "short" });
    jobs.work(SEARCH_DIGEST_QUEUE, () => services.searchAlerts.run("DAILY"), { policy: "short" });
    if (config.searchAlertCron) jobs.schedule(SEARCH_INSTANT_QUEUE, config.searchAlertCron);
    jobs.schedule(SEARCH_DIGEST_QUEUE, `0 ${config.searchDigestHour} * * *`, { tz: "Europe/Moscow" });
  },
};
