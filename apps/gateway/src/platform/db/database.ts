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
import { type Schema, schema } from "./schema";

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
  | { kind: "pglite"; dataDir?: string }
  | { kind: "postgres"; url: string; poolSize?: number; onIdleError?: (error: Error) => void };

const MIGRATIONS_FOLDER = join(PACKAGE_ROOT, "drizzle");

/**
 * Opens the embedded PGlite database (in `dataDir`, or in memory when absent) or a
 * PostgreSQL server through a `pg` pool.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on("error", (error) => {
      target.onIdleError?.(error);
    });
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
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
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
