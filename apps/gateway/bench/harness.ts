/**
 * What the gateway benchmarks share: a gateway process of their own, one autocannon run per
 * call, and the table of figures next to the `/healthz` ceiling.
 */
import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { type StartOptions, startServer } from "../src/testing/server-process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

/**
 * Starts the gateway of `root` (this package unless told) on a free port (PGlite in `dataDir`,
 * or `DATABASE_URL` in `extraEnv`, or BENCH_DATABASE_URL) with `extraEnv`, and resolves with its
 * URL once the start-up banner is complete. Its output after the banner is drained unread, so
 * request logs cost the gateway what they cost in production and nothing here.
 */
export async function startGateway(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  options: StartOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const env: Record<string, string> = {
    HOST: "127.0.0.1",
    // A bench rig: with a DATABASE_URL the gateway counts as production and must be told.
    MAIL_TRANSPORT: "outbox",
    PUBLIC_ORIGIN: "http://rabota.bench",
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    ...extraEnv,
  };
  const { child, url } = await startServer(dataDir, env, options);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.removeAllListeners("data");
    stream?.resume();
  }
  return { child, url };
}

/** Stops a gateway of {@link startGateway} and removes its data directory. */
export async function stopGateway(child: ChildProcess, dataDir: string): Promise<void> {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Runs a benchmark's `main`, printing a failure and setting a failing exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** One autocannon run of `options` for SECONDS with CONNECTIONS connections. */
export async function measure(name: string, options: autocannon.Options): Promise<Row> {
  process.stdout.write(
    `running ${name} for ${SECONDS} s with ${options.connections ?? CONNECTIONS} connections…\n`,
  );
  const result = await autocannon({ connections: CONNECTIONS, pipelining: 1, duration: SECONDS, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A redirect is an answer too (image reads from an object store are 302s).
    ok: result["2xx"] + result["3xx"],
    failed: result["4xx"] + result["5xx"] + result.errors + result.timeouts,
  };
}

/** Prints the rows as a table; the first row is the ceiling the others are compared with. */
export function printRows(title: string, rows: Row[]): void {
  const ceiling = rows[0]?.requestsPerSecond ?? 1;
  process.stdout.write(`\n${title}\n`);
  console.table(
    rows.map((row) => ({
      call: row.name,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "% of ceiling": `${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}%`,
      "2xx/3xx": row.ok,
      failed: row.failed,
    })),
  );
}
