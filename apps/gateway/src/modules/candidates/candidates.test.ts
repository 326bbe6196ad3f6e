import { CANDIDATE_CONSENT_VERSION, CANDIDATE_MESSAGES } from "@rabota/domain/wire/candidates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSessions } from "../../db/tables/tests";
import { testDatabases } from "../../testing/databases";
import { login, PASSWORD, registerApplicant, registerEmployer, registerJoiner } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

const ALL_HIDDEN = { surname: false, photo: false, birthDate: false, contacts: false, employers: false };

/**
 * Employers find people (issue 44): nobody is found until they choose to be; a card and an
 * opened profile carry the allowed fields and nothing else; a company the profile hides from
 * gets 404 everywhere; every open is recorded and capped; contacts only after a yes.
 */
describe.each(testDatabases())("the candidate search on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let rival: TestClient;
  let joiner: TestClient;
  let anna: TestClient;
  let boris: TestClient;
  let annaId: string;
  let borisId: string;
  let companyId: string;
  let rivalCompanyId: string;
  let vacancyId: string;

  const visibility = (client: TestClient, id: string, body: Record<string, unknown>) =>
    client.request({ method: "PUT", url: `/v1/profile/${id}/visibility`, payload: body });
  const search = (client: TestClient, query: string) => client.get(`/v1/candidates?${query}`);
  const found = async (client: TestClient, query: string) =>
    ((await search(client, query)).json() as { candidates: { id: string }[] }).candidates.map(
      (card) => card.id,
    );

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    employer = gateway.client();
    rival = gateway.client();
    joiner = gateway.client();
    anna = gateway.client();
    boris = gateway.client();
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    const rivalId = await registerEmployer(rival, "rival@example.ru", "Василёк");
    annaId = await registerApplicant(anna, "anna@example.ru");
    borisId = await registerApplicant(boris, "boris@example.ru");
    for (const [client, email] of [
      [employer, "hr@example.ru"],
      [rival, "rival@example.ru"],
      [anna, "anna@example.ru"],
      [boris, "boris@example.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    rivalCompanyId = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
    await registerJoiner(joiner, "joiner@example.ru", { id: companyId, companyName: "Ромашка" });
    const profile = {
      email: "anna@example.ru",
      name: "Анна",
      surname: "Смирнова",
      city: "Казань",
      dateOfBirth: "1994-05-17",
      aboutMyself: "Люблю порядок в данных",
      contacts: { phoneNumber: "+7 900 123-45-67", website: "https://anna.example.ru" },
      skills: ["SQL", "Python"],
      personalQualities: ["Аккуратность"],
      preferredPosition: "Аналитик данных",
      experiences: [
        {
          company: "Василёк",
          position: "Младший аналитик",
          startDate: "2019-01",
          endDate: "2021-06",
          description: "Отчёты по продажам в Power BI",
        },
      ],
      educations: [
        { institution: "КФУ", specialty: "Прикладная математика", startYear: 2012, endYear: 2016 },
      ],
      goals: { goalPositions: [{ name: "Аналитик данных" }], preferredIncome: 150000 },
    };
    expect(
      (await anna.request({ method: "PUT", url: `/v1/profile/${annaId}`, payload: profile })).statusCode,
    ).toBe(200);
    const borisProfile = {
      ...profile,
      email: "boris@example.ru",
      name: "Борис",
      surname: "Орлов",
      city: "Москва",
    };
    expect(
      (await boris.request({ method: "PUT", url: `/v1/profile/${borisId}`, payload: borisProfile }))
        .statusCode,
    ).toBe(200);
    [vacancyId] = (await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        {
          vacancy: {
            ...generateVacancy(createRandom(5)),
            title: "Аналитик",
            status: "VACANCY_STATUS_ACTIVE",
          },
          createdAt: gateway.clock.now(),
        },
      ],
    })) as [string];
  });
  afterAll(() => gateway.close());

  it("finds nobody who has not chosen to be found, and shows everything hidden by default", async () => {
    const own = await anna.get(`/v1/profile/${annaId}/visibility`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      searchable: false,
      fields: ALL_HIDDEN,
      hiddenFrom: [],
      consent: null,
    });
    expect(await found(employer, "filter.skills=SQL")).toEqual([]);
    expect((await employer.get(`/v1/candidates/${annaId}`)).statusCode).toBe(404);
    expect((await employer.get("/v1/candidates/total?filter.skills=SQL")).json()).toEqual({
      total: 0,
      capped: false,
    });
  });

  it("records the consent and suggests the companies of the applicant's own experience", async () => {
    const saved = await visibility(anna, annaId, {
      searchable: true,
      fields: { ...ALL_HIDDEN, surname: true },
      hiddenFrom: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      searchable: true,
      fields: { ...ALL_HIDDEN, surname: true },
      consent: {
        searchable: true,
        fields: { surname: true, photo: false },
        version: CANDIDATE_CONSENT_VERSION,
      },
      suggestedCompanies: [{ id: rivalCompanyId, name: "Василёк" }],
    });
    const named = await anna.get(
      `/v1/profile/${annaId}/visibility/companies?search=${encodeURIComponent("ромаш")}`,
    );
    expect(named.json().companies).toEqual([expect.objectContaining({ id: companyId, name: "Ромашка" })]);
  });

  it("finds the profile by a skill and a city (a region means its cities), the card with allowed fields only", async () => {
    expect(await found(employer, "filter.skills=sql&filter.areaId=88")).toEqual([annaId]);
    expect(await found(employer, "filter.areaId=1624")).toEqual([annaId]);
    expect(await found(employer, "filter.areaId=1")).toEqual([]);
    expect(await found(employer, `filter.search=${encodeURIComponent("аналитиком")}`)).toEqual([annaId]);
    expect(await found(employer, "filter.experience=EXPERIENCE_1_TO_3_YEARS")).toEqual([annaId]);
    expect(await found(employer, "filter.experience=EXPERIENCE_6_YEARS")).toEqual([]);
    expect(await found(employer, "filter.salaryTo=100000")).toEqual([]);
    expect(await found(employer, "filter.salaryTo=200000&filter.skills=Python&filter.skills=SQL")).toEqual([
      annaId,
    ]);
    expect(await found(employer, "filter.skills=Java")).toEqual([]);
    expect(await found(employer, "filter.testName=SKILL_LOGIC")).toEqual([]);
    // A company name of the experience is not among the words while it is hidden.
    expect(await found(employer, `filter.search=${encodeURIComponent("Василёк")}`)).toEqual([]);
    const [card] = (await search(employer, "filter.skills=SQL")).json().candidates;
    expect(card).toEqual({
      id: annaId,
      name: "Анна",
      surname: "Смирнова",
      photoUrl: null,
      dateOfBirth: null,
      position: "Аналитик данных",
      city: "Казань",
      areaId: "88",
      skills: ["SQL", "Python"],
      experienceMonths: 30,
      experience: "EXPERIENCE_1_TO_3_YEARS",
      lastJob: { position: "Младший аналитик", company: null, startDate: "2019-01", endDate: "2021-06" },
      preferredIncome: 150000,
      testsPassed: [],
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(card)).not.toMatch(/123-45-67|anna@|Люблю|Аккуратность|1994/);
  });

  it("opens the profile as allowed, never with contacts, and records the open for the applicant", async () => {
    const opened = await employer.get(`/v1/candidates/${annaId}`);
    expect(opened.statusCode).toBe(200);
    const { candidate, contactRequest } = opened.json();
    expect(contactRequest).toBeNull();
    expect(candidate).toMatchObject({
      surname: "Смирнова",
      dateOfBirth: null,
      photoUrl: null,
      experiences: [
        { position: "Младший аналитик", company: null, description: "Отчёты по продажам в Power BI" },
      ],
      educations: [{ institution: "КФУ", specialty: "Прикладная математика" }],
      goals: { positions: ["Аналитик данных"] },
    });
    expect(JSON.stringify(opened.json())).not.toMatch(/123-45-67|anna@|Люблю|Аккуратность|1994|Василёк/);
    const views = (await anna.get(`/v1/profile/${annaId}/views`)).json().views;
    expect(views).toEqual([
      {
        company: expect.objectContaining({ id: companyId, name: "Ромашка" }),
        firstViewedAt: expect.any(String),
        lastViewedAt: expect.any(String),
        count: 1,
      },
    ]);
    expect(JSON.stringify(views)).not.toContain("Кузнецов");
  });

  it("hides the profile from a company it names (404 from the search and the link) and refuses an unknown one", async () => {
    expect(await found(rival, "filter.skills=SQL")).toEqual([annaId]);
    const hide = await visibility(anna, annaId, {
      searchable: true,
      fields: { ...ALL_HIDDEN, surname: true },
      hiddenFrom: [rivalCompanyId],
    });
    expect(hide.json()).toMatchObject({
      hiddenFrom: [rivalCompanyId],
      hiddenCompanies: [{ name: "Василёк" }],
    });
    expect(await found(rival, "filter.skills=SQL")).toEqual([]);
    expect((await rival.get(`/v1/candidates/${annaId}`)).statusCode).toBe(404);
    expect(
      (await rival.post(`/v1/candidates/${annaId}/contact-requests`, { message: "Здравствуйте" })).statusCode,
    ).toBe(404);
    expect(await found(employer, "filter.skills=SQL")).toEqual([annaId]);
    const unknown = await visibility(anna, annaId, {
      searchable: false,
      hiddenFrom: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([
      { path: ["hiddenFrom"], message: CANDIDATE_MESSAGES.unknownCompany },
    ]);
    // Nothing was stored: still searchable.
    expect(await found(employer, "filter.skills=SQL")).toEqual([annaId]);
  });

  it("shows and filters by the skill tests passed within the year, never the characteristics questionnaire", async () => {
    const finished = gateway.clock.now();
    const sitting = (testName: string, at: Date) => ({
      applicantId: annaId,
      testName,
      testVersion: 1,
      itemIds: [],
      optionOrders: [],
      status: "COMPLETED" as const,
      startedAt: at,
      finishedAt: at,
    });
    await gateway.database.db
      .insert(testSessions)
      .values([
        sitting("SKILL_SQL", finished),
        sitting("CHARACTERISTICS_QUALITY", finished),
        sitting("SKILL_EXCEL", new Date(finished.getTime() - 400 * 24 * 60 * 60 * 1000)),
      ]);
    expect(await found(employer, "filter.testName=SKILL_SQL")).toEqual([annaId]);
    expect(await found(employer, "filter.testName=SKILL_EXCEL")).toEqual([]);
    const [card] = (await search(employer, "filter.testName=SKILL_SQL")).json().candidates;
    expect(card.testsPassed).toEqual(["SKILL_SQL"]);
  });

  it("follows a profile save at once", async () => {
    const current = (await anna.get(`/v1/profile/${annaId}`)).json().profile;
    const saved = await anna.request({
      method: "PUT",
      url: `/v1/profile/${annaId}`,
      payload: {
        ...current,
        avatarUrl: undefined,
        id: undefined,
        testDone: undefined,
        skills: ["SQL", "Python", "Tableau"],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await found(employer, "filter.skills=tableau")).toEqual([annaId]);
  });

  it("gives contacts to the company only after the applicant accepts its request", async () => {
    const asked = await employer.post(`/v1/candidates/${annaId}/contact-requests`, {
      vacancyId,
      message: "Здравствуйте! Приглашаем обсудить вакансию аналитика.",
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().request).toMatchObject({
      status: "pending",
      contacts: null,
      vacancy: { id: vacancyId },
    });
    const again = await employer.post(`/v1/candidates/${annaId}/contact-requests`, { message: "Ещё раз" });
    expect(again.statusCode).toBe(409);
    expect((await employer.get(`/v1/candidates/${annaId}`)).json().contactRequest.contacts).toBeNull();

    const received = (await anna.get("/v1/profile/contact-requests")).json().requests;
    expect(received).toEqual([
      expect.objectContaining({
        status: "pending",
        company: expect.objectContaining({ id: companyId, name: "Ромашка" }),
        vacancy: { id: vacancyId, title: "Аналитик" },
      }),
    ]);
    const requestId = received[0].id;
    // Another applicant cannot answer it; an employer cannot reach the applicant's routes.
    expect(
      (await boris.post(`/v1/profile/contact-requests/${requestId}/decision`, { decision: "accept" }))
        .statusCode,
    ).toBe(404);
    expect((await employer.get("/v1/profile/contact-requests")).statusCode).toBe(403);
    const accepted = await anna.post(`/v1/profile/contact-requests/${requestId}/decision`, {
      decision: "accept",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().request.status).toBe("accepted");
    expect(
      (await anna.post(`/v1/profile/contact-requests/${requestId}/decision`, { decision: "decline" }))
        .statusCode,
    ).toBe(409);
    const opened = (await employer.get(`/v1/candidates/${annaId}`)).json();
    expect(opened.contactRequest.contacts).toEqual({
      email: "anna@example.ru",
      phoneNumber: "+7 900 123-45-67",
      website: "https://anna.example.ru",
      additionalContact: null,
    });
    expect(JSON.stringify(opened.candidate)).not.toContain("123-45-67");
  });

  it("lets an employer invite a found person: a response the employer started, the surname as allowed", async () => {
    const invited = await employer.post(`/v1/vacancy/${vacancyId}/responses/${annaId}/invitation`, {
      message: "Приглашаем на собеседование",
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().response).toMatchObject({
      status: "RESPONSE_STATUS_INVITED",
      startedBy: "employer",
      applicantSurname: "Смирнова",
    });
    const own = (await anna.get(`/v1/vacancy/response/${annaId}`)).json().responses;
    expect(own).toEqual([
      expect.objectContaining({
        vacancyId,
        status: "RESPONSE_STATUS_INVITED",
        startedBy: "employer",
        invitationMessage: "Приглашаем на собеседование",
      }),
    ]);
    // Not a response of theirs: the responders' full profile stays closed.
    expect((await employer.get(`/v1/employer/candidates/${annaId}`)).statusCode).toBe(403);
    // Nobody who cannot be found is invited this way.
    expect(
      (
        await employer.post(`/v1/vacancy/${vacancyId}/responses/${borisId}/invitation`, {
          message: "Здравствуйте",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps the search to active company members, with 400 naming a bad filter", async () => {
    expect((await gateway.client().get("/v1/candidates")).statusCode).toBe(401);
    expect((await anna.get("/v1/candidates")).statusCode).toBe(403);
    expect((await joiner.get("/v1/candidates")).statusCode).toBe(403);
    expect((await anna.get(`/v1/candidates/${annaId}`)).statusCode).toBe(403);
    expect((await employer.get(`/v1/profile/${annaId}/visibility`)).statusCode).toBe(403);
    expect((await boris.get(`/v1/profile/${annaId}/views`)).statusCode).toBe(403);
    const bad = await search(employer, "filter.experience=LOTS");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("filter.experience");
    expect((await search(employer, "filter.salaryTo=-5")).statusCode).toBe(400);
    expect((await search(employer, "pageToken=forged")).statusCode).toBe(400);
    expect(
      (await employer.post(`/v1/candidates/${annaId}/contact-requests`, { message: "x\u0000" })).statusCode,
    ).toBe(400);
  });

  it("pages newest update first without repeats", async () => {
    expect((await visibility(boris, borisId, { searchable: true })).statusCode).toBe(200);
    const first = (await search(employer, "pageSize=1&filter.skills=SQL")).json();
    expect(first.candidates).toHaveLength(1);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (
      await search(employer, `pageSize=1&filter.skills=SQL&pageToken=${first.nextPageToken}`)
    ).json();
    expect(second.nextPageToken).toBeNull();
    expect([first.candidates[0].id, second.candidates[0].id].sort()).toEqual([annaId, borisId].sort());
    const cards = [first.candidates[0], second.candidates[0]];
    // Each card its own tests: Anna passed SQL, Boris nothing.
    expect(cards.find((card) => card.id === borisId)).toMatchObject({ surname: null, testsPassed: [] });
    expect(cards.find((card) => card.id === annaId)).toMatchObject({
      surname: "Смирнова",
      testsPassed: ["SKILL_SQL"],
    });
    expect(await found(employer, "filter.testName=SKILL_SQL")).toEqual([annaId]);
    expect((await employer.get("/v1/candidates/total?filter.skills=SQL")).json()).toEqual({
      total: 2,
      capped: false,
    });
  });

  it("takes the person out of the next search when they withdraw, keeping the consents' history for the export", async () => {
    expect((await visibility(boris, borisId, { searchable: false })).statusCode).toBe(200);
    expect(await found(employer, "filter.skills=SQL")).toEqual([annaId]);
    expect((await employer.get(`/v1/candidates/${borisId}`)).statusCode).toBe(404);
    const exported = (await boris.get("/v1/account/export")).json();
    expect(
      exported.applicant.candidateSearch.consents.map(
        (consent: { searchable: boolean }) => consent.searchable,
      ),
    ).toEqual([true, false]);
    const annaExport = (await anna.get("/v1/account/export")).json().applicant.candidateSearch;
    expect(annaExport.views[0]).toMatchObject({ company: "Ромашка" });
    expect(annaExport.contactRequests[0]).toMatchObject({ company: "Ромашка", status: "accepted" });
  });

  it("answers the 201st open of a company's day with 429, and an account's deletion leaves the search at once", async () => {
    // A refused open (not findable) is no open: it leaves the count alone.
    expect((await rival.get(`/v1/candidates/${borisId}`)).statusCode).toBe(404);
    expect((await visibility(boris, borisId, { searchable: true })).statusCode).toBe(200);
    for (let open = 1; open <= 200; open += 1) {
      expect((await rival.get(`/v1/candidates/${borisId}`)).statusCode).toBe(200);
    }
    const refused = await rival.get(`/v1/candidates/${borisId}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CANDIDATE_MESSAGES.opensExhausted);
    // Another company's count is its own.
    expect((await employer.get(`/v1/candidates/${borisId}`)).statusCode).toBe(200);

    const deleted = await boris.request({
      method: "DELETE",
      url: "/v1/account",
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await found(employer, "filter.skills=SQL")).toEqual([annaId]);
  });
});
