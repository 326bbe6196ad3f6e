import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";

const run = promisify(execFile);

/**
 * Backups of both databases (apps/gateway/README.md, "Backups"). PGlite: a gzipped tarball of
 * its data directory, taken by the serving process itself (nothing else may open the
 * directory); PostgreSQL: `pg_dump`'s custom format, restored by `pg_restore`.
 */

/**
 * Writes a consistent copy of the serving PGlite database's data directory to `file`. A
 * checkpoint first writes what committed to the data files (so the copy restores quickly);
 * the copy itself is taken under PGlite's transaction lock, which every query and transaction
 * also takes, so no transaction is half-done in it. Requests simply wait the moment it takes.
 * Written beside `file` first and renamed, so `file` is whole or absent.
 */
export async function takePgliteBackup(
  client: PGlite,
  file: string,
): Promise<{ file: string; bytes: number }> {
  await client.query("checkpoint");
  // `dumpDataDir` takes only the statement lock; the transaction lock keeps transactions out too.
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
  const bytes = Buffer.from(await tarball.arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return { file, bytes: bytes.length };
}

/**
 * Restores a PGlite backup into `dataDir`, which must not exist or be empty (a backup never
 * overwrites a database); start the gateway with `DATA_DIR` pointing at its parent afterwards.
 */
export async function restorePgliteBackup(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new directory`);
  }
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  await client.waitReady;
  await client.close();
}

/** `pg_dump --format=custom` of the database at `url` into `file` (whole or absent, like the PGlite one). */
export async function takePostgresBackup(url: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, url]);
  await rename(partial, file);
}

/**
 * `pg_restore` of `file` into the (new, empty) database at `url`, in one transaction: it is
 * restored whole or not at all.
 */
export async function restorePostgresBackup(file: string, url: string): Promise<void> {
  await run("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${url}`,
    file,
  ]);
}
