import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { insertVacancies } from "../vacancy/queries";
import { findEmployerCompanyId } from "./queries";

/**
 * `GET /v1/employer/candidates/{applicantId}` (issue 12, item 3): an employer reads the
 * profile, contacts included, only of an applicant who responded to its company.
 */
describe.each(testDatabases())("candidate profiles on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let rival: TestClient;
  let applicant: TestClient;
  let stranger: TestClient;
  let applicantId: string;
  let strangerId: string;

  const path = (id: string) => `/v1/employer/candidates/${id}`;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    employer = gateway.client();
    rival = gateway.client();
    applicant = gateway.client();
    stranger = gateway.client();
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    await registerEmployer(rival, "rival@example.ru", "Василёк");
    applicantId = await registerApplicant(applicant, "anna@example.ru");
    strangerId = await registerApplicant(stranger, "boris@example.ru");
    for (const [client, email] of [
      [employer, "hr@example.ru"],
      [rival, "rival@example.ru"],
      [applicant, "anna@example.ru"],
      [stranger, "boris@example.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    const profile = {
      email: "anna@example.ru",
      city: "Казань",
      name: "Анна",
      surname: "Смирнова",
      aboutMyself: "Люблю порядок в данных",
      contacts: { phoneNumber: "+7 900 123-45-67", website: "https://anna.example.ru" },
      skills: ["SQL"],
    };
    expect(
      (await applicant.request({ method: "PUT", url: `/v1/profile/${applicantId}`, payload: profile }))
        .statusCode,
    ).toBe(200);
    const companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    const [vacancyId] = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(3)), status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    });
    expect((await applicant.post(`/v1/vacancy/${vacancyId}/response/${applicantId}`)).statusCode).toBe(200);
  });
  afterAll(() => gateway.close());

  it("gives the employer of a company the applicant responded to the whole profile with contacts", async () => {
    const response = await employer.get(path(applicantId));
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      id: applicantId,
      name: "Анна",
      email: "anna@example.ru",
      aboutMyself: "Люблю порядок в данных",
      contacts: { phoneNumber: "+7 900 123-45-67", website: "https://anna.example.ru" },
      skills: ["SQL"],
    });
  });

  it("refuses an employer of another company (403) without any of the profile", async () => {
    const response = await rival.get(path(applicantId));
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).not.toContain("+7 900");
    expect(JSON.stringify(response.json())).not.toContain("anna@example.ru");
  });

  it("refuses an applicant who never responded to the company (403), and an unknown or malformed id (403)", async () => {
    expect((await employer.get(path(strangerId))).statusCode).toBe(403);
    expect((await employer.get(path("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(403);
    expect((await employer.get(path("nonsense"))).statusCode).toBe(403);
  });

  it("is for employers only: applicants, even the profile's owner, get 403, guests 401", async () => {
    expect((await applicant.get(path(applicantId))).statusCode).toBe(403);
    expect((await stranger.get(path(applicantId))).statusCode).toBe(403);
    expect((await gateway.client().get(path(applicantId))).statusCode).toBe(401);
  });
});
