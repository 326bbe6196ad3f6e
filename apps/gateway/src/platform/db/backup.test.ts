import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, seedDemoData } from "../../seed";
import { createThrowawayPostgres, testDatabases } from "../../testing/databases";
import { applicantPayload, login, verifyEmail } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { restorePgliteBackup, restorePostgresBackup, takePgliteBackup, takePostgresBackup } from "./backup";
import { type Database, openDatabase } from "./database";

/** Each table of the public schema → its row count and the md5 of all its rows, in a stable order. */
async function tableHashes(database: Database): Promise<Record<string, string>> {
  const listed = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const hashes: Record<string, string> = {};
  for (const { table_name: table } of (listed as unknown as { rows: { table_name: string }[] }).rows) {
    const result = await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    );
    const [row] = (result as unknown as { rows: { n: number; h: string }[] }).rows;
    hashes[table] = `${row?.n}:${row?.h}`;
  }
  return hashes;
}

/** A gateway on a database opened elsewhere (a restored one), which it leaves open. */
function gatewayOn(database: Database) {
  return createTestGateway({
    name: database.kind,
    open: async () => ({ ...database, close: async () => {} }),
  });
}

/** Rows in many tables: the demo data set (vacancies, responses, chats, tests, memberships…). */
async function seeded(gateway: TestGateway): Promise<void> {
  expect(await seedDemoData(gateway.database.db, gateway.clock.now)).toBe(true);
}

const [pglite] = testDatabases();

describe("PGlite backup and restore", () => {
  let gateway: TestGateway;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "rabota-backup-"));
    gateway = await createTestGateway(pglite as NonNullable<typeof pglite>);
    await seeded(gateway);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const clientOf = (database: Database) => {
    if (database.driver.kind !== "pglite") throw new Error("not PGlite");
    return database.driver.client;
  };

  it("restores a copy taken while serving into a fresh instance that holds every row", async () => {
    const file = join(dir, "quiet.tar.gz");
    await takePgliteBackup(clientOf(gateway.database), file);
    const before = await tableHashes(gateway.database);
    expect(Number(before.users?.split(":")[0])).toBeGreaterThan(0);

    await restorePgliteBackup(file, join(dir, "restored"));
    const restored = await openDatabase({ kind: "pglite", dataDir: join(dir, "restored") });
    try {
      expect(await tableHashes(restored)).toEqual(before);
      // The restored instance serves: migrations are already applied, the demo applicant signs in.
      const fresh = await gatewayOn(restored);
      try {
        await restored.migrate();
        const { email, password } = DEMO_ACCOUNTS.applicant;
        expect((await login(fresh.client(), email, password)).statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    } finally {
      await restored.close();
    }
  });

  it("takes a copy amid sign-ups that holds every account committed before it, each whole", async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `amid-${index}@backup.ru`);
    const client = gateway.client();
    for (const email of emails) await verifyEmail(client, email);
    const committed: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (const email of emails) {
        if (stop) return;
        const answer = await gateway.client().post("/v1/auth/applicant/signup", applicantPayload(email));
        expect(answer.statusCode).toBe(201);
        committed.push(email);
      }
    })();
    await expect.poll(() => committed.length).toBeGreaterThanOrEqual(2);
    const before = [...committed];
    const file = join(dir, "busy.tar.gz");
    await takePgliteBackup(clientOf(gateway.database), file);
    stop = true;
    await writer;

    // Read in memory: restoring into a directory is the first test's part (and takes seconds).
    const restored = await openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(file)]) });
    try {
      const result = await restored.db.execute(sql`
        select u.email, a.id is not null as whole
        from users u left join applicants a on a.user_id = u.id
        where u.email like 'amid-%@backup.ru'`);
      const rows = (result as unknown as { rows: { email: string; whole: boolean }[] }).rows;
      expect(rows.map((row) => row.email)).toEqual(expect.arrayContaining(before));
      expect(rows.every((row) => row.whole)).toBe(true);
    } finally {
      await restored.close();
    }
  });

  it("never restores over an existing database", async () => {
    await expect(restorePgliteBackup(join(dir, "quiet.tar.gz"), join(dir, "restored"))).rejects.toThrow(
      "is not empty",
    );
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)("PostgreSQL backup (pg_dump) and restore (pg_restore)", () => {
  const throwaways: { url: string; drop: () => Promise<void> }[] = [];
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "rabota-pg-backup-"));
  });
  afterAll(async () => {
    for (const throwaway of throwaways) await throwaway.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("restores a dump into a fresh database that holds every row and serves", async () => {
    const [source, target] = [
      await createThrowawayPostgres(postgresUrl ?? ""),
      await createThrowawayPostgres(postgresUrl ?? ""),
    ] as const;
    throwaways.push(source, target);
    const database = await openDatabase({ kind: "postgres", url: source.url });
    await database.migrate();
    const gateway = await gatewayOn(database);
    let before: Record<string, string>;
    try {
      await seeded(gateway);
      const file = join(dir, "rabota.dump");
      await takePostgresBackup(source.url, file);
      before = await tableHashes(database);
      await restorePostgresBackup(file, target.url);
    } finally {
      await gateway.close();
      await database.close();
    }

    const restored = await openDatabase({ kind: "postgres", url: target.url });
    const fresh = await gatewayOn(restored);
    try {
      expect(await tableHashes(restored)).toEqual(before);
      await restored.migrate();
      const { email, password } = DEMO_ACCOUNTS.applicant;
      expect((await login(fresh.client(), email, password)).statusCode).toBe(200);
    } finally {
      await fresh.close();
      await restored.close();
    }
  });
});
