import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "./config";
import { DEMO_ACCOUNTS } from "./seed";
import { createThrowawayPostgres } from "./testing/databases";

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts `src/server.ts` as `npm start` would, on an ephemeral port, and waits for its banner. */
function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  // Node itself runs the server (tsx as a loader, not as a wrapper process), so the signals the
  // tests send reach the server's own handlers with nothing in between.
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", "src/server.ts"], {
    cwd: PACKAGE_ROOT,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: join(dataDir, "no-web"),
      // As `npm start` runs it.
      DEMO_MODE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner may arrive in pieces: wait for its last line before reading the URL.
      const match = /running at (http:\/\/\S+)\n[\s\S]*employer\s+\S+ \/ \S+\n/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once("exit", (code) => resolve(code));
    running.child.kill(signal);
  });
}

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
      // DATABASE_URL means production: the mail transport must be named.
      return { env: { DATABASE_URL: database.url, MAIL_TRANSPORT: "outbox" }, cleanup: database.drop };
    },
  });
}

describe.each(TARGETS)("the server process on $name", (target) => {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-server-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("migrates and seeds at start, prints the demo accounts, stops on a signal and keeps sessions across restarts", async () => {
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
  }, 180_000);
});
