/**
 * Auth throughput on loopback: login and refresh requests per second and latency
 * percentiles, next to `/healthz` as the ceiling of the same server. It starts a gateway
 * process of its own (embedded PGlite in a temp dir, demo accounts seeded, the auth rate
 * limit lifted), drives it with autocannon from this process, prints the figures and stops.
 *
 *   pnpm --filter @rabota/gateway bench
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 pnpm --filter @rabota/gateway bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench …   (an empty database)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const PACKAGE_ROOT = fileURLToPath(new URL("..", import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { email: "applicant@rabota.demo", password: "Rabota2025!" };
const REFRESH_COOKIE = "rabota_refresh";

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

async function startGateway(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "100000000",
    WEB_DIST: join(dataDir, "no-web"),
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const child = spawn(
    join(PACKAGE_ROOT, "node_modules", ".bin", "tsx"),
    ["--conditions=source", "src/server.ts"],
    {
      cwd: PACKAGE_ROOT,
      env,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
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

function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(";")[0];
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  const cookie = cookieFrom(response.headers.getSetCookie(), REFRESH_COOKIE);
  if (!cookie) throw new Error("login set no refresh cookie");
  return cookie;
}

function toRow(name: string, result: autocannon.Result): Row {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  process.stdout.write(`running ${name} for ${SECONDS} s with ${CONNECTIONS} connections…\n`);
  const result = await autocannon({ connections: CONNECTIONS, pipelining: 1, duration: SECONDS, ...options });
  return toRow(name, result);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-"));
  const { child, url } = await startGateway(dataDir);
  try {
    const rows: Row[] = [];
    rows.push(await run("GET /healthz (ceiling)", { url: `${url}/healthz` }));
    rows.push(
      await run("POST /v1/auth/login", {
        url: `${url}/v1/auth/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(DEMO),
      }),
    );

    // Every refresh rotates the token, and a spent token revokes its family, so tokens are
    // never reused: a request takes a token from the pool, and its answer puts the rotated
    // one back. (autocannon resets its per-connection context after every request, so the
    // pool lives here.) Each connection starts from a session of its own.
    const pool: string[] = [];
    for (let index = 0; index < CONNECTIONS; index += 1) pool.push(await login(url));
    rows.push(
      await run("POST /v1/auth/refresh", {
        url,
        requests: [
          {
            method: "POST",
            path: "/v1/auth/refresh",
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, cookie: pool.shift() ?? "" },
            }),
            onResponse: (_status, _body, _context, headers) => {
              const next = cookieFrom(
                (headers as Record<string, string | string[]>)["set-cookie"],
                REFRESH_COOKIE,
              );
              if (next && next !== `${REFRESH_COOKIE}=`) pool.push(next);
            },
          },
        ],
      }),
    );

    const ceiling = rows[0]?.requestsPerSecond ?? 1;
    process.stdout.write(
      "\nAuth benchmark (loopback, one gateway process, embedded PGlite unless BENCH_DATABASE_URL)\n",
    );
    console.table(
      rows.map((row) => ({
        call: row.name,
        "req/s": row.requestsPerSecond,
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        "% of ceiling": `${((row.requestsPerSecond / ceiling) * 100).toFixed(1)}%`,
        "2xx": row.ok,
        failed: row.failed,
      })),
    );
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
