import type { GatewayModule } from "../module";
import { fileContentRoutes, profileFileRoutes } from "./routes";

/** The queue of the sweep of abandoned uploads. */
export const FILE_SWEEP_QUEUE = "files.sweep";

/**
 * Avatars and logos: upload and download addresses (`/v1/profile/files`), the signed
 * addresses themselves (`/v1/files`), and the sweep of abandoned uploads on `FILE_SWEEP_CRON`.
 */
export const filesModule: GatewayModule = {
  name: "files",
  routes: (app, { services }) =>
    app
      .register(profileFileRoutes, { prefix: "/v1/profile/files", files: services.files })
      .register(fileContentRoutes, { prefix: "/v1/files", files: services.files }),
  jobs(jobs, { config, services }) {
    jobs.work(FILE_SWEEP_QUEUE, () => services.files.sweep());
    if (config.fileSweepCron) jobs.schedule(FILE_SWEEP_QUEUE, config.fileSweepCron);
  },
};
