import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createThrowawayPostgres, type TestDatabaseKind, testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { fillPath, type RouteRef, routeCollector, takesBody } from "../../testing/routes";
import { registerErrorHandling } from "../http/error-handler";
import { openDatabase } from "./database";

const UNAVAILABLE = {
  message: "Сервис временно недоступен, попробуйте ещё раз через несколько секунд",
  code: "UNKNOWN",
};

/** Calls that reach the database with valid input. */
const DATABASE_CALLS = [
  { method: "GET", url: "/v1/vacancy?pageSize=5" },
  { method: "GET", url: "/v1/vacancy/total" },
  { method: "POST", url: "/v1/auth/login", payload: { email: "down@mail.ru", password: "Secret123" } },
] as const;

/** A copy of the suite's migrated embedded database (no initdb or migrations of its own). */
const pglite = testDatabases()[0] as TestDatabaseKind;

async function expectUnavailable(gateway: TestGateway) {
  for (const call of DATABASE_CALLS) {
    const response = await gateway.client().request({ ...call, method: call.method });
    expect(response.statusCode, `${call.method} ${call.url}`).toBe(503);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.json()).toEqual(UNAVAILABLE);
  }
  expect((await gateway.client().get("/healthz")).statusCode).toBe(503);
}

describe("with the database down", () => {
  it("a PostgreSQL server that refuses connections: every route answers, none with a 500, database calls with 503 + Retry-After", async () => {
    const collector = routeCollector();
    const gateway = await createTestGateway(
      // Nothing listens on port 1: every checkout fails with ECONNREFUSED.
      {
        name: "postgres",
        open: () => openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/none" }),
      },
      { onRoute: collector.collect },
    );
    try {
      await expectUnavailable(gateway);
      const failures: string[] = [];
      for (const route of collector.routes as RouteRef[]) {
        const response = await gateway.client().request({
          method: route.method as "GET",
          url: fillPath(route.url, "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b"),
          ...(takesBody(route.method) ? { payload: {} } : {}),
        });
        if (response.statusCode >= 500 && response.statusCode !== 503)
          failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it("the embedded database closed under the app (as at shutdown): 503, not 500", async () => {
    const gateway = await createTestGateway(pglite);
    try {
      await gateway.database.close();
      await expectUnavailable(gateway);
    } finally {
      await gateway.app.close().catch(() => {});
    }
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * A list read from the database on every request: a search never asked before (a guest's first
 * page, searched or not, is a copy shared for seconds, which never touches the database and,
 * answered in process, would starve the timers the test waits with and fill the heap).
 */
let searches = 0;
function searchedList(): string {
  searches += 1;
  return `/v1/vacancy?pageSize=5&filter.search=${encodeURIComponent(`бухгалтер${searches}`)}`;
}

describe.skipIf(!testDatabaseUrl)("PostgreSQL connections cut by the server", () => {
  let throwaway: { url: string; drop: () => Promise<void> };
  let gateway: TestGateway;
  const lost: Error[] = [];
  let onLost: (() => void) | null = null;

  /** Ends every server process of the test database, as a restart or a failover does. */
  async function terminateConnections(pid?: number) {
    const admin = new pg.Client({ connectionString: throwaway.url });
    await admin.connect();
    try {
      const name = new URL(throwaway.url).pathname.slice(1);
      await admin.query(
        pid === undefined
          ? "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()"
          : "select pg_terminate_backend($2) from pg_stat_activity where datname = $1 limit 1",
        pid === undefined ? [name] : [name, pid],
      );
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    throwaway = await createThrowawayPostgres(testDatabaseUrl as string);
    gateway = await createTestGateway(
      {
        name: "postgres",
        open: async () => {
          const database = await openDatabase({
            kind: "postgres",
            url: throwaway.url,
            poolSize: 4,
            onConnectionError: (error) => {
              lost.push(error);
              onLost?.();
            },
          });
          await database.migrate();
          return database;
        },
      },
      {
        extend: (app) => {
          // A request holding a pooled client inside a transaction when the server ends its connection.
          app.post("/test/cut-in-transaction", async () => {
            await gateway.database.db.transaction(async (tx) => {
              const result = await tx.execute(sql`select pg_backend_pid() as pid`);
              const pid = Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
              const broken = new Promise<void>((resolve) => {
                onLost = resolve;
              });
              await terminateConnections(pid);
              // The checked-out client's `error` event: unhandled, it used to end the process.
              await broken;
              await tx.execute(sql`select 1`);
            });
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(async () => {
    await gateway.close();
    await throwaway.drop();
  });

  it("a connection cut while a transaction holds it: that request is a 503, the process goes on, the next request is served", async () => {
    const before = lost.length;
    const cut = await gateway.client().post("/test/cut-in-transaction", {});
    expect(cut.statusCode).toBe(503);
    expect(cut.headers["retry-after"]).toBe("2");
    expect(cut.json()).toEqual(UNAVAILABLE);
    expect(lost.length).toBeGreaterThan(before);
    expect((await gateway.client().get("/v1/vacancy?pageSize=5")).statusCode).toBe(200);
  });

  it("every connection cut under a read load: only 200s and 503s, and service resumes by itself", async () => {
    const statuses: number[] = [];
    let running = true;
    const load = Array.from({ length: 6 }, async () => {
      while (running) statuses.push((await gateway.client().get(searchedList())).statusCode);
    });
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(20), { timeout: 60_000 });
    await terminateConnections();
    await terminateConnections();
    const mark = statuses.length;
    await vi.waitFor(
      () => expect(statuses.slice(mark).filter((status) => status === 200).length).toBeGreaterThan(20),
      { timeout: 60_000 },
    );
    running = false;
    await Promise.all(load);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
    expect((await gateway.client().get("/healthz")).statusCode).toBe(200);
  });
});

describe("the log of a failed query", () => {
  it("carries the statement and the database's error, never the parameters (personal data)", async () => {
    const database = await pglite.open();
    let log = "";
    const app = Fastify({
      logger: {
        level: "info",
        stream: {
          write: (line: string) => {
            log += line;
          },
        },
      },
    });
    registerErrorHandling(app);
    const secret = { email: "ivan.petrov@mail.ru", phone: "+7 (912) 345-67-89" };
    app.post("/divide", async () =>
      database.db.execute(sql`select ${secret.email}::text as email, 1 / 0 as x`),
    );
    app.post("/null-text", async () =>
      // A NOT NULL violation: PostgreSQL's `detail` quotes the whole row ("Failing row contains (…)").
      database.db.execute(
        sql`insert into outbox_messages ("to", subject, text) values (${secret.email}, ${secret.phone}, null)`,
      ),
    );
    try {
      for (const url of ["/divide", "/null-text"]) {
        const response = await app.inject({ method: "POST", url });
        expect(response.statusCode).toBe(500);
      }
      expect(log).toContain("select $1::text as email, 1 / 0 as x");
      expect(log).toContain("division by zero");
      expect(log).toContain('insert into outbox_messages (\\"to\\", subject, text) values ($1, $2, null)');
      expect(log).toContain("23502");
      expect(log).not.toContain(secret.email);
      expect(log).not.toContain(secret.phone);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
