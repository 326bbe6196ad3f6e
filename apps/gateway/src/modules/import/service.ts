import type { ImportFolder } from "@rabota/domain/enums";
import { IMPORT_MESSAGES } from "@rabota/domain/errors";
import type { ImportCountsResponse, ImportRunDto } from "@rabota/domain/wire/import";
import type { Db } from "../../platform/db/database";
import { badRequest, conflict, forbidden, HttpError } from "../../platform/http/errors";
import { IMPORT_REPLIES } from "../../platform/http/messages";
import type { JobQueue } from "../../platform/jobs/jobs";
import type { SealedBox } from "../../platform/security/sealed-box";
import { keyedHash, randomToken } from "../../platform/security/secrets";
import { HhApiError, type HhClient } from "./hh-client";
import { HhSession } from "./hh-session";
import * as queries from "./queries";
import { IMPORT_RETRY_LIMIT, type ImportJob } from "./runner";

/** The queue of import runs; one job per run, at most one queued per company (its singleton key). */
export const IMPORT_QUEUE = "import-hh";
/** How long the user has to come back from hh.ru's authorize page. */
const STATE_TTL_MS = 10 * 60 * 1000;
/** How many failures the progress lists (the counts cover them all). */
const FAILURES_SHOWN = 100;

export interface ImportServiceDeps {
  db: Db;
  now: () => Date;
  /** The client for calls a user waits on (few quick retries); null: the import is off (503). */
  client: HhClient | null;
  /** Seals the hh.ru tokens at rest; null when the import is off. */
  box: SealedBox | null;
  jobs: JobQueue;
  /** A secret for hashing states and codes before they are stored. */
  secret: string;
}

/**
 * The hh.ru import as employers use it: the authorize address with a one-time state, the
 * callback's code exchange (once per code) with the vacancy counts, queueing a run, and the
 * company's latest run. Every method takes the company the route proved the caller an active
 * member of.
 */
export class ImportService {
  constructor(private readonly deps: ImportServiceDeps) {}

  /** The authorize address; its `state` is bound to the employer and dies after 10 minutes or one use. */
  async authorizeUrl(employerId: string, companyId: string): Promise<string> {
    const { client } = this.#enabled();
    const state = randomToken();
    const now = this.deps.now();
    await queries.insertState(this.deps.db, {
      stateHash: this.#hash("state", state),
      employerId,
      companyId,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      now,
    });
    return client.authorizeUrl(state);
  }

  /**
   * The callback: checks the state (400), exchanges the code once (409 when it was used
   * before, before hh.ru is asked), checks that the hh.ru user manages an employer (403),
   * keeps the sealed tokens for the company and answers the folders' counts (502 when hh.ru
   * fails).
   */
  async link(input: {
    employerId: string;
    companyId: string;
    code: string;
    state: string;
  }): Promise<ImportCountsResponse> {
    const { client, box } = this.#enabled();
    const { db } = this.deps;
    const now = this.deps.now();
    const state = await queries.takeState(db, {
      stateHash: this.#hash("state", input.state),
      employerId: input.employerId,
      now,
    });
    if (!state || state.companyId !== input.companyId) throw badRequest(IMPORT_REPLIES.badState);
    const codeHash = this.#hash("code", input.code);
    if (!(await queries.claimCode(db, { codeHash, companyId: input.companyId, now }))) {
      throw conflict(IMPORT_REPLIES.codeUsed);
    }
    try {
      const tokens = await client.exchangeCode(input.code, now);
      const manager = await client.me(tokens.accessToken);
      if (!manager) throw forbidden(IMPORT_REPLIES.notEmployer);
      const connection: queries.ConnectionRow = {
        companyId: input.companyId,
        linkedBy: input.employerId,
        codeHash,
        hhEmployerId: manager.employerId,
        hhManagerId: manager.managerId,
        accessToken: box.seal(tokens.accessToken),
        refreshToken: box.seal(tokens.refreshToken),
        accessExpiresAt: tokens.expiresAt,
        updatedAt: now,
      };
      await queries.saveConnection(db, connection);
      const session = new HhSession({ db, client, box, now: this.deps.now }, connection);
      const found = (folder: "active" | "archived") =>
        session.call(
          async (token) =>
            (await client.vacancies(token, { employerId: manager.employerId, folder, page: 0, perPage: 1 }))
              .found,
        );
      const [active, archived] = await Promise.all([found("active"), found("archived")]);
      return { active, archived };
    } catch (error) {
      if (!(error instanceof HhApiError)) throw error;
      if (error.kind === "grant") throw badRequest(IMPORT_REPLIES.codeRefused);
      if (error.kind === "forbidden") throw forbidden(IMPORT_REPLIES.notEmployer);
      throw new HttpError(502, IMPORT_REPLIES.hhFailed, "UNKNOWN");
    }
  }

  /**
   * Queues the import of one folder into the company: `hhCode` must be the code of the
   * company's latest link (400). 409 `IMPORT_RUNNING` while another run of the company is
   * queued or running — the database's unique index decides, so replicas agree.
   */
  async start(input: {
    employerId: string;
    companyId: string;
    hhCode: string;
    folder: ImportFolder;
  }): Promise<{ message: string; jobId: string }> {
    this.#enabled();
    const { db } = this.deps;
    const connection = await queries.findConnection(db, input.companyId);
    if (!connection || connection.codeHash !== this.#hash("code", input.hhCode)) {
      throw badRequest(IMPORT_REPLIES.codeNotLinked);
    }
    let run: queries.RunRow;
    try {
      run = await queries.insertRun(db, {
        companyId: input.companyId,
        startedBy: input.employerId,
        folder: input.folder,
        now: this.deps.now(),
      });
    } catch (error) {
      if (queries.isUniqueViolation(error))
        throw new HttpError(409, IMPORT_MESSAGES.alreadyRunning, "IMPORT_RUNNING");
      throw error;
    }
    try {
      await this.queue(run.id, run.companyId);
    } catch (error) {
      await queries.finishRun(db, {
        id: run.id,
        status: "failed",
        error: IMPORT_REPLIES.hhFailed,
        now: this.deps.now(),
      });
      throw error;
    }
    return { message: IMPORT_REPLIES.queued, jobId: run.id };
  }

  /**
   * Puts a run's job on the queue: retried with backoff, kept alive by a heartbeat (a dead
   * worker's job goes back to the queue), one per company at a time.
   */
  async queue(runId: string, companyId: string): Promise<string | null> {
    const data: ImportJob = { runId };
    return this.deps.jobs.send(IMPORT_QUEUE, data, {
      singletonKey: companyId,
      retryLimit: IMPORT_RETRY_LIMIT,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds: 10,
      expireInSeconds: 6 * 60 * 60,
    });
  }

  /**
   * Queues again the runs a dead process left queued or running (no live lease), so they
   * finish; a job already queued for the company makes this a no-op (its singleton key).
   */
  async requeueOrphans(): Promise<number> {
    let queued = 0;
    for (const run of await queries.orphanedRuns(this.deps.db)) {
      if (await this.queue(run.id, run.companyId)) queued += 1;
    }
    return queued;
  }

  /** The company's latest run with its progress, or null before the first. */
  async latest(companyId: string): Promise<ImportRunDto | null> {
    this.#enabled();
    const { db } = this.deps;
    const run = await queries.latestRun(db, companyId);
    if (!run) return null;
    const [counts, failures] = await Promise.all([
      queries.runCounts(db, run.id),
      queries.runFailures(db, run.id, FAILURES_SHOWN),
    ]);
    return {
      id: run.id,
      status: run.status,
      folder: run.folder,
      total: run.total,
      ...counts,
      failures: failures.map((failure) => ({
        externalId: failure.externalId,
        ...(failure.title ? { title: failure.title } : {}),
        reason: failure.reason ?? "",
      })),
      error: run.error,
      startedAt: run.startedAt?.toISOString() ?? null,
      finishedAt: run.finishedAt?.toISOString() ?? null,
    };
  }

  /** The import's parts, or 503 when hh.ru is not configured. */
  #enabled(): { client: HhClient; box: SealedBox } {
    const { client, box } = this.deps;
    if (!client || !box) throw new HttpError(503, IMPORT_REPLIES.off, "UNKNOWN");
    return { client, box };
  }

  #hash(kind: "state" | "code", value: string): string {
    return keyedHash(this.deps.secret, `hh-${kind}:${value}`);
  }
}
