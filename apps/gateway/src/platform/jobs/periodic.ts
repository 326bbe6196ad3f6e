import type { FastifyBaseLogger } from "fastify";

export interface PeriodicTask {
  /** Stops the schedule and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, the first time one interval after the start. Runs never
 * overlap; a failed run is logged and the schedule goes on. The timer does not keep the
 * process alive. For idempotent housekeeping that every replica may run (the shared jobs
 * table is for work that must run exactly once).
 */
export function startPeriodic(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    timer = setTimeout(() => {
      running = task()
        .then((result) => log.info({ task: name, result }, "periodic task done"))
        .catch((error: unknown) => log.error({ err: error, task: name }, "periodic task failed"))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
