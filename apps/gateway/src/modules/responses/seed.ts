import type { ResponseStatus } from "@rabota/domain/enums";
import { and, asc, eq, ne } from "drizzle-orm";
import { vacancyResponses } from "../../db/tables/responses";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import { countResponse } from "./response-rate";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** One demo response: how long ago it came, its status, and how many hours later it was answered. */
interface DemoResponse {
  daysAgo: number;
  status: ResponseStatus;
  answeredAfterHours?: number;
}

const INVITATION =
  "Здравствуйте! Нам понравилось ваше резюме. Приглашаем на встречу с командой — напишите, когда вам удобно.";

/**
 * The responses of the demo data (issue 25), chosen so every status shows and the response
 * rate shows both ways: the demo employer's company and a second company above the line of five
 * responses (rates of 50 % and 83 %), a third below it («Пока мало откликов…»).
 */
const DEMO_RESPONSES: readonly (readonly DemoResponse[])[] = [
  [
    { daysAgo: 1, status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" },
    { daysAgo: 2, status: "RESPONSE_STATUS_VIEWED" },
    { daysAgo: 3, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 5 },
    { daysAgo: 5, status: "RESPONSE_STATUS_REJECTED", answeredAfterHours: 20 },
    { daysAgo: 8, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 30 },
    { daysAgo: 10, status: "RESPONSE_STATUS_REJECTED", answeredAfterHours: 50 },
    { daysAgo: 20, status: "RESPONSE_STATUS_NO_ANSWER" },
    { daysAgo: 40, status: "RESPONSE_STATUS_NO_ANSWER" },
  ],
  [
    { daysAgo: 1, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 2 },
    { daysAgo: 4, status: "RESPONSE_STATUS_REJECTED", answeredAfterHours: 6 },
    { daysAgo: 6, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 12 },
    { daysAgo: 9, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 26 },
    { daysAgo: 12, status: "RESPONSE_STATUS_REJECTED", answeredAfterHours: 4 },
    { daysAgo: 30, status: "RESPONSE_STATUS_NO_ANSWER" },
  ],
  [
    { daysAgo: 2, status: "RESPONSE_STATUS_VIEWED" },
    { daysAgo: 3, status: "RESPONSE_STATUS_INVITED", answeredAfterHours: 8 },
    { daysAgo: 25, status: "RESPONSE_STATUS_NO_ANSWER" },
  ],
];

/**
 * Seeds the demo responses: the candidates respond, one each, to the vacancies of three
 * companies (the demo employer's first, whose two newest vacancies stay without responses for
 * the flows that start there), and the response rate counts them as the gateway would have.
 */
export async function seedDemoResponses(
  db: Queryable,
  input: {
    now: Date;
    /** The demo employer's company, then the other demo companies with vacancies. */
    companyIds: readonly string[];
    candidateIds: readonly string[];
    responseStaleAfterMs: number;
  },
): Promise<void> {
  for (const [companyIndex, responses] of DEMO_RESPONSES.entries()) {
    const companyId = input.companyIds[companyIndex];
    if (!companyId) continue;
    const targets = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, companyId), ne(vacancies.status, "VACANCY_STATUS_DRAFT")))
      .orderBy(asc(vacancies.createdAt))
      .limit(responses.length);
    for (const [index, response] of responses.entries()) {
      const applicantId = input.candidateIds[index % input.candidateIds.length];
      const vacancyId = targets[index % Math.max(1, targets.length)]?.id;
      if (!applicantId || !vacancyId) continue;
      const appliedAt = new Date(input.now.getTime() - response.daysAgo * DAY_MS);
      const answeredAt =
        response.answeredAfterHours === undefined
          ? null
          : new Date(appliedAt.getTime() + response.answeredAfterHours * HOUR_MS);
      await db.insert(vacancyResponses).values({
        applicantId,
        vacancyId,
        status: response.status,
        appliedAt,
        updatedAt: answeredAt ?? appliedAt,
        answeredAt,
        rejectedAt: response.status === "RESPONSE_STATUS_REJECTED" ? answeredAt : null,
        invitationMessage: response.status === "RESPONSE_STATUS_INVITED" ? INVITATION : null,
      });
      await countResponse(db, {
        companyId,
        appliedAt,
        answeredAt,
        staleAfterMs: input.responseStaleAfterMs,
      });
    }
  }
}
