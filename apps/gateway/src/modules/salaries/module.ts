import type { GatewayModule } from "../module";
import { SALARY_REFRESH_QUEUE } from "./refresh";
import { salaryRoutes } from "./routes";

/** Every minute: a vacancy published, edited or archived is counted within a minute. */
const SALARY_REFRESH_CRON = "* * * * *";

/**
 * Salary statistics (issue 45), `/v1/salaries`, and the job that keeps their figures: a cron
 * tick a minute (pg-boss makes one job per tick across replicas; `short` drops a tick while
 * the last run still waits), and one run at a start so a fresh database has figures at once.
 */
export const salariesModule: GatewayModule = {
  name: "salaries",
  async routes(app, { services, config }) {
    await app.register(salaryRoutes, { prefix: "/v1/salaries", salaries: services.salaries });
    if (!config.jobs) return;
    app.addHook("onReady", async () => {
      await app.jobs.send(SALARY_REFRESH_QUEUE).catch((error: unknown) => {
        app.log.warn({ err: error }, "salary statistics refresh not queued");
      });
    });
  },
  jobs(jobs, { services }) {
    jobs.work(SALARY_REFRESH_QUEUE, () => services.salaryRefresh.run(), { policy: "short" });
    jobs.schedule(SALARY_REFRESH_QUEUE, SALARY_REFRESH_CRON);
  },
};
