import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { backfillMemberships } from "./modules/employer/membership-queries";
import { loadPlaces, PlacesService, resolveStoredCities } from "./modules/places";
import { ProfessionDictionary } from "./modules/professions";
import { storedApplicantCities } from "./modules/profile";
import { SalaryRefresh } from "./modules/salaries";
import { classifyStoredVacancies, storedVacancyCities } from "./modules/vacancy";
import { takePgliteBackup } from "./platform/db/backup";
import { type Database, openDatabase } from "./platform/db/database";
import { DEMO_ACCOUNTS, seedDemoData } from "./seed";

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the gateway: config, database + migrations, demo seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: "postgres",
          url: config.databaseUrl,
          onConnectionError: (error) => process.stderr.write(`database connection lost: ${error.message}\n`),
        }
      : { kind: "pglite", dataDir: join(config.dataDir, "pglite") },
  );
  await database.migrate();
  // The places' dictionary ships with the gateway: loaded on the first start and after a new one.
  await loadPlaces(database.db);
  // Employers from before company memberships get theirs (the earliest of a company owns it).
  await backfillMemberships(database.db);
  const seeded = config.seedDemo
    ? await seedDemoData(database.db, undefined, config.responseStaleAfterMs)
    : false;

  // Vacancies and applicants from before the places get the area their free-text city names (issue 40).
  const places = new PlacesService(database.db);
  const vacancyCities = await resolveStoredCities(places, storedVacancyCities(database.db));
  const applicantCities = await resolveStoredCities(places, storedApplicantCities(database.db));
  // Vacancies with no profession get their title's (issue 45); newly classified ones are
  // counted again by the salary statistics' next refresh.
  const professions = await classifyStoredVacancies(database.db, new ProfessionDictionary());
  if (professions.classified > 0) await SalaryRefresh.recountAll(database.db);

  const app = await buildApp({ config, database });
  for (const [records, cities] of [
    ["vacancy", vacancyCities],
    ["applicant", applicantCities],
  ] as const) {
    if (cities.resolved > 0 || cities.unresolved > 0)
      app.log.info(
        cities,
        `${records} cities resolved to places; the unresolved keep their text and no area`,
      );
  }
  if (professions.classified > 0 || professions.unclassified > 0)
    app.log.info(professions, "vacancies classified by their titles; the unclassified have no profession");
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  const backup = pgliteBackupOnSignal(database, config, app.log);

  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace("://[::1]", "://localhost");
  const lines: string[] = [
    "",
    `  Rabota is running at ${url}`,
    `  database: ${database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL (DATABASE_URL)"}`,
    `  mail: ${mailLine(config, url)}`,
    ...(backup ? [`  backup: kill -USR2 ${process.pid} writes one into ${config.backupDir}`] : []),
    "",
    `  Demo accounts${seeded ? " (just created)" : ""}:`,
    `    support    ${DEMO_ACCOUNTS.support.email} / ${DEMO_ACCOUNTS.support.password} (answers every user's support chat)`,
    `    moderator  ${DEMO_ACCOUNTS.moderator.email} / ${DEMO_ACCOUNTS.moderator.password} (complaints, decisions, the log: /moderation)`,
    `    applicant  ${DEMO_ACCOUNTS.applicant.email} / ${DEMO_ACCOUNTS.applicant.password}`,
    `    employer   ${DEMO_ACCOUNTS.employer.email} / ${DEMO_ACCOUNTS.employer.password}`,
    `    employer   ${DEMO_ACCOUNTS.requester.email} / ${DEMO_ACCOUNTS.requester.password} (asked to join the first one's company)`,
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

/**
 * On PGlite, SIGUSR2 makes the serving gateway write a backup of its database into
 * `BACKUP_DIR` (nothing else may open the data directory while it runs); one at a time. A
 * PostgreSQL server is backed up with pg_dump instead (README, "Backups"). Returns whether it
 * listens.
 */
function pgliteBackupOnSignal(database: Database, config: Config, log: FastifyBaseLogger): boolean {
  const { driver } = database;
  if (driver.kind !== "pglite") return false;
  let running = false;
  process.on("SIGUSR2", () => {
    if (running) return;
    running = true;
    const file = join(
      config.backupDir,
      `rabota-pglite-${new Date().toISOString().replace(/[:.]/g, "-")}.tar.gz`,
    );
    takePgliteBackup(driver.client, file)
      .then(
        ({ bytes }) => log.info({ file, bytes }, "database backup written"),
        (error: unknown) => log.error({ err: error, file }, "database backup failed"),
      )
      .finally(() => {
        running = false;
      });
  });
  return true;
}

/** The banner's mail line: where mail goes, and where to read the outbox when it can be read. */
function mailLine(config: Config, url: string): string {
  if (config.mail.transport === "smtp") return "smtp";
  if (!config.mail.readable)
    return "outbox (kept in the database, not delivered; DEMO_MODE=true to read it over HTTP)";
  return `outbox (demo: read it from this machine at ${url}/v1/dev/outbox?email=…)`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
