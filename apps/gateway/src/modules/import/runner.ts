import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/database";
import { IMPORT_FAILURE_REASONS } from "../../platform/http/messages";
import type { JobAttempt } from "../../platform/jobs/jobs";
import type { SealedBox } from "../../platform/security/sealed-box";
import type { VacancyWrites } from "../vacancy";
import { HH_FOLDERS, HhApiError, type HhClient } from "./hh-client";
import { HhSession } from "./hh-session";
import { HH_SOURCE, toImportedVacancy, UnmappableVacancyError } from "./mapping";
import * as queries from "./queries";

/** The job's payload: the run to carry out (its row holds everything else). */
export interface ImportJob {
  runId: string;
}

/** How many times pg-boss tries a run's job again after a failure (a crash, hh.ru down for long). */
export const IMPORT_RETRY_LIMIT = 8;
/** A run whose worker died this many times is given up (the recovery job would queue it forever). */
const MAX_RUN_ATTEMPTS = 12;

/** How a saved vacancy counts in the run: a vacancy edited here and left as it is counts as kept. */
const IMPORT_OUTCOMES = { inserted: "imported", updated: "updated", kept: "kept" } as const;
/** Vacancies fetched from hh.ru at once: a few, as hh.ru asks clients to stay near 5 requests a second. */
const FETCH_CONCURRENCY = 4;
/** How often a worker renews its lease on the run. */
const LEASE_RENEW_MS = 3_000;

/** Raised when another live worker holds the run: pg-boss tries again later, by when it is done or dead. */
class RunHeldError extends Error {
  override name = "RunHeldError";
}

export interface ImportRunnerDeps {
  db: Db;
  now: () => Date;
  client: HhClient;
  box: SealedBox;
  vacancies: Pick<VacancyWrites, "placeImported" | "saveImported">;
  log: FastifyBaseLogger;
}

/**
 * Carries out one import run: pages through the hh.ru folder, fetches each vacancy, maps it and
 * saves it into the company together with a record of what was done, in one transaction. What
 * the run did is durable, so a run taken over after a crash skips it and every vacancy is
 * counted exactly once. One worker at a time holds a run (a lease renewed every few seconds).
 */
export class ImportRunner {
  constructor(private readonly deps: ImportRunnerDeps) {}

  async run(job: ImportJob, attempt: JobAttempt): Promise<string> {
    const { db, now } = this.deps;
    const run = await queries.claimRun(db, { id: job.runId, now: now() });
    if (!run) {
      const current = await queries.findRun(db, job.runId);
      if (!current || current.status === "done" || current.status === "failed") return "nothing to do";
      throw new RunHeldError(`run ${job.runId} is held by a live worker`);
    }
    if (run.attempts > MAX_RUN_ATTEMPTS) {
      await queries.finishRun(db, {
        id: run.id,
        status: "failed",
        error: IMPORT_FAILURE_REASONS.gaveUp,
        now: now(),
      });
      return "given up";
    }
    const lease = this.#holdLease(run.id, attempt.signal);
    try {
      await this.#importFolder(run, lease.signal);
      return "done";
    } catch (error) {
      if (lease.signal.aborted) throw error;
      if (error instanceof HhApiError && error.kind !== "transient") {
        await queries.finishRun(db, {
          id: run.id,
          status: "failed",
          error: IMPORT_FAILURE_REASONS.unlinked,
          now: now(),
        });
        this.deps.log.warn({ run: run.id, detail: error.detail }, "import stopped: hh.ru refused access");
        return "failed";
      }
      // The last try of a run that keeps failing ends it, so the company may start another.
      if (attempt.retryCount >= IMPORT_RETRY_LIMIT) {
        const reason =
          error instanceof HhApiError ? IMPORT_FAILURE_REASONS.hhDown : IMPORT_FAILURE_REASONS.gaveUp;
        await queries.finishRun(db, { id: run.id, status: "failed", error: reason, now: now() });
      }
      throw error;
    } finally {
      lease.release();
    }
  }

  /** Renews the lease until released; the signal aborts when the run is lost (or pg-boss took the job back). */
  #holdLease(runId: string, jobSignal: AbortSignal) {
    const controller = new AbortController();
    const abort = () => controller.abort();
    jobSignal.addEventListener("abort", abort, { once: true });
    const timer = setInterval(() => {
      queries.renewLease(this.deps.db, runId).then(
        (held) => {
          if (!held) abort();
        },
        (error: unknown) => this.deps.log.warn({ err: error, run: runId }, "import lease not renewed"),
      );
    }, LEASE_RENEW_MS);
    return {
      signal: controller.signal,
      release: () => {
        clearInterval(timer);
        jobSignal.removeEventListener("abort", abort);
      },
    };
  }

  async #importFolder(run: queries.RunRow, signal: AbortSignal): Promise<void> {
    const { db, now } = this.deps;
    const connection = await queries.findConnection(db, run.companyId);
    if (!connection) throw new HhApiError("unauthorized", 403, "the company has no hh.ru link");
    const session = new HhSession(this.deps, connection);
    const companyName = await queries.companyName(db, run.companyId);
    const done = await queries.doneExternalIds(db, run.id);
    const folder = run.folder === "VACANCY_STATUS_ARCHIVED" ? "archived" : "active";
    // Archived pages may be larger, but a page is fetched in full before its vacancies: keep it modest.
    const perPage = Math.min(HH_FOLDERS[folder].maxPerPage, 100);
    let seen = 0;
    for (let page = 0, pages = 1; page < pages; page += 1) {
      signal.throwIfAborted();
      const list = await session.call((token) =>
        this.deps.client.vacancies(token, { employerId: session.hhEmployerId, folder, page, perPage }),
      );
      if (page === 0) await queries.setTotal(db, run.id, list.found);
      pages = list.pages;
      seen += list.items.length;
      const todo = list.items.filter((item) => !done.has(item.id));
      for (let start = 0; start < todo.length; start += FETCH_CONCURRENCY) {
        signal.throwIfAborted();
        await Promise.all(
          todo.slice(start, start + FETCH_CONCURRENCY).map(async (item) => {
            await this.#importOne(run, { session, companyName, externalId: item.id, title: item.name });
            done.add(item.id);
          }),
        );
      }
    }
    // The folder may have changed while it was read: the total is what the run went through.
    await queries.finishRun(db, { id: run.id, status: "done", total: Math.max(seen, done.size), now: now() });
  }

  /** Fetches, maps and saves one vacancy with the record of it; a vacancy hh.ru cannot give is a failure of its own. */
  async #importOne(
    run: queries.RunRow,
    input: { session: HhSession; companyName: string; externalId: string; title: string | undefined },
  ): Promise<void> {
    const { db, now } = this.deps;
    let raw: unknown;
    try {
      raw = await input.session.call((token) => this.deps.client.vacancy(token, input.externalId));
    } catch (error) {
      if (!(error instanceof HhApiError && (error.kind === "not_found" || error.kind === "forbidden")))
        throw error;
      await this.#fail(run, input, IMPORT_FAILURE_REASONS.notFound);
      return;
    }
    let vacancy: ReturnType<typeof toImportedVacancy>;
    try {
      vacancy = toImportedVacancy(raw, run.folder, now());
    } catch (error) {
      if (!(error instanceof UnmappableVacancyError)) throw error;
      await this.#fail(run, input, error.message);
      return;
    }
    if (vacancy.externalId !== input.externalId || vacancy.source !== HH_SOURCE) {
      await this.#fail(run, input, IMPORT_FAILURE_REASONS.otherVacancy);
      return;
    }
    const place = await this.deps.vacancies.placeImported(vacancy);
    await db.transaction(async (tx) => {
      const saved = await this.deps.vacancies.saveImported(tx, {
        companyId: run.companyId,
        companyName: input.companyName,
        vacancy,
        place,
      });
      await queries.insertItem(tx, {
        runId: run.id,
        externalId: input.externalId,
        outcome: IMPORT_OUTCOMES[saved.outcome],
        title: vacancy.fields.title,
        now: now(),
      });
    });
  }

  async #fail(run: queries.RunRow, input: { externalId: string; title: string | undefined }, reason: string) {
    await queries.insertItem(this.deps.db, {
      runId: run.id,
      externalId: input.externalId,
      outcome: "failed",
      ...(input.title ? { title: input.title } : {}),
      reason,
      now: this.deps.now(),
    });
  }
}
