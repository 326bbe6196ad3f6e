/**
 * The hh.ru import's throughput: a gateway process of its own (PGlite in a temporary directory,
 * or BENCH_DATABASE_URL) imports the active folder of an offline hh.ru (the sandbox, in this
 * process) holding BENCH_IMPORT_VACANCIES vacancies (1,000 by default), and prints vacancies per
 * second, measured from the 202 to the run's end. A second import of the same folder (every
 * vacancy updated, none duplicated) is measured too.
 *
 *   pnpm --filter @rabota/gateway bench:import
 *   BENCH_IMPORT_VACANCIES=5000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench …
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startHhSandbox } from "@rabota/hh-sandbox";
import { DEMO_ACCOUNTS } from "../src/seed";
import { consentAtSandbox, hhSandboxEnv } from "../src/testing/hh";
import { signIn } from "../src/testing/server-process";
import { runBench, startGateway, stopGateway } from "./harness";

const VACANCIES = Number(process.env.BENCH_IMPORT_VACANCIES ?? 1000);

interface Run {
  status: string;
  total: number | null;
  imported: number;
  updated: number;
  failed: number;
}

runBench(async () => {
  const sandbox = await startHhSandbox({ active: VACANCIES, archived: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-import-"));
  const { child, url } = await startGateway(dataDir, { ...hhSandboxEnv(sandbox), SEED_DEMO: "true" });
  try {
    const { id, cookie } = await signIn(url, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password);
    const call = async <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await fetch(`${url}${path}`, {
        method: init.method ?? "GET",
        headers: { cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const companyId = (await call<{ profile: { company: { id: string } } }>(`/v1/profile/employer/${id}`))
      .profile.company.id;

    const importOnce = async (label: string) => {
      const { url: authorizeUrl } = await call<{ url: string }>("/v1/import/hh/authorize");
      const { code, state } = await consentAtSandbox(authorizeUrl);
      await call(`/v1/import/hh/${code}?state=${state}`);
      const started = Date.now();
      await call("/v1/import/hh", {
        method: "POST",
        body: { hhCode: code, folders: ["VACANCY_STATUS_ACTIVE"], company: { id: companyId } },
      });
      let run: Run | null = null;
      while (run?.status !== "done" && run?.status !== "failed") {
        await sleep(100);
        run = (await call<{ run: Run | null }>("/v1/import/hh/runs/latest")).run;
      }
      const seconds = (Date.now() - started) / 1000;
      return {
        import: label,
        status: run.status,
        vacancies: run.total,
        imported: run.imported,
        updated: run.updated,
        failed: run.failed,
        seconds: Number(seconds.toFixed(2)),
        "vacancies/s": Math.round((run.imported + run.updated + run.failed) / seconds),
      };
    };

    const rows = [await importOnce("first (inserts)"), await importOnce("again (updates)")];
    const stats = sandbox.stats();
    process.stdout.write(
      `\nhh.ru import of ${VACANCIES} vacancies (${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}; ` +
        `${stats.vacancyFetches} vacancy and ${stats.listFetches} list requests to the sandbox)\n`,
    );
    console.table(rows);
  } finally {
    await stopGateway(child, dataDir);
    await sandbox.close();
  }
});
