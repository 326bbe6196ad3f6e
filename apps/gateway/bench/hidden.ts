/**
 * The vacancy list of an applicant who hid a lot (issue 26) against the same list of one who
 * hid nothing, in one run, beside `/healthz`: 500 hidden vacancies (the newest 500, so the first
 * page must walk past every one), 100 hidden companies (three of the data's big ones, a tenth of
 * the list, and 97 without vacancies) and 20 excluded words (one common title word, «бухгалтер»,
 * and 19 no title has). The plain list, a full-text search and the total, each for both.
 *
 * Needs BENCH_DATABASE_URL (a database filled by `bench:generate`, 1,000,000 vacancies). It
 * makes its two applicants itself (again on every run) and starts a gateway of its own.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:hidden
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { desc, eq, inArray, like, sql } from "drizzle-orm";
import { users } from "../src/db/tables/auth";
import { companies } from "../src/db/tables/company";
import { hiddenCompanies, hiddenVacancies, hiddenWords } from "../src/db/tables/hidden";
import { applicants } from "../src/db/tables/profile";
import { vacancies } from "../src/db/tables/vacancy";
import { openDatabase } from "../src/platform/db/database";
import { hashPassword } from "../src/platform/security/passwords";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

const PASSWORD = "Bench2025!";
const EMAILS = { plain: "bench-hides-nothing@rabota.bench", hiding: "bench-hides-a-lot@rabota.bench" };
const WORDS = ["бухгалтер", ...Array.from({ length: 19 }, (_, index) => `несуществующееслово${index}`)];

/** Makes the two applicants (anew) and what the second one hides. */
async function prepare(url: string): Promise<void> {
  const database = await openDatabase({ kind: "postgres", url, poolSize: 1 });
  const { db } = database;
  try {
    const now = new Date();
    await db.delete(users).where(inArray(users.email, Object.values(EMAILS)));
    await db.delete(companies).where(like(companies.companyName, "Скрытая компания %"));
    const passwordHash = await hashPassword(PASSWORD);
    const applicantIds: Record<string, string> = {};
    for (const [key, email] of Object.entries(EMAILS)) {
      const [user] = await db
        .insert(users)
        .values({
          email,
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
      const [applicant] = await db
        .insert(applicants)
        .values({ userId: user?.id as string, city: "Москва", createdAt: now })
        .returning({ id: applicants.id });
      applicantIds[key] = applicant?.id as string;
    }
    const applicantId = applicantIds.hiding as string;
    const newest = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"))
      .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
      .limit(500);
    await db
      .insert(hiddenVacancies)
      .values(newest.map(({ id }) => ({ applicantId, vacancyId: id, hiddenAt: now })));
    const big = await db
      .select({ id: vacancies.companyId })
      .from(vacancies)
      .groupBy(vacancies.companyId)
      .orderBy(desc(sql`count(*)`))
      .limit(3);
    const empty = await db
      .insert(companies)
      .values(
        Array.from({ length: 97 }, (_, index) => ({
          companyName: `Скрытая компания ${index}`,
          createdAt: now,
        })),
      )
      .returning({ id: companies.id });
    await db
      .insert(hiddenCompanies)
      .values([...big, ...empty].map(({ id }) => ({ applicantId, companyId: id, hiddenAt: now })));
    await db.insert(hiddenWords).values({ applicantId, words: WORDS, updatedAt: now });
    await db.execute(sql`analyze hidden_vacancies, hidden_companies, hidden_words`);
  } finally {
    await database.close();
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
}

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL;
  if (!database) throw new Error("BENCH_DATABASE_URL: a database filled by bench:generate");
  await prepare(database);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-hidden-"));
  // Access tokens outlive the run, so one sign-in serves every measurement.
  const { child, url } = await startGateway(dataDir, { ACCESS_TOKEN_TTL: "3600" });
  try {
    const plain = { cookie: await signIn(url, EMAILS.plain) };
    const hiding = { cookie: await signIn(url, EMAILS.hiding) };
    const search = `filter.search=${encodeURIComponent("разработчик")}`;
    const rows: Row[] = [];
    rows.push(await measure("GET /healthz (ceiling)", { url: `${url}/healthz` }));
    for (const [name, path] of [
      ["GET /v1/vacancy", "/v1/vacancy"],
      ["GET /v1/vacancy + search", `/v1/vacancy?${search}`],
      ["GET /v1/vacancy/total", "/v1/vacancy/total"],
    ] as const) {
      rows.push(await measure(`${name}, nothing hidden`, { url: `${url}${path}`, headers: plain }));
      rows.push(await measure(`${name}, 500 + 100 + 20 hidden`, { url: `${url}${path}`, headers: hiding }));
    }
    printRows("Hidden benchmark (loopback, one gateway process, PostgreSQL, 1,000,000 vacancies)", rows);
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
