import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { loadConfig } from "./config";
import { createModeratorAccount } from "./modules/auth";
import { openDatabase } from "./platform/db/database";
import { hashPassword } from "./platform/security/passwords";

const USAGE = `Moderators' accounts (README, "Moderators"): the one way to make one; sign-up never does.

  moderator add <email> <name> <surname>

The password is MODERATOR_PASSWORD when set (keep it out of the shell's history), else a new
random one, printed once. The database is the gateway's (DATABASE_URL, else PGlite in DATA_DIR:
stop the gateway first, PGlite has one user at a time).
`;

class UsageError extends Error {}

async function main(args: string[]): Promise<void> {
  const [action, email, name, surname] = args;
  if (action !== "add" || !email || !name || !surname) throw new UsageError();
  const password = process.env.MODERATOR_PASSWORD || `${randomBytes(12).toString("base64url")}Aa1`;
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: join(config.dataDir, "pglite") },
  );
  try {
    await database.migrate();
    const { created } = await createModeratorAccount(database.db, {
      email,
      name,
      surname,
      passwordHash: await hashPassword(password),
      now: new Date(),
    });
    if (!created) {
      process.stdout.write(`moderator ${email} exists already: nothing changed\n`);
      return;
    }
    const shown = process.env.MODERATOR_PASSWORD ? "(MODERATOR_PASSWORD)" : password;
    process.stdout.write(`moderator created: ${email} / ${shown}\n`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
