/**
 * Salary statistics (issue 45) over a million vacancies: how long the refresh job takes to
 * count them all (the first run, and a start that classified older vacancies) and to count one
 * edit (every later run), then `GET /v1/salaries` at 32 connections beside `/healthz` over
 * professions × places (Russia, cities, a region, one with no vacancies) with and without an
 * experience bucket. The goal of the issue: p99 under 20 ms. It prints figures and asserts
 * nothing.
 *
 * Needs a PostgreSQL database of its own; it is filled on the first run (VACANCY_COUNT
 * vacancies, 1,000,000 by default, by `seed-sql.ts`'s one statement: ten titles, six cities,
 * pay on two thirds of them, half gross), then their cities resolved to places and their titles
 * to professions as a start does:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_salaries
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_salaries pnpm --filter @rabota/gateway bench:salaries
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { companies } from "../src/db/tables/company";
import { vacancies } from "../src/db/tables/vacancy";
import { loadPlaces, PlacesService, resolveStoredCities } from "../src/modules/places";
import { ProfessionDictionary } from "../src/modules/professions";
import { SalaryRefresh } from "../src/modules/salaries";
import { classifyStoredVacancies, storedVacancyCities } from "../src/modules/vacancy";
import { demoCompanies } from "../src/modules/vacancy/demo-data";
import { openDatabase } from "../src/platform/db/database";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";
import { seedVacancies } from "./seed-sql";

const COUNT = Number(process.env.VACANCY_COUNT ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** The places asked: Russia, the six seeded cities, Москва's region-less neighbour region, and Тула (no vacancies). */
const AREAS = [undefined, "1", "2", "4", "3", "88", "66", "2019", "92"];
const EXPERIENCES = [undefined, "EXPERIENCE_1_TO_3_YEARS", "EXPERIENCE_6_YEARS"];

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  process.stdout.write(
    `${label}: ${((performance.now() - began) / 1000).toFixed(1)} s ${JSON.stringify(result)}\n`,
  );
  return result;
}

/** Fills the database up to COUNT vacancies and gives them places and professions, as a start would. */
async function prepare(url: string): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  try {
    await database.migrate();
    const { db } = database;
    await loadPlaces(db);
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancies);
    if ((existing?.n ?? 0) < COUNT) {
      if ((await db.$count(companies)) === 0) {
        const createdAt = new Date();
        await db
          .insert(companies)
          .values(demoCompanies().map(({ tracks: _, ...company }) => ({ ...company, createdAt })));
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await timed(`seeded ${COUNT - (existing?.n ?? 0)} vacancies`, () =>
          seedVacancies(client, COUNT - (existing?.n ?? 0)),
        );
      } finally {
        await client.end();
      }
    }
    await timed("cities resolved to places", () =>
      resolveStoredCities(new PlacesService(db), storedVacancyCities(db)),
    );
    await timed("titles classified", () => classifyStoredVacancies(db, new ProfessionDictionary()));
    const refresh = new SalaryRefresh({ db, now: () => new Date() });
    await SalaryRefresh.recountAll(db);
    await timed("refresh, every vacancy counted", () => refresh.run());
    await db.execute(
      sql`update vacancies set updated_at = now() where id = (select id from vacancies limit 1)`,
    );
    await timed("refresh, one vacancy edited", () => refresh.run());
    await timed("refresh, nothing changed", () => refresh.run());
    const [figures] = await db
      .execute(sql`select count(*)::int as rows from salary_figures`)
      .then((result) => (result as unknown as { rows: { rows: number }[] }).rows);
    process.stdout.write(`salary_figures rows: ${figures?.rows}\n`);
  } finally {
    await database.close();
  }
}

/** Every profession the vacancies have, each with the places and buckets above. */
async function queries(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select distinct profession_id as id from salary_inputs order by 1",
    );
    return rows.flatMap(({ id }) =>
      AREAS.flatMap((areaId) =>
        EXPERIENCES.map((experience) => {
          const query = new URLSearchParams({ professionId: id });
          if (areaId) query.set("areaId", areaId);
          if (experience) query.set("experience", experience);
          return `/v1/salaries?${query}`;
        }),
      ),
    );
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL must name a PostgreSQL database of this benchmark");
  await prepare(url);
  const paths = await queries(url);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-salaries-"));
  // No jobs: the refresh at start would count a million vacancies while the load runs.
  const { child, url: gateway } = await startGateway(dataDir, {
    DATABASE_URL: url,
    JOBS: "false",
    SEED_DEMO: "false",
  });
  try {
    const rows: Row[] = [];
    rows.push(
      await measure("GET /healthz (ceiling)", { url: `${gateway}/healthz`, connections: CONNECTIONS }),
    );
    rows.push(
      await measure(`GET /v1/salaries (${paths.length} queries)`, {
        url: gateway,
        connections: CONNECTIONS,
        requests: paths.map((path) => ({ method: "GET" as const, path })),
      }),
    );
    printRows(`salary statistics, ${COUNT} vacancies, PostgreSQL, ${CONNECTIONS} connections`, rows);
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
