import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./seed";
import { fillPgliteDataDir } from "./testing/databases";
import {
  likedIds,
  type Outcome,
  type ServerProcess,
  START_GUARD_MS,
  send,
  signIn,
  startServer,
  stopServer,
  vacancyIds,
} from "./testing/server-process";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rabota-lifecycle-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A data directory whose embedded database is already migrated: these tests are about a server
 * that runs, so it skips a first start's initdb and migrations (server.test.ts covers those).
 */
async function migratedDataDir(): Promise<string> {
  const dir = dataDir();
  await fillPgliteDataDir(dir);
  return dir;
}

/** Whether the server's log has a line with this message, for this request when one is named. */
function logged(output: string, msg: string, reqId?: string): boolean {
  return output
    .split("\n")
    .some((line) => line.includes(`"msg":"${msg}"`) && (!reqId || line.includes(`"reqId":"${reqId}"`)));
}

/** An answer arrived, whatever its status. */
const answered = (outcome: Outcome): outcome is { status: number; body: string } => "status" in outcome;

describe("the server process", () => {
  it("SIGTERM under load: stops accepting, answers every request it read, exits 0 within 10 s", {
    timeout: 3 * START_GUARD_MS,
  }, async () => {
    // Explicit MAIL_TRANSPORT=outbox, not demo mode: the outbox is kept, not served. LOG_LEVEL=debug:
    // the server logs every request it reads ("incoming request") and answers ("request
    // completed"), the hot routes' too (at info they are quiet, platform/http/quiet-hot-routes.ts).
    const server = await startServer(await migratedDataDir(), {
      DEMO_MODE: "false",
      MAIL_TRANSPORT: "outbox",
      LOG_LEVEL: "debug",
      AUTH_RATE_LIMIT: "100000",
    });
    expect(server.output()).toContain("DEMO_MODE=true to read it over HTTP");
    const applicant = await signIn(
      server.url,
      DEMO_ACCOUNTS.applicant.email,
      DEMO_ACCOUNTS.applicant.password,
    );
    const ids = await vacancyIds(server.url);

    // Sign-ins, reads with a full-text search and writes (likes), twenty at a time, each on its own
    // connection and with its own x-request-id, so the client's and the server's records join.
    let signalled = false;
    const outcomes = new Map<string, Outcome>();
    let next = 0;
    const worker = async (index: number) => {
      for (;;) {
        const requestId = `load-${next++}`;
        const id = ids[next % ids.length];
        const outcome = await [
          // A sign-in spends ~0.1 s in scrypt on the thread pool: many are in flight at once.
          () =>
            send(`${server.url}/v1/auth/login`, { method: "POST", body: DEMO_ACCOUNTS.employer, requestId }),
          () =>
            send(`${server.url}/v1/vacancy?pageSize=20&filter.search=${encodeURIComponent("разработчик")}`, {
              requestId,
            }),
          () =>
            send(`${server.url}/v1/vacancy/${id}/like/${applicant.id}`, {
              method: "POST",
              cookie: applicant.cookie,
              requestId,
            }),
        ][index % 5 === 0 ? 0 : 1 + (index % 2)]?.();
        if (!outcome) throw new Error("no call");
        outcomes.set(requestId, outcome);
        // After the signal, the first refused connection shows the server stopped accepting.
        if (signalled && !answered(outcome) && outcome.error === "ECONNREFUSED") return;
      }
    };
    const workers = Array.from({ length: 20 }, (_, index) => worker(index));
    // One sign-in is held open by its client: the server has read its headers, and its body's
    // last bytes go only after the server logs the signal. So a request is surely in flight at
    // the signal, whatever the machine's load: waiting for one of the load's own in the log
    // raced the log's delay (CI found the one it saw already answered).
    let releaseHeld = () => {};
    const held = send(`${server.url}/v1/auth/login`, {
      method: "POST",
      body: DEMO_ACCOUNTS.employer,
      requestId: "load-held",
      holdBodyUntil: new Promise<void>((resolve) => {
        releaseHeld = resolve;
      }),
    });
    while (outcomes.size < 80 || !logged(server.output(), "incoming request", "load-held"))
      await new Promise((resolve) => setTimeout(resolve, 5));
    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const started = Date.now();
      server.child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
    });
    server.child.kill("SIGTERM");
    signalled = true;
    while (!logged(server.output(), "shutting down")) await new Promise((resolve) => setTimeout(resolve, 5));
    releaseHeld();
    outcomes.set("load-held", await held);
    const { code, ms } = await exited;
    await Promise.all(workers);

    // The server's own record: what it read, what it answered, and what was open at the signal.
    const read = new Set<string>();
    const completed = new Set<string>();
    const openAtSignal = new Set<string>();
    for (const line of server.output().split("\n")) {
      if (!line.startsWith("{")) continue;
      const entry = JSON.parse(line) as { msg?: string; reqId?: string; signal?: string };
      if (entry.msg === "shutting down") for (const id of read) if (!completed.has(id)) openAtSignal.add(id);
      if (!entry.reqId?.startsWith("load-")) continue;
      if (entry.msg === "incoming request") read.add(entry.reqId);
      if (entry.msg === "request completed") completed.add(entry.reqId);
    }
    const cut = [...read].filter((id) => {
      const outcome = outcomes.get(id);
      return !completed.has(id) || !outcome || !answered(outcome);
    });
    const failed = [...outcomes].filter(([, outcome]) => answered(outcome) && outcome.status >= 500);
    const unread = [...outcomes].filter(([id, outcome]) => !answered(outcome) && !read.has(id));
    const refused = unread.filter(([, outcome]) => !answered(outcome) && outcome.error === "ECONNREFUSED");
    process.stdout.write(
      `SIGTERM figures: ${outcomes.size} requests sent, ${read.size} read by the server, ` +
        `${openAtSignal.size} in flight at SIGTERM, ${cut.length} cut, ${failed.length} answered 5xx; ` +
        `${unread.length} never read (${refused.length} refused, ${unread.length - refused.length} reset while queued for accept); ` +
        `exit ${code} after ${ms} ms\n`,
    );
    expect(openAtSignal).toContain("load-held");
    expect(outcomes.get("load-held")).toMatchObject({ status: 200 });
    expect(cut).toEqual([]);
    expect(failed).toEqual([]);
    // Every request without an answer is one the server never read: safe for any client to send again.
    expect([...outcomes].filter(([id, outcome]) => !answered(outcome) && read.has(id))).toEqual([]);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  });

  it("kill -9 during writes: restarted on the same DATA_DIR it has every acknowledged write", {
    timeout: 3 * START_GUARD_MS,
  }, async () => {
    const dir = await migratedDataDir();
    const first = await startServer(dir);
    const applicant = await signIn(
      first.url,
      DEMO_ACCOUNTS.applicant.email,
      DEMO_ACCOUNTS.applicant.password,
    );
    const ids = await vacancyIds(first.url);
    const acknowledged = new Set<string>();
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed && next < ids.length) {
        const id = ids[next++] as string;
        const outcome = await send(`${first.url}/v1/vacancy/${id}/like/${applicant.id}`, {
          method: "POST",
          cookie: applicant.cookie,
        });
        if (answered(outcome) && outcome.status === 200) acknowledged.add(id);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.size < 120) await new Promise((resolve) => setImmediate(resolve));
    // The embedded database lives in the gateway's process: SIGKILL gives neither a chance to flush.
    killed = true;
    expect(await stopServer(first, "SIGKILL")).toBe(null);
    await Promise.all(workers);

    const second: ServerProcess = await startServer(dir);
    try {
      const liked = await likedIds(second.url, applicant);
      const lost = [...acknowledged].filter((id) => !liked.has(id));
      process.stdout.write(
        `kill -9 figures: ${acknowledged.size} likes acknowledged before SIGKILL, ${liked.size} stored after restart, ${lost.length} lost\n`,
      );
      expect(lost).toEqual([]);
    } finally {
      expect(await stopServer(second, "SIGTERM")).toBe(0);
    }
  });

  it("refuses to start for production without a mail transport, naming the setting", {
    timeout: START_GUARD_MS,
  }, async () => {
    const start = startServer(dataDir(), { NODE_ENV: "production", DEMO_MODE: "false" });
    await expect(start).rejects.toThrow(/server exited with 2:[\s\S]*MAIL_TRANSPORT: missing/);
  });
});
