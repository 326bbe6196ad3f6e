import type { FastifyBaseLogger } from "fastify";
import { type Db as BossDatabase, fromPglite, PgBoss, type QueuePolicy, type SendOptions } from "pg-boss";
import type { DatabaseDriver } from "../db/database";
import { loggableError } from "../db/faults";

/**
 * What a job does with its payload (the object given to {@link JobQueue.send}); its result is
 * logged. A throw fails the job, and pg-boss retries it as the queue's send options say.
 */
export type JobHandler<T extends object = object> = (data: T, job: JobAttempt) => Promise<unknown>;

/** The attempt a handler runs: the job's id, how many times it was retried before, and a signal aborted when pg-boss took the job back (its heartbeat lapsed). */
export interface JobAttempt {
  id: string;
  retryCount: number;
  signal: AbortSignal;
}

/** Options of one job: `singletonKey`, `startAfter`, `retryLimit`, `retryDelay`, `retryBackoff`… (pg-boss's). */
export type JobSendOptions = SendOptions;

/** How services put work on a queue at run time (the jobs must be running). */
export interface JobQueue {
  /** Queues one job with `data`; resolves to its id, or null when a singleton key refused it. */
  send<T extends object>(queue: string, data?: T, options?: JobSendOptions): Promise<string | null>;
}

/**
 * How a queue takes jobs with the same `singletonKey` (pg-boss's policy): `standard` ignores
 * the key; `short` keeps one queued job per key (a second send while one waits is refused,
 * which coalesces bursts into one job); `stately` keeps at most one in each state (one queued,
 * one waiting for a retry, one running), so a job may be queued again while a dead worker's
 * copy still looks active.
 */
export interface WorkOptions {
  policy?: QueuePolicy;
}

/** How modules declare background work, before the jobs start. */
export interface JobRegistry {
  /** Runs each job of `queue` with `handler` (one at a time per process). */
  work<T extends object>(queue: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Puts a job on `queue` at every tick of `cron` (five fields, UTC unless `tz` names a time
   * zone, e.g. `Europe/Moscow`). pg-boss keeps the schedule in the database, so with several
   * replicas each tick still makes one job.
   */
  schedule(queue: string, cron: string, options?: ScheduleOptions): void;
}

/** Where a schedule's cron is read: an IANA time zone (UTC by default). */
export interface ScheduleOptions {
  tz?: string;
}

export interface JobsOptions {
  driver: DatabaseDriver;
  log: FastifyBaseLogger;
  /** Idle time between a worker's checks for new jobs, in seconds (at least 0.5); 2 when unset. */
  pollingIntervalSeconds?: number;
  /**
   * How often pg-boss's supervisor looks for jobs whose worker died (heartbeat lapsed) or that
   * ran past their expiry, and fails them so they are retried, in seconds (at least 1). Unset:
   * pg-boss's default, a minute. A test rig that kills a worker shortens it, so the dead job is
   * handed back in seconds instead of after a minute.
   */
  superviseIntervalSeconds?: number;
}

/**
 * Background jobs on pg-boss, in the app's own database (its tables live in the `pgboss`
 * schema, beside and apart from the app's): modules register workers and cron schedules,
 * {@link start} creates the queues and begins working them, {@link stop} lets running jobs
 * finish. Retries, schedules shared between replicas and job history are pg-boss's.
 */
export class Jobs implements JobRegistry, JobQueue {
  readonly #workers = new Map<string, { handler: JobHandler<object>; options: WorkOptions }>();
  readonly #schedules = new Map<string, { cron: string; options: ScheduleOptions }>();
  #boss: PgBoss | null = null;

  constructor(private readonly options: JobsOptions) {}

  work<T extends object>(queue: string, handler: JobHandler<T>, options: WorkOptions = {}): void {
    if (this.#boss) throw new Error(`worker of ${queue} registered after the jobs started`);
    this.#workers.set(queue, { handler: handler as JobHandler<object>, options });
  }

  schedule(queue: string, cron: string, options: ScheduleOptions = {}): void {
    if (this.#boss) throw new Error(`schedule of ${queue} registered after the jobs started`);
    this.#schedules.set(queue, { cron, options });
  }

  /**
   * Starts pg-boss (creating or migrating its schema), the queues and their workers, and
   * brings the stored schedules in line with the registered ones: a queue whose schedule was
   * turned off in the config is unscheduled.
   */
  async start(): Promise<void> {
    const { log } = this.options;
    const boss = new PgBoss({
      ...bossOptions(this.options.driver),
      ...supervisionOptions(this.options.superviseIntervalSeconds),
    });
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
    for (const [queue, { handler, options }] of this.#workers) {
      await boss.createQueue(queue, options.policy ? { policy: options.policy } : {});
      await boss.work(
        queue,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return undefined;
          try {
            const result = await handler(job.data ?? {}, {
              id: job.id,
              retryCount: job.retryCount,
              signal: job.signal,
            });
            log.info({ queue, job: job.id, result }, "job done");
            return result;
          } catch (error) {
            log.error({ err: loggableError(error), queue, job: job.id }, "job failed");
            throw error;
          }
        },
      );
      const scheduled = this.#schedules.get(queue);
      if (scheduled) await boss.schedule(queue, scheduled.cron, {}, scheduled.options);
      else await boss.unschedule(queue);
    }
  }

  async send<T extends object>(queue: string, data?: T, options?: JobSendOptions): Promise<string | null> {
    if (!this.#boss) throw new Error(`jobs are not running, so ${queue} cannot take a job`);
    return this.#boss.send(queue, data ?? {}, options ?? {});
  }

  /** Stops taking jobs and waits (up to 10 s) for running ones; the database stays open. */
  async stop(): Promise<void> {
    const boss = this.#boss;
    this.#boss = null;
    await boss?.stop({ graceful: true, timeout: 10_000 });
  }
}

/**
 * pg-boss's supervision timers for one interval: the supervisor's pass (superviseIntervalSeconds)
 * does the heartbeat and expiry checks only on the queues whose monitor claim is older than
 * monitorIntervalSeconds, so both are set, or a short pass would find nothing due.
 */
function supervisionOptions(seconds: number | undefined) {
  if (seconds === undefined) return {};
  return { superviseIntervalSeconds: seconds, monitorIntervalSeconds: seconds };
}

/** pg-boss over the app's own connection: the embedded PGlite engine, or the `pg` pool. */
function bossOptions(driver: DatabaseDriver) {
  if (driver.kind === "pglite") return { db: fromPglite(driver.client), backend: "pglite" as const };
  const db: BossDatabase = { executeSql: (text, values) => driver.pool.query(text, values) };
  return { db };
}
