import type { GatewayModule } from "../module";
import { LEASE_SECONDS } from "./queries";
import { importRoutes } from "./routes";
import type { ImportJob } from "./runner";
import { IMPORT_QUEUE } from "./service";

/** The queue of the recovery sweep: runs a dead process left behind are queued again. */
const IMPORT_RECOVERY_QUEUE = "import-hh.recover";

/**
 * Vacancy import from hh.ru (`/v1/import/hh`): linking the company's hh.ru profile, import runs
 * as pg-boss jobs (one per company at a time), and a sweep — every minute, and once soon after
 * a start — that queues again the runs whose worker died.
 */
export const importModule: GatewayModule = {
  name: "import",
  async routes(app, { services, config }) {
    await app.register(importRoutes, { prefix: "/v1/import/hh", imports: services.imports });
    if (!config.jobs || !services.importRunner) return;
    // A process that starts may be replacing a killed worker: sweep as soon as its lease has run out.
    app.addHook("onReady", async () => {
      await app.jobs
        .send(IMPORT_RECOVERY_QUEUE, {}, { startAfter: LEASE_SECONDS + 1 })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, "import recovery sweep not queued");
        });
    });
  },
  jobs(jobs, { services }) {
    const runner = services.importRunner;
    if (!runner) return;
    // Stately: a run's job may be queued again while a dead worker's copy still looks active.
    jobs.work<ImportJob>(IMPORT_QUEUE, (data, job) => runner.run(data, job), { policy: "stately" });
    jobs.work(IMPORT_RECOVERY_QUEUE, () => services.imports.requeueOrphans());
    jobs.schedule(IMPORT_RECOVERY_QUEUE, "* * * * *");
  },
};
