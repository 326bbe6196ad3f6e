import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PACKAGE_ROOT } from "../../config";
import { type Schema, schema } from "../../db/schema";

/** The typed Drizzle client every module uses; the same API on PGlite and on `pg`. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle or the database itself: both run the same queries. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "delete">;

/** The driver under the Drizzle client, for platform parts that speak SQL themselves (jobs). */
export type DatabaseDriver = { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };

/** An open database with its lifecycle; `close()` releases the pool or the embedded engine. */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  driver: DatabaseDriver;
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /** Resolves once the database answers a query; used by `/healthz`. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: "pglite";
      dataDir?: string;
      /** Starts in memory from a copy of another database (`dumpDataDir()`), not an empty one. */
      loadDataDir?: Blob;
    }
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Told of every connection the server dropped, idle or in use (the process goes on). */
      onConnectionError?: (error: Error) => void;
    };

const MIGRATIONS_FOLDER = join(PACKAGE_ROOT, "drizzle");

/** How long a checkout waits for a new connection before the request fails with 503. */
const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * Opens the embedded PGlite database (in `dataDir`, or in memory when absent) or a
 * PostgreSQL server through a `pg` pool.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // A server that accepts no connection makes the request a 503 after this wait, rather
      // than leaving it hanging until the client gives up.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // A connection the server drops (restart, failover, a cut network) emits `error` on its
    // client. The pool listens only while the client is idle; a client checked out by a
    // transaction between two statements has no listener, and an unhandled `error` event
    // ends the process. So every client gets its own listener: the statement that used it
    // fails (a 503, see platform/http/error-handler.ts) and the pool discards the broken
    // client on release, connecting afresh once the server is back.
    pool.on("connect", (client) => {
      client.on("error", (error) => target.onConnectionError?.(error));
    });
    // The pool re-emits an idle client's error; the client's own listener above reported it.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      driver: { kind: "postgres", pool },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir
    ? new PGlite(target.dataDir)
    : new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
