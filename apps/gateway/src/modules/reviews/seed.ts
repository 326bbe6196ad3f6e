import { asc, eq, inArray } from "drizzle-orm";
import { vacancyResponses } from "../../db/tables/responses";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import type { CompanyService } from "../company";
import * as q from "./queries";
import { roundRating } from "./service";

/** What the demo's applicants say: a rating, a text, and sometimes pros and cons. */
const DEMO_REVIEWS = [
  {
    rating: 5,
    text: "Ответили на отклик на следующий день, собеседование провели вовремя и по делу. Зарплату назвали сразу, она совпала с вакансией.",
    pros: "Честная вилка, быстрые ответы",
    cons: null,
    signed: true,
  },
  {
    rating: 4,
    text: "Процесс понятный: звонок рекрутера, техническое интервью, встреча с руководителем. Немного затянули с обратной связью после финала.",
    pros: "Вежливые интервьюеры",
    cons: "Ждал решения две недели",
    signed: false,
  },
  {
    rating: 2,
    text: "На собеседовании выяснилось, что график не тот, что в вакансии, а оклад ниже заявленного. Отказался, но время потратил.",
    pros: null,
    cons: "Вакансия расходится с реальностью",
    signed: false,
  },
  {
    rating: 5,
    text: "Пригласили сами, подробно рассказали о задачах и команде, показали офис. Оффер пришёл письменно, без сюрпризов.",
    pros: "Открытость",
    cons: null,
    signed: true,
  },
  {
    rating: 3,
    text: "Отказ пришёл быстро и вежливо, но без объяснения причин. Хотелось бы понимать, чего не хватило.",
    pros: "Не пришлось долго ждать",
    cons: "Шаблонный отказ",
    signed: false,
  },
] as const;

/**
 * Demo reviews (issue 42), written by the demo candidates about companies they responded to or
 * were invited by — the rule a review must meet — and the companies' ratings counted from them,
 * as a review's transaction does. Every fourth pair writes none, so not every company has reviews.
 */
export async function seedDemoReviews(
  db: Queryable,
  input: { now: Date; candidateIds: readonly string[]; companies: Pick<CompanyService, "saveRating"> },
): Promise<void> {
  if (input.candidateIds.length === 0) return;
  const pairs = await db
    .select({
      applicantId: vacancyResponses.applicantId,
      companyId: vacancies.companyId,
    })
    .from(vacancyResponses)
    .innerJoin(vacancies, eq(vacancies.id, vacancyResponses.vacancyId))
    .where(inArray(vacancyResponses.applicantId, [...input.candidateIds]))
    .groupBy(vacancyResponses.applicantId, vacancies.companyId)
    .orderBy(asc(vacancies.companyId), asc(vacancyResponses.applicantId));
  const reviewed = new Set<string>();
  for (const [index, pair] of pairs.entries()) {
    if (index % 4 === 3) continue;
    const relation = await q.relationToCompany(db, pair.applicantId, pair.companyId);
    const review = DEMO_REVIEWS[index % DEMO_REVIEWS.length];
    if (!relation || !review) continue;
    await q.insertReview(db, {
      ...review,
      companyId: pair.companyId,
      applicantId: pair.applicantId,
      relation: relation.invited ? "invited" : "responded",
      relationYear: relation.year,
      now: new Date(input.now.getTime() - index * 3_600_000),
    });
    reviewed.add(pair.companyId);
  }
  for (const companyId of reviewed) {
    const { mean, count } = await q.publishedFigures(db, companyId);
    await input.companies.saveRating(db, companyId, roundRating(mean), count);
  }
}
