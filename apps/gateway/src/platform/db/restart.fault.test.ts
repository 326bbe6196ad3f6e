import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../seed";
import { applicantPayload, PASSWORD } from "../../testing/flows";
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
} from "../../testing/server-process";

const run = promisify(execFile);

/**
 * Restarts a PostgreSQL server with `-m immediate` (a crash: no checkpoint, connections cut,
 * crash recovery at start) under a write load on a real gateway process. It restarts a
 * PostgreSQL cluster of its own, created beside the server of TEST_DATABASE_URL with Debian's
 * pg_createcluster (root), never that server itself: other suites use it at the same time.
 * Opt-in (FAULT_TESTS=1, `pnpm --filter @rabota/gateway test:faults`): it needs root and
 * postgresql-common, and takes ~1 min of both cores.
 */
const enabled = process.env.FAULT_TESTS === "1" && process.env.TEST_DATABASE_URL !== undefined;
const RESTARTS = 3;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The major version of the server TEST_DATABASE_URL names: the cluster is made with its binaries. */
async function majorVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return String(Math.floor(Number(rows[0]?.v) / 10_000));
  } finally {
    await client.end();
  }
}

/** Resolves once the server answers a query (polled: a refused connection fails at once). */
async function waitForDatabase(url: string): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query("select 1");
      return;
    } catch {
      await pause(10);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await pause(5);
}

/** A verified, signed-up applicant through the HTTP API (the outbox is readable: MAIL_TRANSPORT=outbox). */
async function signUpApplicant(url: string, email: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await post("/v1/auth/send-code", { email })).status).toBe(200);
  const outbox = (await (await fetch(`${url}/v1/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as {
    messages: { code: string }[];
  };
  expect((await post("/v1/auth/verify-code", { email, code: outbox.messages[0]?.code })).status).toBe(200);
  expect((await post("/v1/auth/applicant/signup", applicantPayload(email))).status).toBe(201);
  return signIn(url, email, PASSWORD);
}

describe.skipIf(!enabled)("PostgreSQL restarted with -m immediate under a write load", () => {
  const cluster = `rabota_fault_${randomBytes(4).toString("hex")}`;
  let version: string;
  let databaseUrl: string;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    version = await majorVersion(process.env.TEST_DATABASE_URL as string);
    const port = await freePort();
    await run("pg_createcluster", [version, cluster, "-p", String(port), "--start", "--", "--auth=trust"]);
    const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitForDatabase(admin);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("create database rabota");
    await client.end();
    databaseUrl = `postgres://postgres@127.0.0.1:${port}/rabota`;
    dataDir = mkdtempSync(join(tmpdir(), "rabota-fault-"));
    server = await startServer(dataDir, {
      DATABASE_URL: databaseUrl,
      MAIL_TRANSPORT: "outbox",
      PUBLIC_ORIGIN: "http://rabota.test",
      AUTH_RATE_LIMIT: "100000",
    });
  }, 2 * START_GUARD_MS);

  afterAll(async () => {
    if (server) await stopServer(server, "SIGTERM");
    await run("pg_dropcluster", ["--stop", version, cluster]).catch(() => {});
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the process up, loses no acknowledged write, and serves again within a second of the database", async () => {
    const applicants = [
      await signIn(server.url, DEMO_ACCOUNTS.applicant.email, DEMO_ACCOUNTS.applicant.password),
    ];
    for (const n of [1, 2, 3])
      applicants.push(await signUpApplicant(server.url, `fault-${n}-${cluster}@mail.ru`));
    const ids = await vacancyIds(server.url);
    // Every write is a distinct like (applicant, vacancy), so what is stored tells which were applied.
    type Write = { applicant: (typeof applicants)[number]; id: string };
    const writes: Write[] = applicants.flatMap((applicant) => ids.map((id) => ({ applicant, id })));
    const acknowledged: Write[] = [];
    const refused: Write[] = [];
    const cut: { write: Write; outcome: Outcome }[] = [];
    const statuses = new Map<number, number>();
    const okAt: number[] = [];
    let next = 0;
    let done = false;

    const attempt = async (write: Write): Promise<boolean> => {
      const outcome = await send(`${server.url}/v1/vacancy/${write.id}/like/${write.applicant.id}`, {
        method: "POST",
        cookie: write.applicant.cookie,
      });
      if (!("status" in outcome)) {
        cut.push({ write, outcome });
        return false;
      }
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status !== 200) return false;
      okAt.push(Date.now());
      return true;
    };
    const healthy = async () => {
      for (;;) {
        const outcome = await send(`${server.url}/healthz`);
        if ("status" in outcome && outcome.status === 200) return;
        await pause(20);
      }
    };
    // Six clients, each at most ~25 writes a second, so the writes last through every restart.
    const worker = async () => {
      while (!done && next < writes.length) {
        const write = writes[next++] as Write;
        if (await attempt(write)) acknowledged.push(write);
        else {
          refused.push(write);
          await healthy(); // as a client honouring Retry-After would
        }
        await pause(40);
      }
    };
    const workers = Array.from({ length: 6 }, worker);

    const recoveries: number[] = [];
    for (let restart = 0; restart < RESTARTS; restart += 1) {
      const mark = acknowledged.length;
      await waitFor(() => acknowledged.length >= mark + 40);
      await run("pg_ctlcluster", [
        "--skip-systemctl-redirect",
        version,
        cluster,
        "restart",
        "-m",
        "immediate",
      ]);
      await waitForDatabase(databaseUrl);
      const back = Date.now();
      await waitFor(() => okAt.some((at) => at >= back));
      recoveries.push((okAt.find((at) => at >= back) as number) - back);
    }
    const mark = acknowledged.length;
    await waitFor(() => acknowledged.length >= mark + 20);
    done = true;
    await Promise.all(workers);
    expect(next).toBeLessThan(writes.length);

    const stored = async () => {
      const byApplicant = new Map<string, Set<string>>();
      for (const applicant of applicants)
        byApplicant.set(applicant.id, await likedIds(server.url, applicant));
      return (write: Write) => byApplicant.get(write.applicant.id)?.has(write.id) ?? false;
    };
    const isStored = await stored();
    const lost = acknowledged.filter((write) => !isStored(write));
    // A refused write that is stored: its statement was running when the server crashed, the
    // commit reached the disk and its answer did not reach the gateway. No client of any
    // database can tell such a commit from a failed one; the 503 tells the client to try again,
    // and the like is idempotent, so the retry below settles it.
    const inDoubt = refused.filter((write) => isStored(write));
    const retried = [];
    for (const write of refused) if (await attempt(write)) retried.push(write);
    const isStoredAfter = await stored();
    process.stdout.write(
      `fault figures: ${RESTARTS} restarts of PostgreSQL (-m immediate); ${acknowledged.length + refused.length + cut.length} writes sent: ` +
        `${acknowledged.length} 2xx, ${statuses.get(503) ?? 0} 503, ` +
        `other ${JSON.stringify(Object.fromEntries([...statuses].filter(([status]) => status !== 200 && status !== 503)))}, ` +
        `${cut.length} cut; ${lost.length} acknowledged writes lost; ${refused.length - inDoubt.length} refused and not applied, ` +
        `${inDoubt.length} refused while their commit was in flight and applied; ` +
        `first 2xx after the database was back: ${recoveries.map((ms) => `${ms} ms`).join(", ")}\n`,
    );
    expect(server.child.exitCode).toBe(null);
    expect(cut).toEqual([]);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    // At most the statements running at the instant of a crash: one per client and restart.
    expect(inDoubt.length).toBeLessThanOrEqual(RESTARTS * 6);
    expect(retried).toHaveLength(refused.length);
    expect([...acknowledged, ...refused].filter((write) => !isStoredAfter(write))).toEqual([]);
    for (const ms of recoveries) expect(ms).toBeLessThan(1_000);
  }, 240_000);
});
