import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { companies } from "../../../db/tables/company";
import { searchLexemes, vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import type { cardColumns, Value } from "../rows";
import { NEWEST_FIRST } from "./order";

/**
 * The search condition. `@@` can use the GIN index vacancies_search_idx; `ts_match_vq` is the
 * function `@@` calls, which no index serves: written so where a date-index walk tests rows
 * one by one and the planner must not be tempted into the GIN index instead.
 */
export function searchCondition(
  search: Value<string>,
  vector: SQL | typeof vacancies.searchVector,
  indexed: boolean,
): SQL {
  const query = sql`websearch_to_tsquery('russian', ${search})`;
  return indexed ? sql`${vector} @@ ${query}` : sql`ts_match_vq(${vector}, ${query})`;
}

/**
 * The search condition of the branch that runs only for a rare search: the query is a
 * sub-select, which the planner cannot read, so it plans for a word of ordinary rarity (a GIN
 * bitmap and a sort). Given a common word it planned a parallel scan for the branch, and
 * starting its workers cost ~40 ms even though the branch's one-time filter then stopped it.
 */
const gatedSearch = (search: Value<string>) =>
  sql`${vacancies.searchVector} @@ (select websearch_to_tsquery('russian', ${search}))`;

/**
 * How far a search walks the date index before it gives up on the walk: a word in one
 * vacancy of ~180 or more fills a page within these rows (about a millisecond), a rarer one is
 * served by its few matches instead.
 */
export const SEARCH_WALK_ROWS = 2000;

/**
 * The smallest share of active vacancies holding one of the search's words, by the table of
 * lexeme shares (0 for a word it leaves out, a rare one): a bound on the share of vacancies the
 * search matches, since a match holds every word. Null when it bounds nothing: the table was
 * never filled, or the search has an `or` or a `-word` (its tsquery an `|` or a `!`).
 */
function searchShare(search: Value<string>): SQL<number | null> {
  const words = sql`unnest(tsvector_to_array(to_tsvector('russian', ${search}::text)))`;
  return sql<
    number | null
  >`(case when exists (select 1 from ${searchLexemes}) and websearch_to_tsquery('russian', ${search})::text !~ '[|!]' then (select min(coalesce(known.share, 0)) from ${words} as word(lexeme) left join ${searchLexemes} as known on known.lexeme = word.lexeme) end)`;
}

/**
 * The two statements of a search's page (see {@link listVacancies}), each row flagged
 * `complete` when it comes from every match. `first`: the page among the newest
 * {@link SEARCH_WALK_ROWS} rows passing `conditions`, or, when the table of lexeme shares shows
 * the search too rare to fill the page there, every match through the GIN index (so a rare
 * word costs one statement); `matches`: every match, for a walk that did not fill the page.
 */
export function searchQueries(
  db: Queryable,
  input: {
    columns: ReturnType<typeof cardColumns>;
    conditions: SQL[];
    search: Value<string>;
    limit: Value<number>;
  },
) {
  const { conditions, search, limit } = input;
  const page = (where: SQL | undefined, order: SQL[], complete: boolean) =>
    db
      .select({ ...input.columns, complete: sql<boolean>`${sql.raw(String(complete))}` })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
  // A constant condition (a one-time filter): PostgreSQL tests it once, and the branch it
  // turns off never starts.
  const rare = sql`coalesce(${searchShare(search)} < ${limit}::int::real / ${SEARCH_WALK_ROWS}, false)`;
  const recent = db
    .select({ id: vacancies.id, createdAt: vacancies.createdAt, searchVector: vacancies.searchVector })
    .from(vacancies)
    .where(and(...conditions, sql`not ${rare}`))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_WALK_ROWS)
    .as("recent");
  // No ORDER BY here: the filter passes the walk's rows on in the walk's order, so the LIMIT
  // stops the walk at the page's last match instead of testing all its rows (a sort would
  // read them all); the page query orders the few rows again.
  const walked = db
    .select({ id: recent.id })
    .from(recent)
    .where(searchCondition(search, sql`${recent.searchVector}`, false))
    .limit(limit);
  // The order is an expression no index has (`+ interval '0'` changes no value), so the
  // planner fetches the matches through the GIN index and sorts them rather than walking.
  const matches = (gate?: SQL) =>
    page(
      and(
        ...conditions,
        gate ? gatedSearch(search) : searchCondition(search, vacancies.searchVector, true),
        gate,
      ),
      [sql`(${vacancies.createdAt} + interval '0 seconds') desc`, sql`${vacancies.id} desc`],
      true,
    );
  // One branch only yields rows, so the rows keep that branch's order.
  return {
    first: unionAll(page(inArray(vacancies.id, walked), NEWEST_FIRST, false), matches(rare)),
    matches: matches(),
  };
}

/** A search's page from its {@link searchQueries}: the first statement, then every match if needed. */
export async function searchPage<Row extends { complete: boolean }>(
  first: () => Promise<Row[]>,
  matches: () => Promise<Row[]>,
  limit: number,
): Promise<Row[]> {
  const rows = await first();
  if (rows.length >= limit || rows[0]?.complete) return rows;
  return matches();
}

/**
 * Matches among the newest {@link SEARCH_WALK_ROWS} rows from which a word counts as common
 * (one vacancy in twenty): counting it by testing rows in turn reaches any cap within twenty
 * times the cap's rows, while its GIN posting list (tens of thousands of entries and more) is
 * slow to turn into a bitmap. Below it the GIN index finds the matches faster.
 */
export const COMMON_IN_WALK = SEARCH_WALK_ROWS / 20;

/**
 * How many of the newest {@link SEARCH_WALK_ROWS} rows passing `conditions` match `search`,
 * counted up to {@link COMMON_IN_WALK} (the walk stops there); 0 without walking when the table
 * of lexeme shares shows the search too rare to reach it (a one-time filter). Only that bound
 * skips the walk: two common words may still seldom meet, so their matches are counted.
 */
export async function matchesAmongNewest(db: Queryable, conditions: SQL[], search: string): Promise<number> {
  const rare = sql`coalesce(${searchShare(search)} < ${COMMON_IN_WALK / SEARCH_WALK_ROWS}::real, false)`;
  const recent = db
    .select({ searchVector: vacancies.searchVector })
    .from(vacancies)
    .where(and(...conditions, sql`not ${rare}`))
    .orderBy(...NEWEST_FIRST)
    .limit(SEARCH_WALK_ROWS)
    .as("recent");
  const matches = db
    .select({ one: sql`1` })
    .from(recent)
    .where(searchCondition(search, sql`${recent.searchVector}`, false))
    .limit(COMMON_IN_WALK)
    .as("matches");
  const [row] = await db.select({ matches: sql<number>`count(*)::int` }).from(matches);
  return row?.matches ?? 0;
}
