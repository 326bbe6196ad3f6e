import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { restorePgliteBackup } from "../platform/db/backup";
import { type Database, openDatabase } from "../platform/db/database";

/** A database the suite runs against: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  /** Opens a fresh, migrated, empty database; closing it removes it. */
  open(): Promise<Database>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (the URL's database, else `postgres`). */
async function admin(url: string, statement: string): Promise<void> {
  for (const candidate of [url, withDatabase(url, "postgres")]) {
    const client = new pg.Client({ connectionString: candidate });
    try {
      await client.connect();
    } catch (error) {
      // 3D000: the URL's database does not exist; try the maintenance database instead.
      if ((error as { code?: string }).code === "3D000") continue;
      throw error;
    }
    try {
      await client.query(statement);
      return;
    } finally {
      await client.end();
    }
  }
  throw new Error(`cannot reach a maintenance database through ${url}`);
}

/**
 * Creates a database `rabota_test_<random>` on the server of `url`, empty or a copy of the
 * database `template`; `drop()` removes it.
 */
export async function createThrowawayPostgres(
  url: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rabota_test_${randomBytes(6).toString("hex")}`;
  await admin(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  // WITH (FORCE): a leaked connection cannot keep the database alive.
  return {
    url: withDatabase(url, name),
    drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A throwaway copy of the migrated template on the server of `url`; closing it drops it. */
async function openThrowawayPostgres(url: string): Promise<Database> {
  const throwaway = await createThrowawayPostgres(url, inject("postgresTemplate"));
  const database = await openDatabase({ kind: "postgres", url: throwaway.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data directory the global setup dumped, read once per test file. */
function readPgliteTemplate(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject("pgliteTemplate"))]);
  return pgliteTemplate;
}

/**
 * The databases of this run, for `describe.each`; each opens a fresh copy of the migrated
 * template the global setup made (src/testing/global-setup.ts).
 */
export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    { name: "pglite", open: () => openDatabase({ kind: "pglite", loadDataDir: readPgliteTemplate() }) },
  ];
  const url = env.TEST_DATABASE_URL;
  if (url) kinds.push({ name: "postgres", open: () => openThrowawayPostgres(url) });
  return kinds;
}

/**
 * Puts a copy of the migrated, empty PGlite template into `dataDir`/pglite, where a gateway
 * process started with DATA_DIR=`dataDir` opens its embedded database: it then starts without
 * initdb and the migrations (about 5 s of CPU on a loaded machine; a restore costs 1 s) and only
 * seeds. For the process tests about something else than a first start (server.test.ts starts
 * on an empty directory).
 */
export async function fillPgliteDataDir(dataDir: string): Promise<void> {
  await restorePgliteBackup(inject("pgliteTemplate"), join(dataDir, "pglite"));
}
