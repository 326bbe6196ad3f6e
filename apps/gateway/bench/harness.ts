/**
 * What the gateway benchmarks share: a gateway process of their own, one autocannon run per
 * call, and the table of figures next to the `/healthz` ceiling.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
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
 * Starts `src/server.ts` on a free port (PGlite in `dataDir`, or BENCH_DATABASE_URL) with
 * `extraEnv`, and resolves with its URL once the start-up banner is complete.
 */
export async function startGateway(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    WEB_DIST: join(dataDir, "no-web"),
    // A bench rig: with BENCH_DATABASE_URL the gateway counts as production and must be told.
    MAIL_TRANSPORT: "outbox",
    ...extraEnv,
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", "src/server.ts"], {
    cwd: PACKAGE_ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // The banner may arrive in pieces: wait for its last line before reading the URL.
      const match = /running at (http:\/\/\S+)\n[\s\S]*employer\s+\S+ \/ \S+\n/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`gateway exited with ${code}\n${output}`)));
  });
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
  process.stdout.write(`running ${name} for ${SECONDS} s with ${CONNECTIONS} connections…\n`);
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
