/**
 * What a saved search costs on 1,000,000 vacancies (issue 26): its «N новых» and an alert run's
 * look for new matches are the list's own query (`listVacancies`, the applicant as viewer) with
 * one more bound, `coalesce(published_at, created_at) > since`. Timed in process for several
 * filter shapes and ages of `since` (an hour, a day, a week before the newest vacancy), beside
 * the same list without the bound (the list page the applicant would open).
 *
 * Needs BENCH_DATABASE_URL (a database filled by `bench:generate`, 1,000,000 vacancies, one a
 * minute). Reads only: it writes nothing, so the database needs no migration of this module.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:searches
 */
import { randomUUID } from "node:crypto";
import { SAVED_SEARCH_NEW_COUNT_CAP } from "@rabota/domain/constants";
import type { VacancyFilters } from "@rabota/domain/wire/vacancy";
import { sql } from "drizzle-orm";
import { vacancies } from "../src/db/tables/vacancy";
import { listVacancies } from "../src/modules/vacancy/list/queries";
import { openDatabase } from "../src/platform/db/database";
import { runBench } from "./harness";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const HOUR_MS = 60 * 60 * 1000;

const SEARCHES: Record<string, VacancyFilters> = {
  "no filter": {},
  "city Москва": { city: ["Москва"] },
  "skills Go": { skills: ["Go"] },
  "salary from 250 000": { salaryFrom: 250_000 },
  "common word «разработчик»": { search: "разработчик" },
  "rare word «гляциолог»": { search: "гляциолог" },
  "word + city + experience": {
    search: "аналитик",
    city: ["Казань"],
    workingExperience: ["EXPERIENCE_1_TO_3_YEARS"],
  },
};
const AGES: Record<string, number> = { "1 hour": HOUR_MS, "1 day": 24 * HOUR_MS, "7 days": 7 * 24 * HOUR_MS };

/** Median and worst of `RUNS` timed calls (after one warm-up), in milliseconds. */
async function time(call: () => Promise<unknown[]>): Promise<{ median: number; max: number; rows: number }> {
  const rows = (await call()).length;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0, rows };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL must name a database filled by bench:generate");
  const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    const { db } = database;
    const [newest] = await db.select({ at: sql<string>`max(${vacancies.createdAt})::text` }).from(vacancies);
    const now = new Date(newest?.at ?? Date.now());
    // An applicant with no likes or responses: the personal columns are as cheap as they get.
    const viewerApplicantId = randomUUID();
    const table: Record<string, string | number>[] = [];
    for (const [name, filters] of Object.entries(SEARCHES)) {
      const list = await time(() =>
        listVacancies(db, { filters, cursor: null, limit: 11, viewerApplicantId, now }),
      );
      const row: Record<string, string | number> = { search: name, "list page ms": list.median.toFixed(1) };
      for (const [age, ms] of Object.entries(AGES)) {
        const counted = await time(() =>
          listVacancies(db, {
            filters,
            cursor: null,
            limit: SAVED_SEARCH_NEW_COUNT_CAP,
            viewerApplicantId,
            now,
            publishedAfter: new Date(now.getTime() - ms),
          }),
        );
        row[`new since ${age}: ms (max)`] = `${counted.median.toFixed(1)} (${counted.max.toFixed(1)})`;
        row[`${age}: found`] = counted.rows;
      }
      table.push(row);
      process.stdout.write(`measured ${name}\n`);
    }
    process.stdout.write(`\nsaved search queries on the bench database, median of ${RUNS} runs\n`);
    console.table(table);
  } finally {
    await database.close();
  }
}

runBench(main);
