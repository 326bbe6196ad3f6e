import { PERSONAL_DATA_CONSENT_VERSION } from "@rabota/domain/constants";
import { RESPONSE_STATUSES } from "@rabota/domain/enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "./db/tables/auth";
import { vacancyResponses } from "./db/tables/responses";
import { vacancies } from "./db/tables/vacancy";
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, seedDemoData } from "./seed";
import { testDatabases } from "./testing/databases";
import { createTestGateway, type TestGateway } from "./testing/gateway";

const [pglite] = testDatabases();

describe("the demo seed", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite);
  });
  afterAll(() => gateway.close());

  it("fills an empty database once with a working applicant and employer", async () => {
    expect(await seedDemoData(gateway.database.db, gateway.clock.now)).toBe(true);
    expect(await seedDemoData(gateway.database.db, gateway.clock.now)).toBe(false);

    const applicant = gateway.client();
    const applicantLogin = await applicant.post("/v1/auth/login", DEMO_ACCOUNTS.applicant);
    expect(applicantLogin.statusCode).toBe(200);
    const { auth } = applicantLogin.json();
    expect(auth.role).toBe("applicant");
    expect((await applicant.get(`/v1/profile/${auth.id}`)).json().profile).toMatchObject({ name: "Иван" });

    const employer = gateway.client();
    const employerLogin = await employer.post("/v1/auth/login", DEMO_ACCOUNTS.employer);
    expect(employerLogin.statusCode).toBe(200);
    const employerId = employerLogin.json().auth.id;
    const profile = (await employer.get(`/v1/profile/employer/${employerId}`)).json().profile;
    expect(profile.company.companyName).toBe(DEMO_COMPANY_NAME);
    expect(profile.companyAccess).toBe("active");

    // The second demo employer asked to join: the demo employer sees the request, and the
    // requester sees nothing of the company yet.
    const members = (await employer.get(`/v1/company/${profile.company.id}/members`)).json();
    expect(members.requests).toMatchObject([{ email: DEMO_ACCOUNTS.requester.email, status: "pending" }]);
    expect(members.members).toMatchObject([{ email: DEMO_ACCOUNTS.employer.email, status: "active" }]);
    const requester = gateway.client();
    const requesterId = (await requester.post("/v1/auth/login", DEMO_ACCOUNTS.requester)).json().auth.id;
    const pending = (await requester.get(`/v1/profile/employer/${requesterId}`)).json().profile;
    expect(pending).toMatchObject({ companyAccess: "pending", company: { companyName: DEMO_COMPANY_NAME } });
    expect((await requester.get(`/v1/company/${profile.company.id}/members`)).statusCode).toBe(403);
  });

  it("shows the demo applicant recommended vacancies with their reasons at once (issue 44)", async () => {
    const applicant = gateway.client();
    const { auth } = (await applicant.post("/v1/auth/login", DEMO_ACCOUNTS.applicant)).json();
    const profile = (await applicant.get(`/v1/profile/${auth.id}`)).json().profile;
    expect(profile).toMatchObject({ areaId: "1", skills: ["SQL", "Python", "Excel"] });
    const answer = await applicant.get(`/v1/vacancy/recommended/${auth.id}`);
    expect(answer.statusCode).toBe(200);
    const { recommendations } = answer.json();
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    expect(recommendations[0].why).toMatch(/^Совпадает: (SQL|Python|Excel)/);
  });

  it("has every demo person's consent on record, so no sign-in asks for it", async () => {
    const consents = await gateway.database.db.selectDistinct({ version: users.consentVersion }).from(users);
    expect(consents).toEqual([{ version: PERSONAL_DATA_CONSENT_VERSION }]);
    const login = await gateway.client().post("/v1/auth/login", DEMO_ACCOUNTS.applicant);
    expect(login.json().auth.consentRequired).toBe(false);
  });

  it("holds responses in every status and companies on both sides of the five-response line", async () => {
    const statuses = await gateway.database.db
      .selectDistinct({ status: vacancyResponses.status })
      .from(vacancyResponses);
    expect(statuses.map((row) => row.status).sort()).toEqual([...RESPONSE_STATUSES].sort());

    const guest = gateway.client();
    const companyIds = await gateway.database.db.selectDistinct({ id: vacancies.companyId }).from(vacancies);
    const rates = await Promise.all(
      companyIds.map(async ({ id }) => (await guest.get(`/v1/company/${id}/response-rate`)).json()),
    );
    const judged = rates.filter((rate) => rate.rate !== null);
    expect(judged.length).toBeGreaterThanOrEqual(2);
    expect(judged.every((rate) => rate.responses >= 5 && rate.medianHours !== null)).toBe(true);
    expect(rates.some((rate) => rate.rate === null && rate.responses > 0 && rate.responses < 5)).toBe(true);
  });
});

describe("the demo's candidate search (issue 44)", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite);
    await seedDemoData(gateway.database.db, gateway.clock.now);
  });
  afterAll(() => gateway.close());

  it("lets the demo employer find résumés by skill and city, one with its contacts already given", async () => {
    const employer = gateway.client();
    await employer.post("/v1/auth/login", DEMO_ACCOUNTS.employer);
    const found = (await employer.get("/v1/candidates?filter.skills=SQL&filter.areaId=1")).json().candidates;
    // Ольга, and the demo applicant Иван (SQL too, in Москва), who shows his surname as well.
    const olga = found.find((card: { name: string }) => card.name === "Ольга");
    expect(olga).toMatchObject({ surname: "Соколова", position: "Аналитик данных" });
    expect(found.map((card: { name: string }) => card.name).sort()).toEqual(["Иван", "Ольга"]);
    const opened = (await employer.get(`/v1/candidates/${olga.id}`)).json();
    expect(opened.contactRequest).toMatchObject({
      status: "accepted",
      contacts: { phoneNumber: "+7 916 555-01-23" },
    });
  });

  it("shows the demo applicant who opened the résumé and a request waiting for an answer", async () => {
    const applicant = gateway.client();
    const id = (await applicant.post("/v1/auth/login", DEMO_ACCOUNTS.applicant)).json().auth.id;
    expect((await applicant.get(`/v1/profile/${id}/visibility`)).json()).toMatchObject({ searchable: true });
    expect((await applicant.get(`/v1/profile/${id}/views`)).json().views).toHaveLength(2);
    expect((await applicant.get("/v1/profile/contact-requests")).json().requests).toMatchObject([
      { status: "pending" },
    ]);
  });

  it("shows real reviews behind every rating, and a moderator's queue with a held vacancy (issue 42)", async () => {
    const guest = gateway.client();
    const cards = (await guest.get("/v1/vacancy?pageSize=50")).json().vacancies as {
      company: { id: string; rating: number | null; feedbackCount: number };
    }[];
    const rated = cards.filter((card) => card.company.feedbackCount > 0);
    expect(rated.length).toBeGreaterThan(0);
    for (const { company } of rated.slice(0, 5)) {
      const reviews = (await guest.get(`/v1/company/${company.id}/reviews?pageSize=50`)).json();
      expect(reviews.count).toBe(company.feedbackCount);
      const mean =
        reviews.reviews.reduce((sum: number, r: { rating: number }) => sum + r.rating, 0) / reviews.count;
      expect(company.rating).toBe(Math.round(mean * 10) / 10);
    }
    for (const { company } of cards.filter((card) => card.company.feedbackCount === 0))
      expect(company.rating).toBeNull();

    const moderator = gateway.client();
    const login = await moderator.post("/v1/auth/login", DEMO_ACCOUNTS.moderator);
    expect(login.statusCode).toBe(200);
    expect(login.json().auth.role).toBe("moderator");
    const { items } = (await moderator.get("/v1/moderation/queue")).json();
    const held = items.find((item: { target: { type: string } }) => item.target.type === "vacancy");
    expect(held).toMatchObject({ cause: "complaints", target: { hidden: true } });
    expect(held.complaints).toHaveLength(3);
    expect((await guest.get(`/v1/vacancy/${held.target.id}`)).statusCode).toBe(404);
  });
});
