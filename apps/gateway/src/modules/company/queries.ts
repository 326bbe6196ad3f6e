import { and, asc, eq, ilike, isNull } from "drizzle-orm";
import { companies, companyProfiles } from "../../db/tables/company";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

export async function insertCompany(db: Queryable, companyName: string, now: Date) {
  const [row] = await db
    .insert(companies)
    .values({ companyName, createdAt: now })
    .returning({ id: companies.id, companyName: companies.companyName });
  if (!row) throw new Error("insert into companies returned no row");
  return row;
}

export async function findCompany(db: Queryable, id: string) {
  return firstRow(
    db
      .select({ id: companies.id, companyName: companies.companyName })
      .from(companies)
      .where(eq(companies.id, id)),
  );
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

/**
 * Locks a company's row for a card save and returns its name and logo. A colleague saving at
 * the same time waits, then sees this save's logo as the one it replaces, so no replaced file
 * is kept.
 */
export async function lockCompany(tx: Queryable, id: string) {
  const [row] = await tx
    .select({ logoFileId: companies.logoFileId, companyName: companies.companyName })
    .from(companies)
    .where(eq(companies.id, id))
    .for("no key update");
  return row;
}

/** What a company card holds: name, city and logo on `companies`, the rest on `company_profiles`. */
export interface CompanyCard {
  companyName: string;
  city: string | null;
  logoFileId: string | null;
  description: string | null;
  website: string | null;
}

/** Replaces the company card. */
export async function saveCompanyCard(tx: Queryable, id: string, card: CompanyCard, now: Date) {
  await tx
    .update(companies)
    .set({ companyName: card.companyName, city: card.city, logoFileId: card.logoFileId })
    .where(eq(companies.id, id));
  const details = { description: card.description, website: card.website, updatedAt: now };
  await tx
    .insert(companyProfiles)
    .values({ companyId: id, ...details })
    .onConflictDoUpdate({ target: companyProfiles.companyId, set: details });
}

/** Stores the company's rating: the mean (one decimal) and count of its published reviews. */
export async function saveCompanyRating(tx: Queryable, id: string, rating: number | null, count: number) {
  await tx.update(companies).set({ rating, feedbackCount: count }).where(eq(companies.id, id));
}

/** Marks the company blocked by a moderator (issue 42); a block already there keeps its time. */
export async function blockCompany(tx: Queryable, id: string, now: Date) {
  await tx
    .update(companies)
    .set({ blockedAt: now })
    .where(and(eq(companies.id, id), isNull(companies.blockedAt)));
}
