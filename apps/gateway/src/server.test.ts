import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "./config";
import { DEMO_ACCOUNTS } from "./seed";

const TSX = join(PACKAGE_ROOT, "node_modules", ".bin", "tsx");

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Starts `src/server.ts` as `npm start` would, on an ephemeral port, and waits for its banner. */
function startServer(dataDir: string): Promise<Running> {
  const child = spawn(TSX, ["--conditions=source", "src/server.ts"], {
    cwd: PACKAGE_ROOT,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST: join(dataDir, "no-web"),
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

describe("the server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-server-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("starts on the embedded database, seeds and prints the demo accounts, and stops on SIGTERM", async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toContain(
      `${DEMO_ACCOUNTS.applicant.email} / ${DEMO_ACCOUNTS.applicant.password}`,
    );
    expect(first.output()).toContain(`${DEMO_ACCOUNTS.employer.email} / ${DEMO_ACCOUNTS.employer.password}`);
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

    // A restart keeps the data and the JWT secret: the session still opens the profile.
    const second = await startServer(dataDir);
    expect(second.output()).not.toContain("(just created)");
    const profile = await fetch(`${second.url}/v1/profile/${auth.id}`, { headers: { cookie: cookies } });
    expect(profile.status).toBe(200);
    expect(await stop(second, "SIGINT")).toBe(0);
  }, 180_000);
});
