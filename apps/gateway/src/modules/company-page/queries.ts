import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { companies, companyProfiles } from "../../db/tables/company";
import { vacancies } from "../../db/tables/vacancy";
import { companyVerifications } from "../../db/tables/verification";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";

/**
 * What anyone may read of a company, with its verification and how many active vacancies it
 * has; undefined for an unknown company or one a moderator blocked (it left the site).
 */
export async function findPublicCompany(db: Queryable, companyId: string) {
  return firstRow(
    db
      .select({
        id: companies.id,
        name: companies.companyName,
        city: companies.city,
        logoFileId: companies.logoFileId,
        rating: companies.rating,
        feedbackCount: companies.feedbackCount,
        createdAt: companies.createdAt,
        description: companyProfiles.description,
        website: companyProfiles.website,
        legalName: companyVerifications.legalName,
        inn: companyVerifications.inn,
        ogrn: companyVerifications.ogrn,
        registeredOn: companyVerifications.registeredOn,
        verifiedAt: companyVerifications.verifiedAt,
        activeVacancies: sql<number>`(select count(*) from ${vacancies}
          where ${vacancies.companyId} = ${companies.id} and ${vacancies.status} = 'VACANCY_STATUS_ACTIVE')`.mapWith(
          Number,
        ),
      })
      .from(companies)
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
      .leftJoin(companyVerifications, eq(companyVerifications.companyId, companies.id))
      .where(and(eq(companies.id, companyId), isNull(companies.blockedAt))),
  );
}

/** How many companies the sitemap lists (every company not blocked). */
export async function countListedCompanies(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: count() }).from(companies).where(isNull(companies.blockedAt));
  return row?.count ?? 0;
}

/** One sitemap page of companies (pages from 0, in id order): id and last change of its card. */
export async function listedCompaniesPage(db: Queryable, page: number, pageSize: number) {
  return db
    .select({
      id: companies.id,
      updatedAt: sql<Date>`coalesce(${companyProfiles.updatedAt}, ${companies.createdAt})`.mapWith(
        companies.createdAt,
      ),
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(isNull(companies.blockedAt))
    .orderBy(asc(companies.id))
    .limit(pageSize)
    .offset(page * pageSize);
}
