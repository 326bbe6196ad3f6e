import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./seed";
import { createThrowawayPostgres } from "./testing/databases";
import { START_GUARD_MS, startServer, stopServer as stop } from "./testing/server-process";

interface ServerTarget {
  name: string;
  banner: string;
  /** Environment for the server, and what removes the database afterwards. */
  prepare(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>;
}

const TARGETS: ServerTarget[] = [
  {
    name: "embedded PGlite",
    banner: "embedded PGlite in",
    prepare: async () => ({ env: {}, cleanup: async () => {} }),
  },
];
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  TARGETS.push({
    name: "PostgreSQL (DATABASE_URL)",
    banner: "PostgreSQL (DATABASE_URL)",
    prepare: async () => {
      // An empty database: the server itself must apply the migrations.
      const database = await createThrowawayPostgres(testDatabaseUrl);
      // DATABASE_URL means production: the mail transport and the public address must be named.
      return {
        env: { DATABASE_URL: database.url, MAIL_TRANSPORT: "outbox", PUBLIC_ORIGIN: "http://rabota.test" },
        cleanup: database.drop,
      };
    },
  });
}

describe.each(TARGETS)("the server process on $name", (target) => {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-server-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("migrates and seeds at start, prints the demo accounts, stops on a signal and keeps sessions across restarts", {
    timeout: 3 * START_GUARD_MS,
  }, async () => {
    const { env, cleanup } = await target.prepare();
    try {
      const first = await startServer(dataDir, env);
      expect(first.output()).toContain(target.banner);
      expect(first.output()).toContain(
        `${DEMO_ACCOUNTS.applicant.email} / ${DEMO_ACCOUNTS.applicant.password}`,
      );
      expect(first.output()).toContain(
        `${DEMO_ACCOUNTS.employer.email} / ${DEMO_ACCOUNTS.employer.password}`,
      );
      expect(first.output()).toContain("(just created)");

      const health = await fetch(`${first.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok" });

      const login = await fetch(`${first.url}/v1/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(DEMO_ACCOUNTS.applicant),
      });
      expect(login.status).toBe(200);
      const { auth } = (await login.json()) as { auth: { id: string } };
      const cookies = login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
      expect(await stop(first, "SIGTERM")).toBe(0);

      // A restart keeps the data and the JWT secret (DATA_DIR): the session still opens the profile.
      const second = await startServer(dataDir, env);
      expect(second.output()).not.toContain("(just created)");
      const profile = await fetch(`${second.url}/v1/profile/${auth.id}`, { headers: { cookie: cookies } });
      expect(profile.status).toBe(200);
      expect(await stop(second, "SIGINT")).toBe(0);
    } finally {
      await cleanup();
    }
  });
});
