/**
 * The candidate search (issue 44) over a million searchable profiles, at 32 connections beside
 * `/healthz`: words rare (one profile in ten thousand), common (one in five) and absent, each
 * alone and with filters (a skill and a city, a region, experience and pay, a test passed), the
 * plain newest-first page, a second page, and the total. The goal of the issue: p99 under 50 ms.
 * It prints figures and asserts nothing.
 *
 * Needs a PostgreSQL database of its own, filled on the first run (CANDIDATE_COUNT profiles,
 * 1,000,000 by default, in batches of one statement each: a user, an applicant and a search
 * document per profile, a completed skill test for one in thirty):
 *
 *   createdb -h 127.0.0.1 -U postgres bench_candidates
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_candidates pnpm --filter @rabota/gateway bench:candidates
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { users } from "../src/db/tables/auth";
import { candidateDocuments } from "../src/db/tables/candidates";
import { insertUser } from "../src/modules/auth/queries";
import { insertCompany } from "../src/modules/company/queries";
import { insertMembership } from "../src/modules/employer/membership-queries";
import { insertEmployer } from "../src/modules/employer/queries";
import { openDatabase } from "../src/platform/db/database";
import { hashPassword } from "../src/platform/security/passwords";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

const COUNT = Number(process.env.CANDIDATE_COUNT ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BATCH = 100_000;
const EMPLOYER = { email: "bench-recruiter@rabota.bench", password: "Bench2025!" };

/**
 * One batch of profiles, `$1` the first number: a position of twenty, three skills of forty
 * («Erlang» in one profile of ten thousand: the rare word), «менеджер» in one position of five
 * (the common word), six cities with their regions, 0–15 years of work, pay of 40–400 thousand
 * or none, updates spread over a year.
 */
const BATCH_SQL = `
with source as (
  select g,
    gen_random_uuid() as user_id,
    gen_random_uuid() as applicant_id,
    (array['Менеджер по продажам','Аналитик данных','Бухгалтер','Frontend-разработчик','Backend-разработчик',
      'Менеджер проектов','Инженер-конструктор','Юрист','Дизайнер интерфейсов','Тестировщик',
      'Менеджер по закупкам','Системный администратор','Маркетолог','Логист','HR-специалист',
      'Менеджер по работе с клиентами','Экономист','Оператор call-центра','Водитель','Повар'])[1 + g % 20] as position,
    (array['SQL','Python','Excel','1С','Java','JavaScript','TypeScript','React','Figma','Git',
      'Docker','Linux','Английский язык','Переговоры','CRM','Power BI','Налоговый учёт','AutoCAD','Photoshop','Go',
      'Kotlin','Swift','PHP','C#','C++','Kubernetes','PostgreSQL','Scrum','Jira','SEO',
      'Копирайтинг','Логистика','Закупки','B2B-продажи','Управление командой','Бюджетирование','МСФО','Делопроизводство','Кадровый учёт','Водительские права категории B'])[1 + (g * 7) % 40] as skill1,
    (array['SQL','Python','Excel','1С','Java','JavaScript','TypeScript','React','Figma','Git',
      'Docker','Linux','Английский язык','Переговоры','CRM','Power BI','Налоговый учёт','AutoCAD','Photoshop','Go'])[1 + (g * 13) % 20] as skill2,
    case when g % 10000 = 7 then 'Erlang' else (array['Коммуникабельность','Ответственность','Аналитическое мышление','Грамотная речь','Обучаемость'])[1 + g % 5] end as skill3,
    case (g * 5) % 6 when 0 then array['113','1'] when 1 then array['113','2'] when 2 then array['113','1624','88']
      when 3 then array['113','1261','3'] when 4 then array['113','1202','4'] else array['113','1586','78'] end as area,
    (g * 17) % 181 as months,
    case when g % 4 = 0 then null else 40000 + ((g * 31) % 37) * 10000 end as income,
    now() - ((g::bigint * 7919) % 525600) * interval '1 minute' as updated_at
  from generate_series($1::int, $1::int + $2::int - 1) as g
), new_users as (
  insert into users (id, email, role, password_hash, name, surname, consent_version, consent_accepted_at, created_at, updated_at)
  select user_id, 'bench-candidate-' || g || '@rabota.bench', 'applicant', 'no-password', 'Соискатель', 'Бенчмарков', $3, now(), now(), now()
  from source
), new_applicants as (
  insert into applicants (id, user_id, city, area_path, created_at)
  select applicant_id, user_id, '', area, updated_at from source
), new_tests as (
  insert into test_sessions (applicant_id, test_name, test_version, item_ids, option_orders, status, started_at, finished_at, score, correct)
  select applicant_id, 'SKILL_SQL', 1, '{}', '[]'::jsonb, 'COMPLETED', updated_at, updated_at, 80, 8
  from source where g % 30 = 0
)
insert into candidate_documents (applicant_id, card, search_text, area_path, experience, preferred_income, skills, updated_at)
select applicant_id,
  jsonb_build_object('id', applicant_id, 'name', 'Соискатель', 'surname', null, 'dateOfBirth', null,
    'position', position, 'city', null, 'areaId', area[array_length(area, 1)], 'skills', jsonb_build_array(skill1, skill2, skill3),
    'experienceMonths', months,
    'experience', case when months = 0 then 'EXPERIENCE_WITHOUT' when months < 36 then 'EXPERIENCE_1_TO_3_YEARS' when months < 72 then 'EXPERIENCE_3_TO_6_YEARS' else 'EXPERIENCE_6_YEARS' end,
    'lastJob', null, 'preferredIncome', income, 'updatedAt', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  concat_ws(E'\\n', position, skill1, skill2, skill3, 'Опыт работы: ' || position),
  area,
  case when months = 0 then 'EXPERIENCE_WITHOUT' when months < 36 then 'EXPERIENCE_1_TO_3_YEARS' when months < 72 then 'EXPERIENCE_3_TO_6_YEARS' else 'EXPERIENCE_6_YEARS' end,
  income,
  array[lower(skill1), lower(skill2), lower(skill3)],
  updated_at
from source`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const result = await work();
  process.stdout.write(`${label}: ${((performance.now() - began) / 1000).toFixed(1)} s\n`);
  return result;
}

/** Fills the database up to COUNT profiles and makes the searching employer (once). */
async function prepare(url: string): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 2 });
  try {
    await database.migrate();
    const { db } = database;
    const existing = await db.$count(candidateDocuments);
    if (existing < COUNT) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await timed(`seeded ${COUNT - existing} profiles`, async () => {
          for (let first = existing + 1; first <= COUNT; first += BATCH) {
            const size = Math.min(BATCH, COUNT - first + 1);
            await client.query(BATCH_SQL, [first, size, PERSONAL_DATA_CONSENT_VERSION]);
          }
        });
        await timed("vacuumed and analysed", () =>
          client.query("vacuum analyze candidate_documents, test_sessions"),
        );
      } finally {
        await client.end();
      }
    }
    if ((await db.$count(users, eq(users.email, EMPLOYER.email))) === 0) {
      const now = new Date();
      const passwordHash = await hashPassword(EMPLOYER.password);
      await db.transaction(async (tx) => {
        const company = await insertCompany(tx, "Бенчмарк-рекрутинг", now);
        const userId = await insertUser(tx, {
          email: EMPLOYER.email,
          role: "employer",
          passwordHash,
          name: "Рекрутер",
          surname: "Бенчмарков",
          consentVersion: PERSONAL_DATA_CONSENT_VERSION,
          now,
        });
        const employerId = await insertEmployer(tx, {
          userId,
          companyId: company.id,
          position: "Рекрутер",
          now,
        });
        await insertMembership(tx, { employerId, companyId: company.id, status: "active", now });
      });
    }
    const [share] = await db
      .select({
        rare: sql<number>`count(*) filter (where ${candidateDocuments.skills} @> array['erlang'])::int`,
      })
      .from(candidateDocuments);
    process.stdout.write(`profiles: ${COUNT}, with the rare word: ${share?.rare}\n`);
  } finally {
    await database.close();
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(EMPLOYER),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
}

const q = (filters: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    for (const item of [value].flat()) params.append(name.startsWith("page") ? name : `filter.${name}`, item);
  return params.toString();
};

/** The searches measured: name → query string. */
const SEARCHES: [string, string][] = [
  ["no filter, newest first", q({})],
  ["rare word «Erlang»", q({ search: "Erlang" })],
  ["common word «менеджер»", q({ search: "менеджер" })],
  ["absent word «космонавт»", q({ search: "космонавт" })],
  ["skill SQL + city Казань", q({ skills: "SQL", areaId: "88" })],
  [
    "common word + region + experience 3–6 + pay ≤ 150 000",
    q({ search: "менеджер", areaId: "1624", experience: "EXPERIENCE_3_TO_6_YEARS", salaryTo: "150000" }),
  ],
  ["rare word + city Екатеринбург", q({ search: "Erlang", areaId: "3" })],
  ["absent word + skill + city", q({ search: "космонавт", skills: "SQL", areaId: "2" })],
  ["test SKILL_SQL passed", q({ testName: "SKILL_SQL" })],
  ["two skills (Python, Docker) + city", q({ skills: ["Python", "Docker"], areaId: "1" })],
];

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("BENCH_DATABASE_URL must name a PostgreSQL database of this benchmark");
  await prepare(url);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-candidates-"));
  const { child, url: gateway } = await startGateway(dataDir, {
    DATABASE_URL: url,
    JOBS: "false",
    SEED_DEMO: "false",
    ACCESS_TOKEN_TTL: "3600",
  });
  try {
    const headers = { cookie: await signIn(gateway) };
    const second = (await (
      await fetch(`${gateway}/v1/candidates?${q({ search: "менеджер" })}`, { headers })
    ).json()) as {
      nextPageToken: string;
    };
    const rows: Row[] = [];
    rows.push(
      await measure("GET /healthz (ceiling)", { url: `${gateway}/healthz`, connections: CONNECTIONS }),
    );
    for (const [name, query] of [
      ...SEARCHES,
      ["common word, second page", q({ search: "менеджер", pageToken: second.nextPageToken })] as [
        string,
        string,
      ],
    ]) {
      rows.push(
        await measure(`GET /v1/candidates: ${name}`, {
          url: `${gateway}/v1/candidates?${query}`,
          connections: CONNECTIONS,
          headers,
        }),
      );
    }
    for (const [name, query] of [SEARCHES[1], SEARCHES[2], SEARCHES[4]] as [string, string][]) {
      rows.push(
        await measure(`GET /v1/candidates/total: ${name}`, {
          url: `${gateway}/v1/candidates/total?${query}`,
          connections: CONNECTIONS,
          headers,
        }),
      );
    }
    printRows(`candidate search, ${COUNT} profiles, PostgreSQL, ${CONNECTIONS} connections`, rows);
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
