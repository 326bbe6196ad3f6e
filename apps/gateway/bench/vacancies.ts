/**
 * Vacancy read throughput on loopback: requests per second and p50/p99 latency of the list
 * (plain, with full-text search, with filters, a deep page), the total, and the details, next
 * to `/healthz` of the same server as the ceiling. It starts a gateway process of its own on
 * BENCH_DATABASE_URL (a database filled by `bench:generate`, 1,000,000 rows for the reference
 * figures) or, without it, on a temporary embedded PGlite with the demo data, drives it with
 * autocannon from this process, prints the figures and stops.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:vacancies
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 …
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
      const match = /running at (http:\/\/\S+)\n/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`gateway exited with ${code}\n${output}`)));
  });
  return { child, url };
}

async function run(name: string, url: string): Promise<Row> {
  process.stdout.write(`running ${name} for ${SECONDS} s with ${CONNECTIONS} connections…\n`);
  const result = await autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration: SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-vacancies-"));
  const { child, url } = await startGateway(dataDir);
  try {
    const total = (await json<{ total: number }>(`${url}/v1/vacancy/total`)).total;
    // A token five pages deep, so keyset paging is measured away from the first page.
    let token: string | null | undefined;
    for (let page = 0; page < 5; page += 1) {
      const next = await json<{ nextPageToken?: string | null }>(
        `${url}/v1/vacancy?pageSize=10${token ? `&pageToken=${encodeURIComponent(token)}` : ""}`,
      );
      token = next.nextPageToken;
    }
    const first = await json<{ vacancies: { id: string }[] }>(`${url}/v1/vacancy?pageSize=1`);
    const vacancyId = first.vacancies[0]?.id;
    if (!vacancyId) throw new Error("no vacancies: fill the database with bench:generate first");
    const search = `filter.search=${encodeURIComponent("разработчик")}`;
    const filters =
      "filter.city=Москва&filter.officeType=OFFICE_TYPE_REMOTE&filter.officeType=OFFICE_TYPE_HYBRID&filter.salaryFrom=150000";

    const rows: Row[] = [];
    rows.push(await run("GET /healthz (ceiling)", `${url}/healthz`));
    rows.push(await run("GET /v1/vacancy", `${url}/v1/vacancy`));
    rows.push(
      await run("GET /v1/vacancy, page 6", `${url}/v1/vacancy?pageToken=${encodeURIComponent(token ?? "")}`),
    );
    rows.push(await run("GET /v1/vacancy + search", `${url}/v1/vacancy?${search}`));
    rows.push(await run("GET /v1/vacancy + filters", `${url}/v1/vacancy?${filters}`));
    rows.push(await run("GET /v1/vacancy + search + filters", `${url}/v1/vacancy?${search}&${filters}`));
    // Details before the totals: a slow count leaves queries queued in the pool for a while.
    rows.push(await run("GET /v1/vacancy/{id}", `${url}/v1/vacancy/${vacancyId}`));
    rows.push(await run("GET /v1/vacancy/total", `${url}/v1/vacancy/total`));
    rows.push(await run("GET /v1/vacancy/total + search", `${url}/v1/vacancy/total?${search}`));
    rows.push(await run("GET /v1/vacancy/total + filters", `${url}/v1/vacancy/total?${filters}`));

    const ceiling = rows[0]?.requestsPerSecond ?? 1;
    process.stdout.write(
      `\nVacancy benchmark (loopback, one gateway process, ${total} active vacancies, ${
        process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"
      })\n`,
    );
    console.table(
      rows.map((row) => ({
        call: row.name,
        "req/s": row.requestsPerSecond,
        "p50 ms": row.p50,
        "p99 ms": row.p99,
        "of ceiling": `${Math.round((row.requestsPerSecond / ceiling) * 100)}%`,
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
  process.exitCode = 1;
});
