import { sql } from "drizzle-orm";
import { searchLexemes, vacancies } from "../../../db/tables/vacancy";
import type { Db, Queryable } from "../../../platform/db/database";

/** Lexemes in fewer than this share of active vacancies are left out of the table: rare. */
const KEPT_LEXEME_SHARE = 0.001;

/**
 * Rewrites the table of lexeme shares from the active vacancies' search documents (`ts_stat`:
 * one pass over them, ~4 s of PostgreSQL on a million rows). Readers see the old table until
 * the new one commits.
 */
export async function refreshSearchLexemes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(searchLexemes);
    const rows = await tx
      .insert(searchLexemes)
      .select(
        tx
          .select({
            lexeme: sql<string>`stat.word`.as("lexeme"),
            share: sql<number>`(stat.ndoc::real / active.n)`.as("share"),
          })
          .from(
            sql`ts_stat('select search_vector from vacancies where status = ''VACANCY_STATUS_ACTIVE''') as stat, (select count(*) as n from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE') as active`,
          )
          .where(sql`stat.ndoc >= active.n * ${KEPT_LEXEME_SHARE}::real`),
      )
      .returning({ lexeme: searchLexemes.lexeme });
    return rows.length;
  });
}

/**
 * Whether the table of lexeme shares is empty while active vacancies exist: a database filled
 * after its migration (a bulk load, the demo's seed) until the hourly refresh.
 */
export async function searchLexemesMissing(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({
      missing: sql<boolean>`not exists (select 1 from ${searchLexemes}) and exists (select 1 from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE')`,
    })
    .from(sql`(select 1) as one`);
  return row?.missing ?? false;
}
