/**
 * Vacancies that find people (issue 44) over a large vacancy table: `GET /v1/vacancy/recommended/
 * {applicantId}` for applicants of varied profiles (skills, wanted positions, a city, an income,
 * some with hidden vacancies) and `GET /v1/vacancy/{id}/similar` over many vacancies, as a guest
 * and as an applicant, at 32 connections beside `/healthz`. The goal of the issue:
 * recommendations p99 under 50 ms. It prints figures and asserts nothing.
 *
 * Needs a PostgreSQL database of its own filled by `bench:generate` (1,000,000 vacancies); the
 * first run resolves their cities to places and their titles to professions as a start does
 * (minutes), every run makes its applicants anew:
 *
 *   createdb -h 127.0.0.1 -U postgres bench_rec
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_rec pnpm --filter @rabota/gateway bench:generate
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_rec pnpm --filter @rabota/gateway bench:recommendations
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { like, sql } from "drizzle-orm";
import { users } from "../src/db/tables/auth";
import { hiddenVacancies } from "../src/db/tables/hidden";
import {
  applicantGoalEntries,
  applicantProfiles,
  applicantSkills,
  applicants,
} from "../src/db/tables/profile";
import { loadPlaces, PlacesService, resolveStoredCities } from "../src/modules/places";
import { ProfessionDictionary } from "../src/modules/professions";
import { classifyStoredVacancies, storedVacancyCities } from "../src/modules/vacancy";
import { openDatabase } from "../src/platform/db/database";
import { hashPassword } from "../src/platform/security/passwords";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 40);
const SIMILAR_OF = 500;
const PASSWORD = "Bench2025!";
const EMAIL = (index: number) => `bench-recommended-${index}@rabota.bench`;
/** The applicants' cities: the generator's big ones and Тула, where it has none. */
const AREAS = ["1", "2", "88", "4", "3", "66", "92"];

/** The rows of a raw statement (the two drivers' results share `rows`). */
const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  process.stdout.write(
    `${label}: ${((performance.now() - began) / 1000).toFixed(1)} s ${JSON.stringify(result)}\n`,
  );
  return result;
}

/**
 * Gives the vacancies places and professions (once), makes the applicants (again on every run)
 * from the skills and professions the data has, and picks the vacancies whose similar ones are asked.
 */
async function prepare(url: string): Promise<{ similarOf: string[] }> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  const { db } = database;
  try {
    await database.migrate();
    await loadPlaces(db);
    await timed("cities resolved to places", () =>
      resolveStoredCities(new PlacesService(db), storedVacancyCities(db)),
    );
    await timed("titles classified", () => classifyStoredVacancies(db, new ProfessionDictionary()));
    // The backfills rewrote every row: without fresh statistics the planner takes a city for
    // empty and sorts tens of thousands of rows instead of walking the date index, and the dead
    // versions they left made every walk read two more heap pages a row (similar ones then took
    // seconds at 32 connections, waiting on reads). A database in service has autovacuum do this.
    await timed("vacancies vacuumed and analysed", () =>
      db.execute(sql`vacuum analyze vacancies`).then(() => "done"),
    );
    const sample = sql`(select * from vacancies tablesample system (1) where status = 'VACANCY_STATUS_ACTIVE') as sample`;
    const skills = (
      await rowsOf<{ skill: string }>(
        db.execute(
          sql`select skill from (select unnest(skills) as skill from ${sample}) as s group by skill order by count(*) desc limit 40`,
        ),
      )
    ).map((row) => row.skill);
    const professions = await rowsOf<{ id: string; title: string }>(
      db.execute(
        sql`select profession_id as id, min(title) as title from ${sample} where profession_id is not null group by profession_id order by count(*) desc limit 20`,
      ),
    );
    const similarOf = (
      await rowsOf<{ id: string }>(db.execute(sql`select id from ${sample} limit ${SIMILAR_OF}`))
    ).map((row) => row.id);

    await db.delete(users).where(like(users.email, "bench-recommended-%"));
    const passwordHash = await hashPassword(PASSWORD);
    const now = new Date();
    for (let index = 0; index < APPLICANTS; index += 1) {
      const [user] = await db
        .insert(users)
        .values({
          email: EMAIL(index),
          role: "applicant",
          passwordHash,
          name: "Анна",
          surname: "Бенчмаркова",
          consentVersion: PERSONAL_DATA_CONSENT_VERSION,
          consentAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      const areaId = AREAS[index % AREAS.length] as string;
      const [applicant] = await db
        .insert(applicants)
        .values({
          userId: user?.id as string,
          city: "Город",
          areaId,
          areaPath: [areaId, "113"],
          createdAt: now,
        })
        .returning({ id: applicants.id });
      const applicantId = applicant?.id as string;
      const profession = professions[index % Math.max(1, professions.length)];
      await db.insert(applicantProfiles).values({
        applicantId,
        preferredPosition: profession?.title ?? null,
        // Every other one names an income (from 60 to 300 thousand).
        preferredIncome: index % 2 === 0 ? 60_000 + (index % 9) * 30_000 : null,
        updatedAt: now,
      });
      // One to five skills; every seventh applicant none (recommended by the place and position only).
      const own =
        index % 7 === 6 ? [] : skills.slice(index % skills.length, (index % skills.length) + 1 + (index % 5));
      if (own.length > 0)
        await db.insert(applicantSkills).values(own.map((name, ordinal) => ({ applicantId, name, ordinal })));
      if (profession)
        await db.insert(applicantGoalEntries).values({
          applicantId,
          kind: "position",
          ordinal: 0,
          name: profession.title,
          professionId: profession.id,
        });
      // Every fourth one hid the 200 newest vacancies (the walks pass them by).
      if (index % 4 === 3)
        await db.execute(
          sql`insert into ${hiddenVacancies} (applicant_id, vacancy_id, hidden_at) select ${applicantId}::uuid, id, now() from vacancies where status = 'VACANCY_STATUS_ACTIVE' order by created_at desc, id desc limit 200`,
        );
    }
    await db.execute(sql`analyze applicants, applicant_skills, applicant_goal_entries, hidden_vacancies`);
    return { similarOf };
  } finally {
    await database.close();
  }
}

/** The session cookies of one signed-in applicant. */
async function signIn(url: string, email: string): Promise<{ cookie: string; applicantId: string }> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  const { auth } = (await response.json()) as { auth: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  return { cookie, applicantId: auth.id };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL: a PostgreSQL database filled by bench:generate");
  const { similarOf } = await prepare(url);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-recommendations-"));
  // Access tokens outlive the run, so one sign-in serves every measurement; no jobs compete.
  const { child, url: gateway } = await startGateway(dataDir, {
    ACCESS_TOKEN_TTL: "3600",
    JOBS: "false",
    SEED_DEMO: "false",
  });
  try {
    const people = await Promise.all(
      Array.from({ length: APPLICANTS }, (_, index) => signIn(gateway, EMAIL(index))),
    );
    const first = await fetch(`${gateway}/v1/vacancy/recommended/${people[0]?.applicantId}`, {
      headers: { cookie: people[0]?.cookie ?? "" },
    });
    const sampleAnswer = (await first.json()) as { recommendations: { why: string }[] };
    process.stdout.write(
      `a sample: ${sampleAnswer.recommendations.length} recommendations, «${sampleAnswer.recommendations[0]?.why}»\n`,
    );
    const rows: Row[] = [];
    rows.push(
      await measure("GET /healthz (ceiling)", { url: `${gateway}/healthz`, connections: CONNECTIONS }),
    );
    rows.push(
      await measure(`GET /v1/vacancy/recommended/{id} (${APPLICANTS} applicants)`, {
        url: gateway,
        connections: CONNECTIONS,
        requests: people.map((person) => ({
          method: "GET" as const,
          path: `/v1/vacancy/recommended/${person.applicantId}`,
          headers: { cookie: person.cookie },
        })),
      }),
    );
    rows.push(
      await measure(`GET /v1/vacancy/{id}/similar, guest (${similarOf.length} vacancies)`, {
        url: gateway,
        connections: CONNECTIONS,
        requests: similarOf.map((id) => ({ method: "GET" as const, path: `/v1/vacancy/${id}/similar` })),
      }),
    );
    rows.push(
      await measure(`GET /v1/vacancy/{id}/similar, applicant (${similarOf.length} vacancies)`, {
        url: gateway,
        connections: CONNECTIONS,
        requests: similarOf.map((id, index) => ({
          method: "GET" as const,
          path: `/v1/vacancy/${id}/similar`,
          headers: { cookie: people[index % people.length]?.cookie ?? "" },
        })),
      }),
    );
    printRows(`recommended and similar vacancies, PostgreSQL, ${CONNECTIONS} connections`, rows);
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
