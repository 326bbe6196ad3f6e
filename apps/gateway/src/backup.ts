import { join } from "node:path";
import { restorePgliteBackup, restorePostgresBackup, takePostgresBackup } from "./platform/db/backup";

const USAGE = `Backups of Rabota's database (README, "Backups"):

  backup take postgres <database-url> <file>      pg_dump --format=custom of a PostgreSQL database
  backup restore postgres <file> <database-url>   pg_restore into a new, empty database
  backup restore pglite <file> <data-dir>         unpacks a PGlite backup as <data-dir>/pglite
                                                  (start the gateway with DATA_DIR=<data-dir>)

A PGlite backup is taken by the running gateway: send it SIGUSR2 (the start banner prints the
command); it writes rabota-pglite-<time>.tar.gz into BACKUP_DIR.
`;

/** The backup command line: explicit arguments only, so it never guesses which database it touches. */
async function main(args: string[]): Promise<void> {
  const [action, kind, first, second] = args;
  if (!first || !second) throw new UsageError();
  if (action === "take" && kind === "postgres") await takePostgresBackup(first, second);
  else if (action === "restore" && kind === "postgres") await restorePostgresBackup(first, second);
  else if (action === "restore" && kind === "pglite")
    await restorePgliteBackup(first, join(second, "pglite"));
  else throw new UsageError();
  process.stdout.write(
    `${action === "take" ? "backup written" : "restored"}: ${action === "take" ? second : first}\n`,
  );
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
