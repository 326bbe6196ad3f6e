/**
 * The response rate's read (issue 25) next to `/healthz` of the same server: the rate of the
 * company with the most responses in the window and of one with few, and the list and the
 * details, which carry the rate in every vacancy's company. It starts a gateway process of its
 * own on BENCH_DATABASE_URL (filled by `bench:generate` and `bench:generate-responses`: 1,000,000
 * vacancies, 10,000,000 responses for the reference figures), prints the figures and stops.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:response-rate
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, gte, sql } from "drizzle-orm";
import { companyResponseDays, vacancyResponses } from "../src/db/tables/responses";
import { vacancies } from "../src/db/tables/vacancy";
import { windowStart } from "../src/modules/responses/response-rate";
import { openDatabase } from "../src/platform/db/database";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

/** The companies with the most and the fewest daily-count rows in the window (the read is one row either way). */
async function companiesToMeasure(url: string) {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    const { db } = database;
    const days = sql<number>`count(*)::int`;
    const rows = await db
      .select({
        companyId: companyResponseDays.companyId,
        days,
        responses: sql<number>`sum(${companyResponseDays.responses})::int`,
      })
      .from(companyResponseDays)
      .where(gte(companyResponseDays.day, windowStart(new Date())))
      .groupBy(companyResponseDays.companyId)
      .orderBy(desc(days));
    const [responses] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancyResponses);
    const [listed] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancies);
    const most = rows[0];
    const fewest = rows.at(-1);
    if (!most || !fewest) throw new Error("no responses: run bench:generate-responses first");
    return { most, fewest, totals: { responses: responses?.n ?? 0, vacancies: listed?.n ?? 0 } };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url)
    throw new Error("BENCH_DATABASE_URL: a database filled by bench:generate and bench:generate-responses");
  const { most, fewest, totals } = await companiesToMeasure(url);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-response-rate-"));
  const { child, url: gateway } = await startGateway(dataDir);
  try {
    const listed = (await (await fetch(`${gateway}/v1/vacancy?pageSize=1`)).json()) as {
      vacancies: { id: string }[];
    };
    const vacancyId = listed.vacancies[0]?.id;
    const rows: Row[] = [];
    rows.push(await measure("GET /healthz (ceiling)", { url: `${gateway}/healthz` }));
    rows.push(
      await measure(
        `GET response-rate, largest company (${most.days} daily rows, ${most.responses} responses)`,
        {
          url: `${gateway}/v1/company/${most.companyId}/response-rate`,
        },
      ),
    );
    rows.push(
      await measure(`GET response-rate, smallest company (${fewest.days} daily rows)`, {
        url: `${gateway}/v1/company/${fewest.companyId}/response-rate`,
      }),
    );
    rows.push(await measure("GET /v1/vacancy (rates in the cards)", { url: `${gateway}/v1/vacancy` }));
    rows.push(
      await measure("GET /v1/vacancy/{id} (rate in the company)", {
        url: `${gateway}/v1/vacancy/${vacancyId}`,
      }),
    );
    printRows(
      `Response-rate benchmark (loopback, one gateway process, PostgreSQL, ${totals.vacancies} vacancies, ${totals.responses} responses)`,
      rows,
    );
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
