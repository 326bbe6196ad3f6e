import { and, between, eq, sql } from "drizzle-orm";
import { deletedVacancies, vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";
import { firstRow } from "../../../platform/db/first-row";

/** Whether a vacancy of this id was deleted (its tombstone exists). */
export async function wasDeleted(db: Queryable, id: string): Promise<boolean> {
  const row = await firstRow(
    db.select({ id: deletedVacancies.id }).from(deletedVacancies).where(eq(deletedVacancies.id, id)),
  );
  return row !== undefined;
}

/** Every uuid, as a number: the sitemap splits this range. */
const UUID_SPACE = 1n << 128n;

const uuidOf = (value: bigint) => {
  const hex = value.toString(16).padStart(32, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The ids of sitemap page `page` of `pages`: an equal slice of the uuid range, ends included. */
function sitemapIdRange(page: number, pages: number): { first: string; last: string } {
  const from = (UUID_SPACE * BigInt(page)) / BigInt(pages);
  const to = (UUID_SPACE * BigInt(page + 1)) / BigInt(pages) - 1n;
  return { first: uuidOf(from), last: uuidOf(to) };
}

/**
 * How many pages the sitemap spreads the active vacancies over: a power of two with a quarter
 * of `pageSize` on a page on average, from the table's rows as the planner estimates them (the
 * rows per page of the last analysis times the table's pages now, so growth since shows;
 * archived rows too, so it errs towards more pages); counted when the table was never
 * analysed. The ids are random (v4), so each page holds about as many as the others, and four
 * times the average (the limit) is hundreds of standard deviations away; the count moves the
 * pages only when it crosses a power of two.
 */
async function sitemapPageCount(db: Queryable, pageSize: number): Promise<number> {
  const [estimate] = await db
    .select({
      rows: sql<number>`(case when relpages > 0 then reltuples / relpages * (pg_relation_size(oid) / current_setting('block_size')::int) else -1 end)::float8`,
    })
    .from(sql`pg_class`)
    .where(sql`oid = 'vacancies'::regclass`);
  let rows = Number(estimate?.rows ?? -1);
  if (rows < 0) {
    const [counted] = await db
      .select({ rows: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"));
    rows = counted?.rows ?? 0;
  }
  return 2 ** Math.ceil(Math.log2(Math.max(1, Math.ceil(rows / (pageSize / 4)))));
}

/**
 * The sitemap's pages of active vacancies (at most `pageSize` each, in id order): each page's
 * number (from 0) and the latest change among its vacancies; a page of no vacancy is left out.
 * A page is a range of ids (a keyset), so each is an index-only range scan of
 * vacancies_sitemap_idx, and a vacancy stays on its page while others come and go.
 */
export async function activeVacancyPages(db: Queryable, pageSize: number) {
  const pages = await sitemapPageCount(db, pageSize);
  const ranges = Array.from({ length: pages }, (_, page) => sitemapIdRange(page, pages));
  const rows = await db
    .select({
      page: sql<number>`(r.page - 1)::int`,
      lastModified: sql<
        string | null
      >`(select max(${vacancies.updatedAt}) from ${vacancies} where ${vacancies.status} = 'VACANCY_STATUS_ACTIVE' and ${vacancies.id} between r.first and r.last)`,
    })
    .from(
      sql`unnest(${sql.param(ranges.map((range) => range.first))}::uuid[], ${sql.param(
        ranges.map((range) => range.last),
      )}::uuid[]) with ordinality as r(first, last, page)`,
    )
    .orderBy(sql`r.page`);
  return rows.flatMap((row) =>
    row.lastModified === null ? [] : [{ page: Number(row.page), lastModified: new Date(row.lastModified) }],
  );
}

/** One sitemap page of active vacancies (page numbers from 0, in id order): id and last change. */
export async function activeVacancyPage(db: Queryable, page: number, pageSize: number) {
  const pages = await sitemapPageCount(db, pageSize);
  if (page >= pages) return [];
  const { first, last } = sitemapIdRange(page, pages);
  return db
    .select({ id: vacancies.id, updatedAt: vacancies.updatedAt })
    .from(vacancies)
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), between(vacancies.id, first, last)))
    .orderBy(vacancies.id)
    .limit(pageSize);
}
