import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../config";
import { createThrowawayPostgres } from "../../testing/databases";

const MIGRATIONS = join(PACKAGE_ROOT, "drizzle");

/** An empty database that applies a migrations folder and runs plain SQL. */
interface RawDatabase {
  migrate(folder: string): Promise<void>;
  /** Runs a script of several statements. */
  exec(script: string): Promise<void>;
  query(text: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openPglite(): Promise<RawDatabase> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    exec: async (script) => {
      await client.exec(script);
    },
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<RawDatabase> {
  const throwaway = await createThrowawayPostgres(url);
  const pool = new pg.Pool({ connectionString: throwaway.url, max: 2 });
  // pool.end() resolves before its connections have finished closing, and the drop's FORCE may
  // end one mid-goodbye: the pool reports that as an idle client's error, which would be uncaught.
  pool.on("error", () => {});
  const db = drizzlePg(pool);
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    exec: async (script) => {
      await pool.query(script);
    },
    query: async (text) => (await pool.query(text)).rows,
    close: async () => {
      await pool.end();
      await throwaway.drop();
    },
  };
}

const kinds = [
  { name: "pglite", open: openPglite },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "postgres", open: () => openPostgres(process.env.TEST_DATABASE_URL as string) }]
    : []),
];

const USER = "00000000-0000-4000-8000-000000000001";
const FILE = "00000000-0000-4000-8000-0000000000f1";
/** Uploaded but never saved to a profile. */
const UNUSED_FILE = "00000000-0000-4000-8000-0000000000f3";
/** A company with a saved logo, one whose logo file was deleted since (logo_url left dangling), one without a card. */
const WITH_LOGO = "00000000-0000-4000-8000-0000000000c1";
const LOGO_DELETED = "00000000-0000-4000-8000-0000000000c2";
const NO_CARD = "00000000-0000-4000-8000-0000000000c3";

describe.each(kinds)("0004_company_logo_file on $name", ({ open }) => {
  let database: RawDatabase;
  let before: string;

  beforeAll(async () => {
    // The committed migrations without 0004: a database deployed before it.
    before = mkdtempSync(join(tmpdir(), "rabota-migrations-"));
    cpSync(MIGRATIONS, before, { recursive: true });
    const journalPath = join(before, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < "0004");
    writeFileSync(journalPath, JSON.stringify(journal));

    database = await open();
    await database.migrate(before);
    await database.exec(`
      insert into users (id, email, role, password_hash, name, surname, created_at, updated_at)
        values ('${USER}', 'boss@firma.ru', 'employer', 'x', 'Олег', 'Кузнецов', now(), now());
      insert into stored_files (id, owner_user_id, parent_id, file_type, file_name, created_at, upload_expires_at, uploaded_at)
        values ('${FILE}', '${USER}', '${USER}', 'FILE_TYPE_AVATAR', 'logo.png', now(), now(), now()),
               ('${UNUSED_FILE}', '${USER}', '${USER}', 'FILE_TYPE_AVATAR', 'other.png', now(), now(), now());
      insert into companies (id, company_name, logo_url, created_at) values
        ('${WITH_LOGO}', 'Ромашка', '/v1/files/${FILE}?op=get&exp=1&sig=x', now()),
        ('${LOGO_DELETED}', 'Василёк', '/v1/files/00000000-0000-4000-8000-0000000000f2?op=get&exp=1&sig=x', now()),
        ('${NO_CARD}', 'Лютик', null, now());
      insert into company_profiles (company_id, logo_file_id, updated_at) values
        ('${WITH_LOGO}', '${FILE}', now()),
        ('${LOGO_DELETED}', null, now());
    `);
    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("keeps each company's saved logo as companies.logo_file_id", async () => {
    expect(await database.query("select id, logo_file_id from companies order by id")).toEqual([
      { id: WITH_LOGO, logo_file_id: FILE },
      { id: LOGO_DELETED, logo_file_id: null },
      { id: NO_CARD, logo_file_id: null },
    ]);
  });

  it("drops the old copies", async () => {
    const columns = await database.query(`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_name in ('logo_url', 'logo_file_id')`);
    expect(columns).toEqual([{ table_name: "companies", column_name: "logo_file_id" }]);
  });

  it("marks the files profiles use as attached (0005), so the sweep of unsaved uploads keeps them", async () => {
    expect(
      await database.query("select id, attached_at is not null as attached from stored_files order by id"),
    ).toEqual([
      { id: FILE, attached: true },
      { id: UNUSED_FILE, attached: false },
    ]);
  });

  it("records the consent an account made before 0021 accepted: the form's first version, when it signed up", async () => {
    expect(
      await database.query(
        "select consent_version, consent_accepted_at = created_at as at_signup from users",
      ),
    ).toEqual([{ consent_version: "2026-11-21", at_signup: true }]);
  });

  it("clears the logo when its file is deleted", async () => {
    await database.query(`delete from stored_files where id = '${FILE}'`);
    expect(await database.query(`select logo_file_id from companies where id = '${WITH_LOGO}'`)).toEqual([
      { logo_file_id: null },
    ]);
  });
});
