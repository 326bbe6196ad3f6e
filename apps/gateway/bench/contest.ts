/**
 * The contest score's cost on loopback: requests per second and p50/p99 of
 * `GET /v1/contest/{applicantId}` (the vacancies the applicant dealt with, and a list page's
 * ten `vacancyIds`), one coefficient's factors, and the vacancy list as an applicant (every
 * row with its coefficient) next to the same list as a guest, all against `/healthz` of the
 * same server as the ceiling. The coefficients are computed for the requested vacancies only,
 * so the figures should not move between the demo data and 1,000,000 vacancies.
 *
 * It starts a gateway of its own on BENCH_DATABASE_URL (a database filled by `bench:generate`;
 * the demo accounts are seeded beside the vacancies) or, without it, on a temporary PGlite
 * with the demo data. The demo applicant first views 30 vacancies, fills skills and closes a
 * SQL and a logic sitting, so the formula has every kind of input.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm --filter @rabota/gateway bench:contest
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 …
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS } from "../src/seed";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

/** A fetch with the session's cookies that fails loudly on anything but 2xx. */
function client(url: string, cookie: string) {
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? "GET",
      headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

async function signIn(url: string): Promise<{ cookie: string; applicantId: string }> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_ACCOUNTS.applicant),
  });
  if (response.status !== 200) throw new Error(`login failed with ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(";")[0])
    .join("; ");
  const { auth } = (await response.json()) as { auth: { id: string } };
  return { cookie, applicantId: auth.id };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-contest-"));
  // Access tokens outlive the run, so one sign-in serves every measurement.
  const { child, url } = await startGateway(dataDir, { ACCESS_TOKEN_TTL: "3600" });
  try {
    const { cookie, applicantId } = await signIn(url);
    const api = client(url, cookie);
    const total = (await api<{ total: number }>("/v1/vacancy/total")).total;
    const page = await api<{ vacancies: { id: string }[] }>("/v1/vacancy?pageSize=30");
    for (const vacancy of page.vacancies) await api(`/v1/vacancy/${vacancy.id}?applicantId=${applicantId}`);
    const profile = (await api<{ profile: { name: string; surname: string } }>(`/v1/profile/${applicantId}`))
      .profile;
    await api(`/v1/profile/${applicantId}`, {
      method: "PUT",
      body: { name: profile.name, surname: profile.surname, skills: ["SQL", "JavaScript", "Excel", "Git"] },
    });
    for (const testName of ["SKILL_SQL", "SKILL_LOGIC"]) {
      try {
        const started = await api<{ sessionId: string }>("/v1/profile/test/skill/session", {
          method: "POST",
          body: { applicantId, testName },
        });
        await api(`/v1/tests/sessions/${started.sessionId}/finish`, { method: "POST" });
      } catch {
        // A second run within 30 days: the earlier result stands.
      }
    }
    const ids = page.vacancies.slice(0, 10).map((vacancy) => vacancy.id);
    const vacancyIds = ids.map((id) => `vacancyIds=${id}`).join("&");
    const headers = { cookie };

    const rows: Row[] = [];
    rows.push(await measure("GET /healthz (ceiling)", { url: `${url}/healthz` }));
    rows.push(
      await measure("GET /v1/contest/{id} (30 dealt with)", {
        url: `${url}/v1/contest/${applicantId}`,
        headers,
      }),
    );
    rows.push(
      await measure("GET /v1/contest/{id}?vacancyIds (a page of 10)", {
        url: `${url}/v1/contest/${applicantId}?${vacancyIds}`,
        headers,
      }),
    );
    rows.push(
      await measure("GET /v1/contest/{id}/vacancies/{id}", {
        url: `${url}/v1/contest/${applicantId}/vacancies/${ids[0]}`,
        headers,
      }),
    );
    rows.push(await measure("GET /v1/vacancy as the applicant", { url: `${url}/v1/vacancy`, headers }));
    rows.push(await measure("GET /v1/vacancy as a guest", { url: `${url}/v1/vacancy` }));

    printRows(
      `Contest benchmark (loopback, one gateway process, ${total} active vacancies, ${
        process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PGlite"
      })`,
      rows,
    );
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
