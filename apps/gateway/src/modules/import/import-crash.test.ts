import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { latestImportRunResponseSchema } from "@rabota/domain/wire/import";
import { type HhSandbox, startHhSandbox } from "@rabota/hh-sandbox";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { openDatabase } from "../../platform/db/database";
import { DEMO_ACCOUNTS } from "../../seed";
import { createThrowawayPostgres, fillPgliteDataDir } from "../../testing/databases";
import { consentAtSandbox, hhSandboxEnv } from "../../testing/hh";
import {
  type ServerProcess,
  START_GUARD_MS,
  signIn,
  startServer,
  stopServer,
} from "../../testing/server-process";

const VACANCIES = 60;

interface Target {
  name: string;
  /** The server's database settings, and how to open the same database from the test. */
  prepare(dataDir: string): Promise<{
    env: Record<string, string>;
    open: () => ReturnType<typeof openDatabase>;
    drop(): Promise<void>;
  }>;
}

const TARGETS: Target[] = [
  {
    name: "embedded PGlite (data dir)",
    prepare: async (dataDir) => {
      // Already migrated: the test is about the import, not a first start's initdb and migrations.
      await fillPgliteDataDir(dataDir);
      return {
        env: {},
        open: () => openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") }),
        drop: async () => {},
      };
    },
  },
];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  TARGETS.push({
    name: "PostgreSQL",
    prepare: async () => {
      // A copy of the migrated template, like the PGlite one.
      const database = await createThrowawayPostgres(testDatabaseUrl, inject("postgresTemplate"));
      return {
        env: { DATABASE_URL: database.url, MAIL_TRANSPORT: "outbox", PUBLIC_ORIGIN: "http://rabota.test" },
        open: () => openDatabase({ kind: "postgres", url: database.url, poolSize: 1 }),
        drop: database.drop,
      };
    },
  });
}

/** One signed-in call to a running server. */
async function call(server: ServerProcess, cookie: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function latestRun(server: ServerProcess, cookie: string) {
  const { body } = await call(server, cookie, "/v1/import/hh/runs/latest");
  return latestImportRunResponseSchema.parse(body).run;
}

describe.each(TARGETS)(
  "an import killed with its process (kill -9) on $name",
  { timeout: 3 * START_GUARD_MS },
  (target) => {
    let sandbox: HhSandbox;
    const dataDir = mkdtempSync(join(tmpdir(), "rabota-import-crash-"));

    beforeAll(async () => {
      sandbox = await startHhSandbox({ active: VACANCIES, archived: 0 });
    });
    afterAll(async () => {
      await sandbox?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("resumes on the restarted process and imports every vacancy exactly once", async () => {
      const database = await target.prepare(dataDir);
      const env = {
        ...database.env,
        ...hhSandboxEnv(sandbox),
        SEED_DEMO: "true",
        // pg-boss checks every second, not every minute, for the killed worker's job (its
        // heartbeat lapsed), so the restarted process gets it back as soon as it is dead.
        JOBS_SUPERVISE_INTERVAL_S: "1",
        // And its retry is taken within half a second of being due, not two.
        JOBS_POLLING_INTERVAL_S: "0.5",
      };
      let server = await startServer(dataDir, env);
      try {
        const { id: employerId, cookie } = await signIn(
          server.url,
          DEMO_ACCOUNTS.employer.email,
          DEMO_ACCOUNTS.employer.password,
        );
        const authorize = await call(server, cookie, "/v1/import/hh/authorize");
        const { code, state } = await consentAtSandbox(authorize.body.url as string);
        const counts = await call(server, cookie, `/v1/import/hh/${code}?state=${state}`);
        expect(counts.body).toEqual({ active: VACANCIES, archived: 0 });
        const companyId = (
          (await call(server, cookie, `/v1/profile/employer/${employerId}`)).body.profile as {
            company: { id: string };
          }
        ).company.id;

        // Slowed down, so the import is surely mid-way when the process dies.
        sandbox.setFaults({ delayMs: 250 });
        const started = await call(server, cookie, "/v1/import/hh", {
          method: "POST",
          body: JSON.stringify({
            hhCode: code,
            folders: ["VACANCY_STATUS_ACTIVE"],
            company: { id: companyId },
          }),
        });
        expect(started.status).toBe(202);
        const before = await vi.waitFor(
          async () => {
            const run = await latestRun(server, cookie);
            expect(run?.imported ?? 0).toBeGreaterThan(0);
            return run;
          },
          { timeout: 60_000, interval: 50 },
        );
        expect(await stopServer(server, "SIGKILL")).toBeNull();
        expect(before?.status).toBe("running");
        expect(before?.imported ?? 0).toBeLessThan(VACANCIES);

        sandbox.resetFaults();
        server = await startServer(dataDir, env);
        const { cookie: again } = await signIn(
          server.url,
          DEMO_ACCOUNTS.employer.email,
          DEMO_ACCOUNTS.employer.password,
        );
        const finished = await vi.waitFor(
          async () => {
            const run = await latestRun(server, again);
            expect(run?.status).toBe("done");
            return run;
          },
          { timeout: 180_000, interval: 500 },
        );
        expect(finished).toMatchObject({
          id: started.body.jobId,
          total: VACANCIES,
          imported: VACANCIES,
          updated: 0,
          failed: 0,
        });
        expect(await stopServer(server, "SIGTERM")).toBe(0);

        // Each hh.ru vacancy is in the company once, and the run recorded each once.
        const db = await database.open();
        try {
          const rows = (await db.db.execute(
            sql`select external_id, count(*)::int as copies from vacancies where source = 'hh' group by external_id`,
          )) as unknown as { rows: { external_id: string; copies: number }[] };
          expect(rows.rows).toHaveLength(VACANCIES);
          expect(rows.rows.every((row) => row.copies === 1)).toBe(true);
          const items = (await db.db.execute(
            sql`select count(*)::int as n from import_run_items where run_id = ${started.body.jobId as string}`,
          )) as unknown as { rows: { n: number }[] };
          expect(items.rows[0]?.n).toBe(VACANCIES);
        } finally {
          await db.close();
        }
      } finally {
        if (server.child.exitCode === null) await stopServer(server, "SIGKILL");
        await database.drop();
      }
    });
  },
);
