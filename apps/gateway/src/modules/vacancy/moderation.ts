import { and, eq, inArray, isNull } from "drizzle-orm";
import { isUuid } from "../../db/columns";
import { companies } from "../../db/tables/company";
import { vacancies } from "../../db/tables/vacancy";
import type { Db, Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import { forbidden } from "../../platform/http/errors";
import { VACANCY_REPLIES } from "../../platform/http/messages";

/** Statuses in which a vacancy is on the site or waits to be back: what a company block takes down. */
const LIVE = ["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_HELD"] as const;

/**
 * What moderators do to vacancies (issue 42): hold one three people complained about (status
 * HELD: every list, search, page and alert reads ACTIVE only, so it leaves them all at once),
 * restore it, remove it for good (archived, `removed_at`), take down a blocked company's. The
 * moderation module calls these inside its decision's transaction; `onChanged` after it.
 */
export class VacancyModeration {
  constructor(private readonly deps: { db: Db; onChanged: () => void }) {}

  /** The vacancy as a moderator reads it; undefined for an unknown id. */
  async target(vacancyId: string) {
    if (!isUuid(vacancyId)) return undefined;
    return firstRow(
      this.deps.db
        .select({
          id: vacancies.id,
          title: vacancies.title,
          description: vacancies.description,
          status: vacancies.status,
          removedAt: vacancies.removedAt,
          companyId: vacancies.companyId,
          companyName: companies.companyName,
        })
        .from(vacancies)
        .innerJoin(companies, eq(companies.id, vacancies.companyId))
        .where(eq(vacancies.id, vacancyId)),
    );
  }

  /** {@link holdVacancy}. */
  hold(tx: Queryable, vacancyId: string, note: string): Promise<boolean> {
    return holdVacancy(tx, vacancyId, note);
  }

  /** Puts a held vacancy back on the site. */
  async restore(tx: Queryable, vacancyId: string) {
    await tx
      .update(vacancies)
      .set({ status: "VACANCY_STATUS_ACTIVE", moderationNote: null })
      .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, "VACANCY_STATUS_HELD")));
  }

  /** Removes a vacancy for good: archived, and its company cannot publish it again. */
  async remove(tx: Queryable, vacancyId: string, note: string, now: Date) {
    await tx
      .update(vacancies)
      .set({ status: "VACANCY_STATUS_ARCHIVED", removedAt: now, moderationNote: note, updatedAt: now })
      .where(and(eq(vacancies.id, vacancyId), isNull(vacancies.removedAt)));
  }

  /** Takes every live vacancy of a blocked company off the site; their ids. */
  async removeCompanyVacancies(tx: Queryable, companyId: string, note: string, now: Date) {
    const rows = await tx
      .update(vacancies)
      .set({ status: "VACANCY_STATUS_ARCHIVED", removedAt: now, moderationNote: note, updatedAt: now })
      .where(and(eq(vacancies.companyId, companyId), inArray(vacancies.status, [...LIVE])))
      .returning({ id: vacancies.id });
    return rows.map((row) => row.id);
  }

  /** Lists, pages and cards read vacancies from memory: call after a decision's transaction. */
  changed() {
    this.deps.onChanged();
  }
}

/** 403 when a moderator blocked the company: it publishes nothing more. */
export async function assertCompanyMayPublish(db: Queryable, companyId: string) {
  const company = await firstRow(
    db.select({ blockedAt: companies.blockedAt }).from(companies).where(eq(companies.id, companyId)),
  );
  if (company?.blockedAt) throw forbidden(VACANCY_REPLIES.companyBlocked);
}

/** Hides an active vacancy until moderators decide, saying why to its company; false when it was not active. */
export async function holdVacancy(tx: Queryable, vacancyId: string, note: string): Promise<boolean> {
  const rows = await tx
    .update(vacancies)
    .set({ status: "VACANCY_STATUS_HELD", moderationNote: note })
    .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, "VACANCY_STATUS_ACTIVE")))
    .returning({ id: vacancies.id });
  return rows.length > 0;
}
