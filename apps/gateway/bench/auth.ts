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
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONNECTIONS, measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

const DEMO = { email: "applicant@rabota.demo", password: "Rabota2025!" };
const REFRESH_COOKIE = "rabota_refresh";

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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-"));
  const { child, url } = await startGateway(dataDir, { AUTH_RATE_LIMIT: "100000000" });
  try {
    const rows: Row[] = [];
    rows.push(await measure("GET /healthz (ceiling)", { url: `${url}/healthz` }));
    rows.push(
      await measure("POST /v1/auth/login", {
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
      await measure("POST /v1/auth/refresh", {
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

    printRows(
      "Auth benchmark (loopback, one gateway process, embedded PGlite unless BENCH_DATABASE_URL)",
      rows,
    );
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
