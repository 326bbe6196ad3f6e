import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadPlaces } from "../modules/places";
import { openDatabase } from "../platform/db/database";
import { createThrowawayPostgres } from "./databases";

/**
 * Migrates one empty database of each kind before any test file runs, and hands its copy to
 * them: a file's fresh database is a copy of this template (a PGlite dump loaded in ~0.3 s,
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL), not an `initdb` and a migration of its own
 * (~1.2 s of CPU each, a hundred times a run).
 */
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({ kind: "pglite" });
  await pglite.migrate();
  // The template holds the places' dictionary, as a started gateway's database does.
  await loadPlaces(pglite.db);
  const dump = await (pglite.driver as Extract<typeof pglite.driver, { kind: "pglite" }>).client.dumpDataDir(
    "none",
  );
  await pglite.close();
  const dumpPath = join(tmpdir(), `rabota-pglite-template-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", dumpPath);
  const removeDump = () => rmSync(dumpPath, { force: true });

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return removeDump;
  const template = await createThrowawayPostgres(url);
  const postgres = await openDatabase({ kind: "postgres", url: template.url, poolSize: 1 });
  try {
    await postgres.migrate();
    await loadPlaces(postgres.db);
  } finally {
    // A template takes no connections: CREATE DATABASE … TEMPLATE refuses one that has any.
    await postgres.close();
  }
  project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
  return async () => {
    removeDump();
    await template.drop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar of a migrated, empty PGlite data directory. */
    pgliteTemplate: string;
    /** The name of a migrated, empty database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
  }
}
