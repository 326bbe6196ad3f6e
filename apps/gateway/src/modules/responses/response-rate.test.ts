import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { answerBucket, expireDays, summarize } from "./response-rate";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

describe("answerBucket", () => {
  const applied = new Date("2026-11-01T10:00:00Z");
  const after = (ms: number) => new Date(applied.getTime() + ms);
  it("counts whole hours to an answer in time, -1 for none or a late one", () => {
    expect(answerBucket(applied, null, DAY_MS)).toBe(-1);
    expect(answerBucket(applied, after(59 * 60_000), DAY_MS)).toBe(0);
    expect(answerBucket(applied, after(5 * HOUR_MS + 1), DAY_MS)).toBe(5);
    expect(answerBucket(applied, after(DAY_MS), DAY_MS)).toBe(24);
    expect(answerBucket(applied, after(DAY_MS + 1), DAY_MS)).toBe(-1);
  });
});

describe("summarize", () => {
  it("gives no rate below five responses", () => {
    expect(summarize(4, [0, 0, 4])).toEqual({ responses: 4, answered: 4, rate: null, medianHours: null });
  });
  it("takes the share answered in time and the median wait, the mean of the middle two for an even count", () => {
    // Answered after 1, 1, 30 and 50 hours; two of the six not in time.
    const hours = Array.from({ length: 51 }, (_, hour) =>
      hour === 1 ? 2 : hour === 30 || hour === 50 ? 1 : 0,
    );
    expect(summarize(6, hours)).toEqual({ responses: 6, answered: 4, rate: 4 / 6, medianHours: 15.5 });
    hours[3] = 1;
    expect(summarize(7, hours).medianHours).toBe(3);
  });
  it("has no median when nothing was answered in time", () => {
    expect(summarize(5, [0, 0, 0])).toEqual({ responses: 5, answered: 0, rate: 0, medianHours: null });
  });
});

/**
 * `GET /v1/company/{companyId}/response-rate` (issue 25) over real responses and answers: the
 * line at five responses, answers in time, late and never, an undone rejection, the window,
 * and the rate in the vacancies' company block.
 */
describe.each(testDatabases())("the response rate on $name", (kind) => {
  const STALE_MS = 2 * DAY_MS;
  let gateway: TestGateway;
  let employer: TestClient;
  let guest: TestClient;
  let applicants: { client: TestClient; id: string; email: string }[];
  let companyId: string;
  let vacancyId: string;

  const ratePath = () => `/v1/company/${companyId}/response-rate`;
  const rate = async () => {
    const response = await guest.get(ratePath());
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const responsePath = (applicantId: string, action: string) =>
    `/v1/vacancy/${vacancyId}/responses/${applicantId}/${action}`;
  const invite = (applicantId: string) =>
    employer.post(responsePath(applicantId, "invitation"), { message: "Приходите на собеседование" });
  const reject = (applicantId: string) =>
    employer.post(responsePath(applicantId, "status"), { status: "RESPONSE_STATUS_REJECTED" });

  beforeAll(async () => {
    gateway = await createTestGateway(kind, {
      env: { RESPONSE_STALE_AFTER_MS: String(STALE_MS), REJECT_UNDO_MS: "5000" },
    });
    employer = gateway.client();
    guest = gateway.client();
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    expect((await login(employer, "hr@example.ru")).statusCode).toBe(200);
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    [vacancyId] = (await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(3)), status: "VACANCY_STATUS_ACTIVE" as const },
          createdAt: gateway.clock.now(),
        },
      ],
    })) as [string];
    applicants = [];
    for (let index = 0; index < 6; index += 1) {
      const client = gateway.client();
      const email = `applicant${index}@example.ru`;
      const id = await registerApplicant(client, email);
      expect((await login(client, email)).statusCode).toBe(200);
      applicants.push({ client, id, email });
    }
  });
  afterAll(() => gateway.close());

  /** Moves the clock on, signing everyone in again (access tokens do not outlive a jump). */
  const later = async (ms: number) => {
    gateway.clock.advance(ms);
    expect((await login(employer, "hr@example.ru")).statusCode).toBe(200);
    for (const { client, email } of applicants) expect((await login(client, email)).statusCode).toBe(200);
  };

  const apply = async (index: number) => {
    const { client, id } = applicants[index] as { client: TestClient; id: string };
    expect((await client.post(`/v1/vacancy/${vacancyId}/response/${id}`)).statusCode).toBe(200);
    return id;
  };

  it("is public, and 404 for an unknown company", async () => {
    expect(await rate()).toEqual({ responses: 0, answered: 0, rate: null, medianHours: null });
    expect(
      (await guest.get("/v1/company/00000000-0000-4000-8000-000000000000/response-rate")).statusCode,
    ).toBe(404);
    expect((await guest.get("/v1/company/nope/response-rate")).statusCode).toBe(404);
  });

  it("gives figures from the fifth response on, counting answers in time, late and never", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) ids.push(await apply(index));
    const [first, second, third] = ids as [string, string, string];

    await later(3 * HOUR_MS);
    expect((await invite(first)).statusCode).toBe(200);
    await later(2 * HOUR_MS);
    expect((await reject(second)).statusCode).toBe(200);
    // Four responses: too few to judge, the counts already there.
    expect(await rate()).toEqual({ responses: 4, answered: 2, rate: null, medianHours: null });

    // The fifth response; the third answered after the stale window does not count as answered.
    const fifth = await apply(4);
    await later(STALE_MS);
    expect((await invite(third)).statusCode).toBe(200);
    expect(await rate()).toEqual({ responses: 5, answered: 2, rate: 0.4, medianHours: 4 });

    // The fourth, never answered, stays unanswered; the fifth, answered in time, counts.
    expect((await reject(fifth)).statusCode).toBe(200);
    const figures = await rate();
    expect(figures).toMatchObject({ responses: 5, answered: 3, rate: 0.6 });
    // Waits of 3, 5 and 48 hours (the fifth was answered two days after it came): median 5.
    expect(figures.medianHours).toBe(5);
  });

  it("takes back an undone rejection, and a second answer does not move the first one's time", async () => {
    const sixth = await apply(5);
    await later(HOUR_MS);
    expect((await reject(sixth)).statusCode).toBe(200);
    expect((await rate()).answered).toBe(4);
    expect(
      (await employer.request({ method: "DELETE", url: responsePath(sixth, "rejection") })).statusCode,
    ).toBe(200);
    expect(await rate()).toMatchObject({ responses: 6, answered: 3 });
    // Invited, then (changing its mind) rejected: still answered once, at the invitation.
    expect((await invite(sixth)).statusCode).toBe(200);
    await later(10 * HOUR_MS);
    expect((await reject(sixth)).statusCode).toBe(200);
    expect(await rate()).toMatchObject({ responses: 6, answered: 4, rate: 4 / 6 });
  });

  it("is carried in the company block of the vacancy's page and the list's cards", async () => {
    const expected = await rate();
    const details = (await guest.get(`/v1/vacancy/${vacancyId}`)).json().vacancy;
    expect(details.company.responseRate).toEqual(expected);
    const list = (await guest.get(`/v1/vacancy?filter.companyId=${companyId}`)).json().vacancies;
    expect(list[0].company.responseRate).toEqual(expected);
  });

  it("counts only the responses of the last 90 days, once the sweep has let the older days go", async () => {
    const sweep = () => gateway.database.db.transaction((tx) => expireDays(tx, gateway.clock.now()));
    // The responses came over the first three days of the clock.
    await later(86 * DAY_MS);
    expect(await sweep()).toBe(0);
    expect((await rate()).responses).toBe(6);
    await later(6 * DAY_MS);
    expect(await sweep()).toBeGreaterThan(0);
    expect(await rate()).toEqual({ responses: 0, answered: 0, rate: null, medianHours: null });
    // Two sweeps, or a second one, take nothing off twice.
    expect(await sweep()).toBe(0);
    expect(await rate()).toEqual({ responses: 0, answered: 0, rate: null, medianHours: null });
    // An answer to a response older than the window changes nothing.
    expect((await invite(applicants[3]?.id as string)).statusCode).toBe(200);
    expect((await rate()).answered).toBe(0);
  });
});
