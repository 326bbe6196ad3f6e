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
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

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
    rows.push(await measure("GET /healthz (ceiling)", { url: `${url}/healthz` }));
    rows.push(await measure("GET /v1/vacancy", { url: `${url}/v1/vacancy` }));
    rows.push(
      await measure("GET /v1/vacancy, page 6", {
        url: `${url}/v1/vacancy?pageToken=${encodeURIComponent(token ?? "")}`,
      }),
    );
    rows.push(await measure("GET /v1/vacancy + search", { url: `${url}/v1/vacancy?${search}` }));
    rows.push(await measure("GET /v1/vacancy + filters", { url: `${url}/v1/vacancy?${filters}` }));
    rows.push(
      await measure("GET /v1/vacancy + search + filters", { url: `${url}/v1/vacancy?${search}&${filters}` }),
    );
    // Details before the totals: a slow count leaves queries queued in the pool for a while.
    rows.push(await measure("GET /v1/vacancy/{id}", { url: `${url}/v1/vacancy/${vacancyId}` }));
    rows.push(await measure("GET /v1/vacancy/total", { url: `${url}/v1/vacancy/total` }));
    rows.push(await measure("GET /v1/vacancy/total + search", { url: `${url}/v1/vacancy/total?${search}` }));
    rows.push(
      await measure("GET /v1/vacancy/total + filters", { url: `${url}/v1/vacancy/total?${filters}` }),
    );

    printRows(
      `Vacancy benchmark (loopback, one gateway process, ${total} active vacancies, ${
        process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"
      })`,
      rows,
    );
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
