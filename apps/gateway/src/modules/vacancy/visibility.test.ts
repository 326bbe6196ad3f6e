import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancies } from "../../db/tables/vacancy";
import { type TestDatabaseKind, testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { type RouteRef, routeCollector, takesBody } from "../../testing/routes";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from ".";
import { createRandom, generateVacancy } from "./demo-data";

/** A parameter that names a vacancy: `:vacancyId` anywhere, `:id` under a vacancy path. */
const VACANCY_PARAM = /:vacancyId\b|(?<=\/vacancy\/|\/hidden\/vacancies\/):id\b/;

/**
 * Issue 41: one rule decides who may see a vacancy, and every route that takes a vacancy id
 * follows it — a draft is its company's alone, an archived vacancy its company's and its
 * respondents'. Everyone else must get exactly the answer an unknown id gets, on reads and on
 * writes. The routes are listed from the app's own route table, so a new one cannot be missed.
 */
describe.each(testDatabases())("who may see a vacancy, on every route that names one, on $name", (kind) => {
  let gateway: TestGateway;
  const { collect, routes } = routeCollector();
  let stranger: TestClient;
  let strangerId: string;
  let rival: TestClient;
  let rivalId: string;
  let guest: TestClient;
  let draftId: string;
  let archivedId: string;
  const SECRET = "Секретный черновик";

  beforeAll(async () => {
    gateway = await createTestGateway(kind as TestDatabaseKind, { onRoute: collect });
    const owner = gateway.client();
    const ownerId = await registerEmployer(owner, "owner@visibility.ru", "Тайна");
    const companyId = (await findEmployerCompanyId(gateway.database.db, ownerId)) as string;
    const random = createRandom(41);
    const at = gateway.clock.now();
    [draftId, archivedId] = (await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Тайна",
      items: [
        {
          vacancy: { ...generateVacancy(random), title: SECRET, status: "VACANCY_STATUS_DRAFT" },
          createdAt: at,
        },
        {
          vacancy: { ...generateVacancy(random), title: SECRET, status: "VACANCY_STATUS_ACTIVE" },
          createdAt: at,
        },
      ],
    })) as [string, string];
    await gateway.database.db
      .update(vacancies)
      .set({ status: "VACANCY_STATUS_ARCHIVED", testName: "javascript" })
      .where(eq(vacancies.id, archivedId));
    await gateway.database.db
      .update(vacancies)
      .set({ testName: "javascript" })
      .where(eq(vacancies.id, draftId));
    stranger = gateway.client();
    strangerId = await registerApplicant(stranger, "stranger@visibility.ru");
    rival = gateway.client();
    rivalId = await registerEmployer(rival, "rival@visibility.ru", "Соперник");
    expect((await login(stranger, "stranger@visibility.ru")).statusCode).toBe(200);
    expect((await login(rival, "rival@visibility.ru")).statusCode).toBe(200);
    guest = gateway.client();
  });
  afterAll(() => gateway.close());

  /** The request of `route` about `vacancyId`, as `client` (whose own ids fill the other parameters). */
  function ask(client: TestClient, route: RouteRef, vacancyId: string) {
    const self = client === rival ? rivalId : strangerId;
    const url = route.url
      .replace(VACANCY_PARAM, vacancyId)
      .replace(/:applicantId\b/, strangerId)
      .replace(/:employerId\b/, self)
      .replace(/:[A-Za-z]+\b/g, randomUUID());
    const payload = takesBody(route.method) ? { vacancyId, testName: "javascript" } : undefined;
    return client.request({ method: route.method as "GET", url, ...(payload ? { payload } : {}) });
  }

  const vacancyRoutes = () => routes.filter((route) => VACANCY_PARAM.test(route.url));

  it("finds the routes that take a vacancy id", () => {
    const keys = vacancyRoutes().map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      "GET /v1/vacancy/:id",
      "POST /v1/vacancy/:id/like/:applicantId",
      "POST /v1/vacancy/:id/view/:applicantId",
      "POST /v1/vacancy/:id/response/:applicantId",
      "PUT /v1/hidden/vacancies/:id",
      "GET /v1/contest/:applicantId/vacancies/:vacancyId",
      "POST /v1/chat/response/:vacancyId/:applicantId",
      "PUT /v1/vacancy/:id",
    ]) {
      expect(keys).toContain(expected);
    }
  });

  it("answers a draft and an archived vacancy as an unknown id to everyone but their company and respondents", async () => {
    const differences: string[] = [];
    for (const route of vacancyRoutes()) {
      for (const [who, client] of [
        ["an applicant who never responded", stranger],
        ["another company's employer", rival],
        ["a guest", guest],
      ] as const) {
        const unknown = await ask(client, route, randomUUID());
        for (const [what, id] of [
          ["draft", draftId],
          ["archived", archivedId],
        ] as const) {
          const answer = await ask(client, route, id);
          // A guest reading a vacancy page too (issue 42: it once said 401, which told drafts apart).
          if (answer.statusCode !== unknown.statusCode || answer.body.includes(SECRET)) {
            differences.push(
              `${route.method} ${route.url} by ${who}, ${what}: ${answer.statusCode} (unknown id: ${unknown.statusCode})`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("asks the contest for a draft's and an archived vacancy's coefficient in vain", async () => {
    const answer = await stranger.get(
      `/v1/contest/${strangerId}?vacancyIds=${draftId}&vacancyIds=${archivedId}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().vacanciesCoefficients).toEqual({});
    const session = await stranger.post("/v1/vacancy/test/session", {
      vacancyId: draftId,
      testName: "javascript",
    });
    expect(session.statusCode).toBe(404);
    const messages = await stranger.get(`/v1/profile/test/${strangerId}`);
    expect(messages.body).not.toContain(SECRET);
  });
});
