import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer, registerJoiner } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

/**
 * `GET /v1/employer/candidates/{applicantId}` (issue 12, item 3): an employer reads the
 * profile, contacts included, only of an applicant who responded to its company; and (issue
 * 25) `…/responses`, the applicant's responses to that company's vacancies, by the same rule.
 */
describe.each(testDatabases())("candidate profiles on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let rival: TestClient;
  let applicant: TestClient;
  let stranger: TestClient;
  /** The employer of a third company the applicant responded to as well. */
  let other: TestClient;
  /** An employer asking to join the applicant's company, not yet let in. */
  let joiner: TestClient;
  let applicantId: string;
  let strangerId: string;
  /** The company's vacancies the applicant responded to, oldest response first. */
  let vacancyIds: string[];
  let otherVacancyId: string;

  const path = (id: string) => `/v1/employer/candidates/${id}`;
  const responsesPath = (id: string) => `/v1/employer/candidates/${id}/responses`;
  const MINUTE_MS = 60_000;
  const UNDO_MS = 5000;

  /** A vacancy of `companyId`, published, titled `title`; returns its id. */
  async function publish(companyId: string, companyName: string, title: string) {
    const [id] = await insertVacancies(gateway.database.db, {
      companyId,
      companyName,
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(3)), title, status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    });
    return id as string;
  }

  /** The applicant responds to `vacancyId` a minute after the previous response. */
  async function respond(vacancyId: string) {
    gateway.clock.advance(MINUTE_MS);
    expect((await applicant.post(`/v1/vacancy/${vacancyId}/response/${applicantId}`)).statusCode).toBe(200);
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { REJECT_UNDO_MS: String(UNDO_MS) } });
    employer = gateway.client();
    rival = gateway.client();
    applicant = gateway.client();
    stranger = gateway.client();
    other = gateway.client();
    joiner = gateway.client();
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    await registerEmployer(rival, "rival@example.ru", "Василёк");
    const otherId = await registerEmployer(other, "other@example.ru", "Одуванчик");
    applicantId = await registerApplicant(applicant, "anna@example.ru");
    strangerId = await registerApplicant(stranger, "boris@example.ru");
    for (const [client, email] of [
      [employer, "hr@example.ru"],
      [rival, "rival@example.ru"],
      [applicant, "anna@example.ru"],
      [stranger, "boris@example.ru"],
      [other, "other@example.ru"],
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
    vacancyIds = [
      await publish(companyId, "Ромашка", "Аналитик данных"),
      await publish(companyId, "Ромашка", "Инженер данных"),
      await publish(companyId, "Ромашка", "Архивариус"),
    ];
    otherVacancyId = await publish(
      (await findEmployerCompanyId(gateway.database.db, otherId)) as string,
      "Одуванчик",
      "Бухгалтер",
    );
    for (const id of [...vacancyIds, otherVacancyId]) await respond(id);
    // Archived after the response: its response stays the company's to answer.
    const archived = await employer.post(`/v1/vacancy/${vacancyIds[2]}/status`, {
      status: "VACANCY_STATUS_ARCHIVED",
    });
    expect(archived.statusCode).toBe(200);
    await registerJoiner(joiner, "joiner@example.ru", { id: companyId, companyName: "Ромашка" });
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

  describe("the candidate's responses", () => {
    type Listed = {
      vacancyId: string;
      vacancyTitle: string;
      applicantId: string;
      applicantName: string;
      status: string;
      appliedAt: string;
      rejectionUndoUntil?: string | null;
      invitationMessage?: string | null;
    };
    const listed = async (client: TestClient) => {
      const response = await client.get(responsesPath(applicantId));
      expect(response.statusCode).toBe(200);
      return (response.json() as { responses: Listed[] }).responses;
    };

    it("lists the responses to the caller's company's vacancies only, archived included, newest first", async () => {
      const responses = await listed(employer);
      expect(responses.map((item) => [item.vacancyId, item.vacancyTitle])).toEqual([
        [vacancyIds[2], "Архивариус"],
        [vacancyIds[1], "Инженер данных"],
        [vacancyIds[0], "Аналитик данных"],
      ]);
      expect(responses[0]).toMatchObject({
        applicantId,
        applicantName: "Анна",
        status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
        rejectionUndoUntil: null,
        invitationMessage: null,
      });
      // The other company the applicant responded to sees its own response alone.
      expect((await listed(other)).map((item) => item.vacancyId)).toEqual([otherVacancyId]);
    });

    it("refuses (403) an employer of a company the applicant never responded to, without any response", async () => {
      const response = await rival.get(responsesPath(applicantId));
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify(response.json())).not.toContain("Аналитик данных");
      expect((await employer.get(responsesPath(strangerId))).statusCode).toBe(403);
      expect((await employer.get(responsesPath("00000000-0000-4000-8000-000000000000"))).statusCode).toBe(
        403,
      );
      expect((await employer.get(responsesPath("nonsense"))).statusCode).toBe(403);
    });

    it("is for the company's active members only: a pending member and applicants get 403, guests 401", async () => {
      expect((await joiner.get(responsesPath(applicantId))).statusCode).toBe(403);
      expect((await applicant.get(responsesPath(applicantId))).statusCode).toBe(403);
      expect((await stranger.get(responsesPath(applicantId))).statusCode).toBe(403);
      expect((await gateway.client().get(responsesPath(applicantId))).statusCode).toBe(401);
    });

    it("shows each response as the employer left it: invited with the message, rejected with its undo deadline", async () => {
      const message = "Приходите в четверг в 11:00";
      const [analyst, engineer] = vacancyIds as [string, string];
      expect(
        (await employer.post(`/v1/vacancy/${analyst}/responses/${applicantId}/invitation`, { message }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await employer.post(`/v1/vacancy/${engineer}/responses/${applicantId}/status`, {
            status: "RESPONSE_STATUS_REJECTED",
          })
        ).statusCode,
      ).toBe(200);

      const byVacancy = new Map((await listed(employer)).map((item) => [item.vacancyId, item]));
      expect(byVacancy.get(analyst)).toMatchObject({
        status: "RESPONSE_STATUS_INVITED",
        invitationMessage: message,
      });
      expect(byVacancy.get(engineer)).toMatchObject({
        status: "RESPONSE_STATUS_REJECTED",
        invitationMessage: null,
      });
      expect(byVacancy.get(engineer)?.rejectionUndoUntil).toEqual(
        new Date(gateway.clock.now().getTime() + UNDO_MS).toISOString(),
      );
      expect(byVacancy.get(vacancyIds[2] as string)?.status).toBe("RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED");

      // Once the undo window is over the rejection stands, with nothing left to undo.
      gateway.clock.advance(UNDO_MS + 1);
      const later = (await listed(employer)).find((item) => item.vacancyId === engineer);
      expect(later).toMatchObject({ status: "RESPONSE_STATUS_REJECTED", rejectionUndoUntil: null });
    });
  });
});
