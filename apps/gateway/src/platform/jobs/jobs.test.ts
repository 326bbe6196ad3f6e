import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/tables/auth";
import { storedFiles } from "../../db/tables/files";
import { FILE_SWEEP_QUEUE } from "../../modules/files/module";
import { SEARCH_DIGEST_QUEUE, SEARCH_INSTANT_QUEUE } from "../../modules/searches/module";
import { testDatabases } from "../../testing/databases";
import { registerApplicant } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import type { Database } from "../db/database";
import { Jobs } from "./jobs";

const HOUR_MS = 60 * 60 * 1000;

/** The rows of a raw query (pg-boss's tables are not in the Drizzle schema). */
async function rowsOf<T>(gateway: TestGateway, query: SQL): Promise<T[]> {
  return ((await gateway.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(testDatabases())("jobs on $name", (kind) => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { JOBS: "true", FILE_SWEEP_CRON: "*/5 * * * *" } });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("keeps the sweeps' schedules in the database, once for every replica", async () => {
    const rows = await rowsOf<{ name: string; cron: string; timezone: string }>(
      gateway,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(rows.map((row) => ({ name: row.name, cron: row.cron, tz: row.timezone }))).toEqual([
      { name: FILE_SWEEP_QUEUE, cron: "*/5 * * * *", tz: "UTC" },
      // Rate-limit counters whose window ended (platform/limits), every ten minutes.
      { name: "rate-limits.sweep", cron: "*/10 * * * *", tz: "UTC" },
      // The salary statistics' refresh (issue 45), every minute besides the sends of vacancy writes.
      { name: "salaries.refresh", cron: "* * * * *", tz: "UTC" },
      // The saved searches' daily digest at SEARCH_DIGEST_HOUR (9 by default), Moscow time.
      { name: SEARCH_DIGEST_QUEUE, cron: "0 9 * * *", tz: "Europe/Moscow" },
      // Their «Сразу» alerts (SEARCH_ALERT_CRON, every five minutes by default).
      { name: SEARCH_INSTANT_QUEUE, cron: "*/5 * * * *", tz: "UTC" },
      // The lexeme shares searches choose their plans by, hourly.
      { name: "vacancy.search-lexemes", cron: "23 * * * *", tz: "UTC" },
      // Unanswered responses and vacancy lifetimes (RESPONSE_SWEEP_CRON, every minute by default).
      { name: "vacancy.sweep", cron: "* * * * *", tz: "UTC" },
    ]);
  });

  it("runs a queued sweep through pg-boss: an abandoned upload is gone", async () => {
    const { db } = gateway.database;
    const applicantId = await registerApplicant(gateway.client(), "jobs@rabota.test");
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, "jobs@rabota.test"));
    const now = gateway.clock.now().getTime();
    // An upload address that expired two hours ago and never received bytes: the sweep's to forget.
    const [file] = await db
      .insert(storedFiles)
      .values({
        ownerUserId: owner?.id as string,
        parentId: applicantId,
        fileType: "FILE_TYPE_AVATAR",
        fileName: "lost.png",
        createdAt: new Date(now - 3 * HOUR_MS),
        uploadExpiresAt: new Date(now - 2 * HOUR_MS),
      })
      .returning({ id: storedFiles.id });
    const fileId = file?.id as string;

    expect(await gateway.app.jobs.send(FILE_SWEEP_QUEUE)).toEqual(expect.any(String));

    await vi.waitFor(
      async () => {
        const left = await db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(eq(storedFiles.id, fileId));
        expect(left).toEqual([]);
      },
      { timeout: 60_000, interval: 100 },
    );
    // pg-boss records the job done once the worker's promise settled.
    await vi.waitFor(
      async () => {
        const jobs = await rowsOf<{ state: string }>(
          gateway,
          sql`select state from pgboss.job where name = ${FILE_SWEEP_QUEUE}`,
        );
        expect(jobs.map((job) => job.state)).toEqual(["completed"]);
      },
      { timeout: 60_000 },
    );
  });
});

describe.each(testDatabases())("jobs switched off on $name", (kind) => {
  let database: Database;
  let noJobs: TestGateway;
  const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

  beforeAll(async () => {
    database = await kind.open();
    noJobs = await createTestGateway(kind, { env: { JOBS: "false" } });
  });
  afterAll(async () => {
    await noJobs?.close();
    await database?.close();
  });

  it("a start without the sweep's schedule (FILE_SWEEP_CRON empty) removes the stored one", async () => {
    const scheduled = new Jobs({ driver: database.driver, log });
    scheduled.work(FILE_SWEEP_QUEUE, async () => null);
    scheduled.schedule(FILE_SWEEP_QUEUE, "*/15 * * * *");
    await scheduled.start();
    await scheduled.stop();
    const names = sql`select name from pgboss.schedule`;
    const rows = async () => ((await database.db.execute(names)) as unknown as { rows: unknown[] }).rows;
    expect(await rows()).toEqual([{ name: FILE_SWEEP_QUEUE }]);

    const unscheduled = new Jobs({ driver: database.driver, log });
    unscheduled.work(FILE_SWEEP_QUEUE, async () => null);
    await unscheduled.start();
    await unscheduled.stop();
    expect(await rows()).toEqual([]);
  });

  it("JOBS=false starts no pg-boss at all", async () => {
    const schemas = sql`select 1 from information_schema.schemata where schema_name = 'pgboss'`;
    expect(await rowsOf(noJobs, schemas)).toEqual([]);
    await expect(noJobs.app.jobs.send(FILE_SWEEP_QUEUE)).rejects.toThrow(/not running/);
  });
});
