/**
 * Fills a benchmark database (one `bench:generate` filled with 1,000,000 vacancies) with
 * responses for the response-rate benchmark: 10,000,000 by default, from 100,000 applicants
 * (100 each) over the last year, three in five answered after a few hours to a few days, and
 * the response rate's daily counts and sums rebuilt from them, as the gateway would have kept them.
 * All in SQL (`generate_series`), so the same rows land in any database. Bench only.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:generate-responses
 *   RESPONSE_COUNT=1000000 …   (fewer rows)
 */
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { eq, sql } from "drizzle-orm";
import { vacancyResponses } from "../src/db/tables/responses";
import { vacancies } from "../src/db/tables/vacancy";
import { windowStart } from "../src/modules/responses/response-rate";
import { type Db, openDatabase } from "../src/platform/db/database";

const COUNT = Number(process.env.RESPONSE_COUNT ?? 10_000_000);
const PER_APPLICANT = 100;
/** `RESPONSE_STALE_AFTER_MS`'s default: the counts are rebuilt as a gateway with it keeps them. */
const STALE = "14 days";

/** The applicants (password unusable: they never sign in) and their responses. */
async function insertResponses(db: Db, step: (label: string) => void): Promise<void> {
  const applicants = Math.ceil(COUNT / PER_APPLICANT);
  await db.execute(sql`
      insert into users (email, role, password_hash, name, surname, consent_version, consent_accepted_at, created_at, updated_at)
      select 'bench-applicant-' || n || '@rabota.bench', 'applicant', '!', 'Соискатель', 'Бенчмарков', ${PERSONAL_DATA_CONSENT_VERSION}, now(), now(), now()
      from generate_series(1, ${applicants}) as n
      on conflict (email) do nothing`);
  await db.execute(sql`
      insert into applicants (user_id, city, created_at)
      select id, 'Москва', now() from users where email like 'bench-applicant-%' and role = 'applicant'
      on conflict (user_id) do nothing`);
  step(`${applicants} applicants`);
  // Vacancies and applicants numbered, so each applicant's 100 responses go to 100 vacancies
  // spread over the whole table (a stride, never the same pair twice).
  await db.execute(sql`drop table if exists bench_vacancy_numbers, bench_applicant_numbers`);
  await db.execute(sql`
      create unlogged table bench_vacancy_numbers as
      select (row_number() over (order by id)) - 1 as n, id from vacancies where status = 'VACANCY_STATUS_ACTIVE'`);
  await db.execute(sql`create unique index on bench_vacancy_numbers (n)`);
  await db.execute(sql`
      create unlogged table bench_applicant_numbers as
      select (row_number() over (order by a.id)) - 1 as n, a.id
      from applicants a join users u on u.id = a.user_id where u.email like 'bench-applicant-%'`);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"));
  const vacancyCount = Number(counted?.n ?? 0);
  if (vacancyCount < PER_APPLICANT) throw new Error("fill the database with bench:generate first");
  step(`numbered ${vacancyCount} vacancies`);
  // One response per (applicant, k): applied up to a year ago; answered (three in five) after
  // 1–120 hours, as an invitation or a rejection; the rest viewed, not viewed or «не ответил».
  await db.execute(sql`
      insert into vacancy_responses (applicant_id, vacancy_id, status, applied_at, updated_at, answered_at, rejected_at)
      select a.id, v.id,
        case when r.answer < 0.3 then 'RESPONSE_STATUS_INVITED'
             when r.answer < 0.6 then 'RESPONSE_STATUS_VIEWED'
             when r.answer < 0.8 then 'RESPONSE_STATUS_NO_ANSWER'
             else 'RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED' end::response_status,
        r.applied, r.applied,
        case when r.answer < 0.6 then r.applied + r.wait end,
        case when r.answer >= 0.3 and r.answer < 0.6 then r.applied + r.wait end
      from bench_applicant_numbers a
      cross join generate_series(0, ${PER_APPLICANT - 1}) as k
      cross join lateral (
        select now() - (((a.n * 100 + k) * 7919) % 525600) * interval '1 minute' as applied,
               ((a.n * 31 + k * 17) % 100) / 100.0 as answer,
               (1 + ((a.n + k * 13) % 120)) * interval '1 hour' as wait
      ) r
      join bench_vacancy_numbers v on v.n = (a.n * 7 + k * ${Math.floor(vacancyCount / PER_APPLICANT)}) % ${vacancyCount}
      where a.n < ${applicants}
      on conflict do nothing`);
  step("responses");
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL: the benchmark database, filled by bench:generate");
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  const { db } = database;
  const began = Date.now();
  const step = (label: string) =>
    process.stdout.write(`${label} (${Math.round((Date.now() - began) / 1000)} s)\n`);
  try {
    await database.migrate();
    const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancyResponses);
    if (Number(existing?.n ?? 0) < COUNT) await insertResponses(db, step);
    else step(`already ${existing?.n} responses`);
    // The counts of the window's days, then their sums per company (as migration 0018 builds them).
    await db.execute(sql`delete from company_response_days`);
    await db.execute(sql`delete from company_response_rates`);
    await db.execute(sql`
      insert into company_response_days (company_id, day, answer_hours, responses)
      select v.company_id, (r.applied_at at time zone 'UTC')::date,
        case when r.answered_at is not null and r.answered_at - r.applied_at <= interval ${sql.raw(`'${STALE}'`)}
          then floor(extract(epoch from r.answered_at - r.applied_at) / 3600)::int else -1 end,
        count(*)::int
      from vacancy_responses r join vacancies v on v.id = r.vacancy_id
      where (r.applied_at at time zone 'UTC')::date >= ${windowStart(new Date())}::date
      group by 1, 2, 3`);
    await db.execute(sql`
      insert into company_response_rates (company_id, responses, answer_hours)
      select c.company_id, c.responses,
        coalesce((select array_agg(coalesce(h.n, 0) order by g.hour)
          from generate_series(0, c.max_hours) as g(hour)
          left join (select answer_hours, sum(responses)::int as n from company_response_days d
            where d.company_id = c.company_id and d.answer_hours >= 0 group by 1) h on h.answer_hours = g.hour), '{}')
      from (select company_id, sum(responses)::int as responses, max(answer_hours) as max_hours
        from company_response_days group by 1) c`);
    step("daily counts");
    await db.execute(sql`drop table if exists bench_vacancy_numbers, bench_applicant_numbers`);
    await db.execute(sql`vacuum analyze vacancy_responses`);
    await db.execute(sql`vacuum analyze company_response_days, company_response_rates`);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(vacancyResponses);
    step(`done: ${total?.n} responses`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
