import { asc, eq, ilike } from "drizzle-orm";
import type { Queryable } from "../../platform/db/database";
import { companies } from "./tables";

export async function insertCompany(db: Queryable, companyName: string, now: Date) {
  const [row] = await db
    .insert(companies)
    .values({ companyName, createdAt: now })
    .returning({ id: companies.id, companyName: companies.companyName });
  if (!row) throw new Error("insert into companies returned no row");
  return row;
}

export async function findCompany(db: Queryable, id: string) {
  const [row] = await db
    .select({ id: companies.id, companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchCompanies(db: Queryable, search: string | undefined, limit: number) {
  const query = db.select({ id: companies.id, companyName: companies.companyName }).from(companies);
  const filtered = search ? query.where(ilike(companies.companyName, likePattern(search))) : query;
  return filtered.orderBy(asc(companies.companyName), asc(companies.id)).limit(limit);
}
