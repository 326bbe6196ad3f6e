/**
 * Fills a database with vacancies for benchmarks (1,000,000 by default): a few dozen
 * companies with cards and realistic Russian vacancies drawn by the demo generator from a
 * fixed seed, so two runs give the same data. Bench only: it never runs at start.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:generate
 *   VACANCY_COUNT=100000 …   (fewer rows)
 *
 * The database is migrated first; run it on an empty one (or one filled by this script).
 */
import { sql } from "drizzle-orm";
import { companies } from "../src/db/tables/company";
import { vacancies } from "../src/db/tables/vacancy";
import { insertVacancies } from "../src/modules/vacancy";
import { createRandom, demoCompanies, generateVacancy } from "../src/modules/vacancy/demo-data";
import { openDatabase } from "../src/platform/db/database";

const COUNT = Number(process.env.VACANCY_COUNT ?? 1_000_000);
const BATCH = 1000;
const MINUTE_MS = 60 * 1000;
const NEWEST = new Date("2025-10-28T09:00:00.000Z").getTime();

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ kind: "postgres", url, poolSize: 2 })
    : await openDatabase({ kind: "pglite", dataDir: process.env.DATA_DIR ?? ".data/pglite" });
  try {
    await database.migrate();
    const { db } = database;
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancies);
    const start = existing?.n ?? 0;
    if (start >= COUNT) {
      process.stdout.write(`already ${start} vacancies; nothing to do\n`);
      return;
    }
    const owners: { id: string; companyName: string }[] = [];
    for (const company of demoCompanies()) {
      const [row] = await db
        .insert(companies)
        .values({ ...company, companyName: `${company.companyName} (бенчмарк)`, createdAt: new Date(NEWEST) })
        .returning({ id: companies.id, companyName: companies.companyName });
      if (row) owners.push(row);
    }
    const random = createRandom(1_000_000 + start);
    const began = Date.now();
    for (let offset = start; offset < COUNT; offset += BATCH) {
      const size = Math.min(BATCH, COUNT - offset);
      const owner = owners[(offset / BATCH) % owners.length];
      if (!owner) throw new Error("no companies");
      // Each row one minute older than the previous: a stable, realistic spread over ~2 years.
      await insertVacancies(db, {
        companyId: owner.id,
        companyName: owner.companyName,
        items: Array.from({ length: size }, (_, index) => ({
          vacancy: generateVacancy(random),
          createdAt: new Date(NEWEST - (offset + index) * MINUTE_MS),
        })),
      });
      if ((offset / BATCH) % 50 === 0) {
        const rate = Math.round((offset - start + size) / ((Date.now() - began) / 1000));
        process.stdout.write(`${offset + size} / ${COUNT} (${rate} rows/s)\n`);
      }
    }
    // Fresh statistics, and a visibility map so counts can use index-only scans.
    await db.execute(sql`vacuum analyze vacancies`);
    process.stdout.write(`done: ${COUNT} vacancies in ${Math.round((Date.now() - began) / 1000)} s\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
