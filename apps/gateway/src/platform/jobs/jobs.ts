import type { FastifyBaseLogger } from "fastify";
import { type Db as BossDatabase, fromPglite, PgBoss } from "pg-boss";
import type { DatabaseDriver } from "../db/database";
import { loggableError } from "../db/faults";

/** What a job does; its result is logged. A throw fails the job, and pg-boss retries it. */
export type JobHandler = () => Promise<unknown>;

/** How modules declare background work, before the jobs start. */
export interface JobRegistry {
  /** Runs each job of `queue` with `handler` (one at a time per process). */
  work(queue: string, handler: JobHandler): void;
  /**
   * Puts a job on `queue` at every tick of `cron` (five fields, UTC). pg-boss keeps the
   * schedule in the database, so with several replicas each tick still makes one job.
   */
  schedule(queue: string, cron: string): void;
}

export interface JobsOptions {
  driver: DatabaseDriver;
  log: FastifyBaseLogger;
  /** Idle time between a worker's checks for new jobs, in seconds (at least 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * Background jobs on pg-boss, in the app's own database (its tables live in the `pgboss`
 * schema, beside and apart from the app's): modules register workers and cron schedules,
 * {@link start} creates the queues and begins working them, {@link stop} lets running jobs
 * finish. Retries, schedules shared between replicas and job history are pg-boss's.
 */
export class Jobs implements JobRegistry {
  readonly #workers = new Map<string, JobHandler>();
  readonly #schedules = new Map<string, string>();
  #boss: PgBoss | null = null;

  constructor(private readonly options: JobsOptions) {}

  work(queue: string, handler: JobHandler): void {
    if (this.#boss) throw new Error(`worker of ${queue} registered after the jobs started`);
    this.#workers.set(queue, handler);
  }

  schedule(queue: string, cron: string): void {
    if (this.#boss) throw new Error(`schedule of ${queue} registered after the jobs started`);
    this.#schedules.set(queue, cron);
  }

  /**
   * Starts pg-boss (creating or migrating its schema), the queues and their workers, and
   * brings the stored schedules in line with the registered ones: a queue whose schedule was
   * turned off in the config is unscheduled.
   */
  async start(): Promise<void> {
    const { log } = this.options;
    const boss = new PgBoss(bossOptions(this.options.driver));
    boss.on("error", (error) => log.error({ err: loggableError(error) }, "job queue error"));
    await boss.start();
    this.#boss = boss;
    try {
      await this.#startWorkers(boss);
    } catch (error) {
      // A half-started pg-boss would keep polling a database the failed start is about to close.
      await this.stop();
      throw error;
    }
  }

  async #startWorkers(boss: PgBoss): Promise<void> {
    const { log } = this.options;
    for (const [queue, handler] of this.#workers) {
      await boss.createQueue(queue);
      await boss.work(
        queue,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          try {
            const result = await handler();
            log.info({ queue, job: job?.id, result }, "job done");
            return result;
          } catch (error) {
            log.error({ err: loggableError(error), queue, job: job?.id }, "job failed");
            throw error;
          }
        },
      );
      const cron = this.#schedules.get(queue);
      if (cron) await boss.schedule(queue, cron);
      else await boss.unschedule(queue);
    }
  }

  /** Queues one job now; resolves to its id. */
  async send(queue: string): Promise<string | null> {
    if (!this.#boss) throw new Error(`jobs are not running, so ${queue} cannot take a job`);
    return this.#boss.send(queue, {});
  }

  /** Stops taking jobs and waits (up to 10 s) for running ones; the database stays open. */
  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    await boss?.stop({ graceful: true, timeout: 10_000 });
  }
}

/** pg-boss over the app's own connection: the embedded PGlite engine, or the `pg` pool. */
function bossOptions(driver: DatabaseDriver) {
  if (driver.kind === "pglite") return { db: fromPglite(driver.client), backend: "pglite" as const };
  const db: BossDatabase = { executeSql: (text, values) => driver.pool.query(text, values) };
  return { db };
}
