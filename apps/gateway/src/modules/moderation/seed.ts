import { COMPLAINT_REASON_LABELS, type ComplaintReason } from "@rabota/domain/wire/complaints";
import { and, asc, eq } from "drizzle-orm";
import { companyReviews } from "../../db/tables/reviews";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { firstRow } from "../../platform/db/first-row";
import * as q from "./queries";

const HOUR_MS = 3_600_000;

/** Three people's complaints about one vacancy: enough to hold it. */
const VACANCY_COMPLAINTS: { reason: ComplaintReason; text: string | null }[] = [
  {
    reason: "payment_required",
    text: "После отклика попросили оплатить «обучение» 5 000 ₽ до выхода на работу.",
  },
  { reason: "fraud", text: "Просят перевести деньги за оформление пропуска." },
  { reason: "misleading", text: null },
];

/**
 * The moderators' demo (issue 42): three demo candidates complained about one vacancy of a
 * demo company (held, as three people's complaints hold it), and one about a review; the demo
 * moderator finds both in the queue. `hold` is the vacancy module's.
 */
export async function seedDemoModeration(
  db: Queryable,
  input: {
    now: Date;
    /** The candidates' accounts, the complainants. */
    complainantIds: readonly string[];
    /** A demo company (not the demo employer's) whose vacancy the complaints are about. */
    companyId: string;
    hold: (tx: Queryable, vacancyId: string, note: string) => Promise<boolean>;
  },
): Promise<void> {
  const vacancy = await firstRow(
    db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, input.companyId), eq(vacancies.status, "VACANCY_STATUS_ACTIVE")))
      .orderBy(asc(vacancies.createdAt)),
  );
  if (vacancy) {
    const target = { type: "vacancy" as const, id: vacancy.id };
    const opened = new Date(input.now.getTime() - 30 * HOUR_MS);
    await q.openCase(db, { target, cause: "complaints", companyId: input.companyId, now: opened });
    for (const [index, complaint] of VACANCY_COMPLAINTS.entries()) {
      const complainantId = input.complainantIds[index];
      if (!complainantId) continue;
      const now = new Date(opened.getTime() + index * 5 * HOUR_MS);
      await q.insertComplaint(db, { complainantId, target, ...complaint, now });
    }
    const reasons = VACANCY_COMPLAINTS.map((complaint) => COMPLAINT_REASON_LABELS[complaint.reason]);
    await input.hold(db, vacancy.id, `Жалобы: ${reasons.join(", ")}`);
  }
  const review = await firstRow(
    db.select({ id: companyReviews.id }).from(companyReviews).orderBy(asc(companyReviews.createdAt)),
  );
  const complainantId = input.complainantIds.at(-1);
  if (review && complainantId) {
    const target = { type: "review" as const, id: review.id };
    const now = new Date(input.now.getTime() - 6 * HOUR_MS);
    await q.openCase(db, { target, cause: "complaints", companyId: null, now });
    await q.insertComplaint(db, {
      complainantId,
      target,
      reason: "spam",
      text: "Похоже на заказной отзыв.",
      now,
    });
  }
}
