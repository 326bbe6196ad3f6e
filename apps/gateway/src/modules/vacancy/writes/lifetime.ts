import { and, eq, inArray, isNull, lte, type SQL } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Queryable } from "../../../platform/db/database";

/**
 * Up to `limit` active vacancies published here at or before `before` (and meeting `also`),
 * oldest first, locked for the statement that claims them; rows another sweep holds are
 * skipped. The subquery both lifetime sweeps claim from.
 */
const dueForLifetime = (db: Queryable, before: Date, limit: number, also?: SQL) =>
  db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), lte(vacancies.publishedAt, before), also))
    .orderBy(vacancies.publishedAt)
    .limit(limit)
    .for("update", { skipLocked: true });

/**
 * Claims up to `limit` vacancies published at or before `publishedBefore` whose company was not
 * warned yet this lifetime, marking them warned (so each warning is claimed once); their id,
 * title, company and publication.
 */
export async function claimExpiryWarnings(
  db: Queryable,
  input: { publishedBefore: Date; now: Date; limit: number },
) {
  const due = dueForLifetime(db, input.publishedBefore, input.limit, isNull(vacancies.expiryWarnedAt));
  return db
    .update(vacancies)
    .set({ expiryWarnedAt: input.now })
    .where(and(isNull(vacancies.expiryWarnedAt), inArray(vacancies.id, due)))
    .returning({
      id: vacancies.id,
      title: vacancies.title,
      companyId: vacancies.companyId,
      publishedAt: vacancies.publishedAt,
    });
}

/** Archives up to `limit` vacancies published at or before `publishedBefore`; their ids. */
export async function archiveExpired(
  db: Queryable,
  input: { publishedBefore: Date; now: Date; limit: number },
) {
  const due = dueForLifetime(db, input.publishedBefore, input.limit);
  const rows = await db
    .update(vacancies)
    .set({ status: "VACANCY_STATUS_ARCHIVED", updatedAt: input.now })
    .where(and(eq(vacancies.status, "VACANCY_STATUS_ACTIVE"), inArray(vacancies.id, due)))
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
}
