import { SALARY_MESSAGES, VALIDATION_MESSAGES } from "@rabota/domain/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancies } from "../../db/tables/vacancy";
import { createMailer, readOutbox } from "../../platform/mail/mailer";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer, registerJoiner } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { VacancySweeps } from "../responses";
import { upsertImportedVacancy } from "./writes/imports";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A vacancy as an employer writes it: valid unless a test changes it. */
function body(overrides: Record<string, unknown> = {}) {
  return {
    title: "Бариста в кофейню у парка",
    description: "<p>Готовим <strong>кофе</strong> и <em>улыбаемся</em></p><ul><li>смены 2/2</li></ul>",
    requirements: "<ol><li>Опыт от полугода</li></ol>",
    objectives: "<p>Варить эспрессо</p>",
    offerings: "<p>Обучение за наш счёт</p>",
    workingExperience: "EXPERIENCE_WITHOUT",
    workingSchedule: "WORKING_SCHEDULE_PART_TIME",
    officeType: "OFFICE_TYPE_OFFICE",
    city: "Казань",
    skills: ["Кофе", "Касса"],
    qualities: ["Вежливость"],
    positions: ["Бариста"],
    salaryFrom: 60_000,
    salaryTo: 90_000,
    salaryCurrency: "RUB",
    salaryGross: false,
    testName: null,
    ...overrides,
  };
}

interface VacancyBody {
  id: string;
  title: string;
  status: string;
  updatedAt: string;
  createdAt: string;
  company: { id: string };
  description: string | null;
  requirements: string | null;
  stats?: { views: number; responses: number; answered: number } | null;
  expiresAt?: string | null;
  editedHere?: boolean | null;
}

describe.each(testDatabases())("employers write vacancies on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;
  let employer: TestClient;
  let rival: TestClient;
  let applicant: TestClient;
  let other: TestClient;
  let applicantId: string;
  let otherId: string;
  let companyId: string;
  let rivalCompanyId: string;
  let counter = 0;

  const put = (client: TestClient, url: string, payload: Record<string, unknown>) =>
    client.request({ method: "PUT", url, payload });
  const status = (client: TestClient, id: string, value: string) =>
    client.post(`/v1/vacancy/${id}/status`, { status: value });
  const create = async (overrides: Record<string, unknown> = {}, client = employer) => {
    const response = await client.post("/v1/vacancy", body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vacancy as VacancyBody;
  };
  const read = async (client: TestClient, id: string) => client.get(`/v1/vacancy/${id}`);
  const listIds = async (client: TestClient, query = "") => {
    const response = await client.get(`/v1/vacancy?pageSize=50${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().vacancies as { id: string }[]).map((vacancy) => vacancy.id);
  };
  const total = async (query = "") => (await guest.get(`/v1/vacancy/total?${query}`)).json().total as number;
  const stored = async (id: string) =>
    (await gateway.database.db.select().from(vacancies).where(eq(vacancies.id, id)))[0];

  /** An employer asking to join the company: pending until a member decides. */
  async function pendingMember(): Promise<TestClient> {
    counter += 1;
    const client = gateway.client();
    await registerJoiner(client, `joiner${counter}@write.ru`, { id: companyId, companyName: "Кофейня" });
    return client;
  }

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    employer = gateway.client();
    rival = gateway.client();
    applicant = gateway.client();
    other = gateway.client();
    const employerId = await registerEmployer(employer, "owner@write.ru", "Кофейня");
    const rivalId = await registerEmployer(rival, "rival@write.ru", "Чайная");
    applicantId = await registerApplicant(applicant, "anna@write.ru");
    otherId = await registerApplicant(other, "boris@write.ru");
    for (const [client, email] of [
      [employer, "owner@write.ru"],
      [rival, "rival@write.ru"],
      [applicant, "anna@write.ru"],
      [other, "boris@write.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    rivalCompanyId = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
  });
  afterAll(() => gateway.close());

  it("creates a draft in the caller's own company, seen by its members only", async () => {
    const response = await employer.post("/v1/vacancy", { ...body(), companyId: rivalCompanyId });
    expect(response.statusCode).toBe(201);
    const draft = response.json().vacancy as VacancyBody;
    expect(draft).toMatchObject({ status: "VACANCY_STATUS_DRAFT", company: { id: companyId } });
    expect(draft.stats).toEqual({ views: 0, responses: 0, answered: 0 });

    expect((await read(employer, draft.id)).statusCode).toBe(200);
    for (const client of [applicant, rival]) expect((await read(client, draft.id)).statusCode).toBe(404);
    // A guest too: 404, as for an id that names nothing (issue 42).
    expect((await read(guest, draft.id)).statusCode).toBe(404);
    expect(await listIds(guest)).not.toContain(draft.id);
    expect(await listIds(applicant, `&filter.search=${encodeURIComponent("Бариста")}`)).not.toContain(
      draft.id,
    );
    expect(await total(`filter.search=${encodeURIComponent("Бариста")}`)).toBe(0);
    expect(
      await listIds(employer, `&filter.companyId=${companyId}&filter.status=VACANCY_STATUS_DRAFT`),
    ).toEqual([draft.id]);
    expect(
      (await rival.get(`/v1/vacancy?filter.companyId=${companyId}&filter.status=VACANCY_STATUS_DRAFT`))
        .statusCode,
    ).toBe(403);
    expect((await guest.get(`/v1/vacancy?filter.status=VACANCY_STATUS_DRAFT`)).statusCode).toBe(403);
    // Applicants cannot touch what they cannot see.
    expect((await applicant.post(`/v1/vacancy/${draft.id}/like/${applicantId}`)).statusCode).toBe(404);
    expect((await applicant.post(`/v1/vacancy/${draft.id}/response/${applicantId}`)).statusCode).toBe(404);
    expect((await applicant.post(`/v1/vacancy/${draft.id}/view/${applicantId}`)).statusCode).toBe(404);
  });

  it("publishes a vacancy at once or later: then the list, search and totals have it, first", async () => {
    const before = await total();
    const now = await create({ title: "Официант летней веранды", status: "VACANCY_STATUS_ACTIVE" });
    expect(now.status).toBe("VACANCY_STATUS_ACTIVE");
    const draft = await create({ title: "Повар холодного цеха" });
    gateway.clock.advance(60_000);
    const published = await status(employer, draft.id, "VACANCY_STATUS_ACTIVE");
    expect(published.statusCode).toBe(200);
    expect(published.json().vacancy.status).toBe("VACANCY_STATUS_ACTIVE");
    // Published now: it leads the newest-first list.
    expect((await listIds(guest)).slice(0, 2)).toEqual([draft.id, now.id]);
    expect(await listIds(guest, `&filter.search=${encodeURIComponent("холодного")}`)).toEqual([draft.id]);
    expect(await total()).toBe(before + 2);
    expect((await read(applicant, draft.id)).json().vacancy.title).toBe("Повар холодного цеха");
  });

  it("replaces a vacancy whole: the change shows, updatedAt moves, search follows the new words", async () => {
    const vacancy = await create({ title: "Кассир утренней смены", status: "VACANCY_STATUS_ACTIVE" });
    gateway.clock.advance(5 * 60_000);
    const response = await put(
      employer,
      `/v1/vacancy/${vacancy.id}`,
      body({ title: "Кассир вечерней смены" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const replaced = response.json().vacancy as VacancyBody;
    expect(replaced.title).toBe("Кассир вечерней смены");
    expect(replaced.status).toBe("VACANCY_STATUS_ACTIVE");
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThan(Date.parse(vacancy.updatedAt));
    expect(await listIds(guest, `&filter.search=${encodeURIComponent("вечерней")}`)).toEqual([vacancy.id]);
    expect(await listIds(guest, `&filter.search=${encodeURIComponent("утренней")}`)).toEqual([]);
    // A vacancy read back whole and sent again is accepted (its read-only parts are dropped).
    const whole = (await read(employer, vacancy.id)).json().vacancy;
    expect((await put(employer, `/v1/vacancy/${vacancy.id}`, whole)).statusCode).toBe(200);
    // Published is never a draft again; nothing changes.
    const back = await put(employer, `/v1/vacancy/${vacancy.id}`, body({ status: "VACANCY_STATUS_DRAFT" }));
    expect(back.statusCode).toBe(409);
    expect((await stored(vacancy.id))?.status).toBe("VACANCY_STATUS_ACTIVE");
  });

  it("archives (off the list, no responses) and publishes again", async () => {
    const vacancy = await create({ title: "Курьер на велосипеде", status: "VACANCY_STATUS_ACTIVE" });
    const archived = await status(employer, vacancy.id, "VACANCY_STATUS_ARCHIVED");
    expect(archived.json().vacancy.status).toBe("VACANCY_STATUS_ARCHIVED");
    expect(await listIds(guest)).not.toContain(vacancy.id);
    // Archived before they responded: not theirs to see, so not theirs to respond to (issue 41).
    expect((await applicant.post(`/v1/vacancy/${vacancy.id}/response/${applicantId}`)).statusCode).toBe(404);
    expect(
      await listIds(employer, `&filter.companyId=${companyId}&filter.status=VACANCY_STATUS_ARCHIVED`),
    ).toContain(vacancy.id);
    expect((await status(employer, vacancy.id, "VACANCY_STATUS_ACTIVE")).statusCode).toBe(200);
    expect((await listIds(guest))[0]).toBe(vacancy.id);
    expect((await status(employer, vacancy.id, "VACANCY_STATUS_DRAFT")).statusCode).toBe(400);
  });

  it.each([
    ["no pay", { salaryFrom: null, salaryTo: null }, "salaryFrom", SALARY_MESSAGES.required],
    ["«до» below «от»", { salaryFrom: 100_000, salaryTo: 90_000 }, "salaryTo", SALARY_MESSAGES.order],
    [
      "a range wider than twice «от»",
      { salaryFrom: 50_000, salaryTo: 150_000 },
      "salaryTo",
      SALARY_MESSAGES.ratio,
    ],
    ["an amount below 1 000", { salaryFrom: 999, salaryTo: null }, "salaryFrom", SALARY_MESSAGES.amount],
    [
      "an amount above 10 000 000",
      { salaryFrom: null, salaryTo: 10_000_001 },
      "salaryTo",
      SALARY_MESSAGES.amount,
    ],
    ["a fractional amount", { salaryFrom: 50_000.5, salaryTo: null }, "salaryFrom", SALARY_MESSAGES.amount],
    ["no title", { title: "   " }, "title", VALIDATION_MESSAGES.required],
  ])(
    "refuses %s with a 400 naming the field, on create and on replace, changing nothing",
    async (_name, change, field, message) => {
      const vacancy = await create({ title: "Грузчик склада" });
      const before = await stored(vacancy.id);
      for (const response of [
        await employer.post("/v1/vacancy", body({ ...change, status: "VACANCY_STATUS_ACTIVE" })),
        await employer.post("/v1/vacancy", body(change)),
        await put(employer, `/v1/vacancy/${vacancy.id}`, body(change)),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message, issues: [{ path: [field], message }] });
      }
      expect(await stored(vacancy.id)).toEqual(before);
    },
  );

  it("refuses an unknown test, an unknown currency and a status a new vacancy cannot have", async () => {
    expect((await employer.post("/v1/vacancy", body({ testName: "SKILL_NONE" }))).statusCode).toBe(400);
    expect((await employer.post("/v1/vacancy", body({ salaryCurrency: "XXX" }))).statusCode).toBe(400);
    const archived = await employer.post("/v1/vacancy", body({ status: "VACANCY_STATUS_ARCHIVED" }));
    expect(archived.statusCode).toBe(400);
    const withTest = await create({ testName: "SKILL_SQL" });
    expect((await read(employer, withTest.id)).json().vacancy.testName).toBe("SKILL_SQL");
  });

  it("keeps only paragraphs, emphasis and lists of the formatted texts, whatever a client sends", async () => {
    const vacancy = await create({
      description:
        '<h1 onclick="x()">Кто мы</h1><p style="color:red">Текст <a href="javascript:alert(1)">ссылка</a>' +
        "<img src=x onerror=alert(1)></p><script>alert(2)</script><ul><li><b>раз</b></li></ul>",
      requirements: "<p>   </p>",
    });
    const stored = (await read(employer, vacancy.id)).json().vacancy as VacancyBody;
    expect(stored.description).toBe("<h3>Кто мы</h3><p>Текст ссылка</p><ul><li><b>раз</b></li></ul>");
    expect(stored.requirements).toBeNull();
  });

  it("lets only the company's active members write: 401 for a guest, 403 for everyone else, nothing changed", async () => {
    const vacancy = await create({ title: "Администратор зала", status: "VACANCY_STATUS_ACTIVE" });
    const before = await stored(vacancy.id);
    const pending = await pendingMember();
    for (const [client, code] of [
      [guest, 401],
      [applicant, 403],
      [rival, 403],
      [pending, 403],
    ] as const) {
      expect((await client.post("/v1/vacancy", body())).statusCode).toBe(client === rival ? 201 : code);
      expect((await put(client, `/v1/vacancy/${vacancy.id}`, body({ title: "Взлом" }))).statusCode).toBe(
        code,
      );
      expect((await status(client, vacancy.id, "VACANCY_STATUS_ARCHIVED")).statusCode).toBe(code);
    }
    expect(await stored(vacancy.id)).toEqual(before);
    // The rival's vacancy went into the rival's own company.
    expect(
      await listIds(rival, `&filter.companyId=${rivalCompanyId}&filter.status=VACANCY_STATUS_DRAFT`),
    ).toHaveLength(1);
    expect((await put(employer, "/v1/vacancy/00000000-0000-4000-8000-000000000000", body())).statusCode).toBe(
      404,
    );
  });

  it("answers another company's draft as unknown, 404, on every write route, changing nothing", async () => {
    const draft = await create({ title: "Черновик бариста" });
    const before = await stored(draft.id);
    expect((await put(rival, `/v1/vacancy/${draft.id}`, body({ title: "Взлом" }))).statusCode).toBe(404);
    expect((await status(rival, draft.id, "VACANCY_STATUS_ACTIVE")).statusCode).toBe(404);
    expect((await rival.post(`/v1/vacancy/${draft.id}/prolong`)).statusCode).toBe(404);
    expect((await put(rival, `/v1/vacancy/${draft.id}/test`, { testName: null })).statusCode).toBe(404);
    expect((await rival.get(`/v1/vacancy/${draft.id}/responses`)).statusCode).toBe(404);
    const deletion = await rival.post("/v1/vacancy/delete", { vacancies: [draft.id] });
    expect(deletion.statusCode).toBe(404);
    expect(await stored(draft.id)).toEqual(before);
  });

  it("counts views once per applicant a day, responses, and the responses answered", async () => {
    const vacancy = await create({ title: "Сомелье", status: "VACANCY_STATUS_ACTIVE" });
    const view = (client: TestClient, id: string) => client.post(`/v1/vacancy/${vacancy.id}/view/${id}`);
    await view(applicant, applicantId);
    await view(applicant, applicantId);
    await view(other, otherId);
    gateway.clock.advance(DAY_MS);
    for (const [client, email] of [
      [applicant, "anna@write.ru"],
      [other, "boris@write.ru"],
      [employer, "owner@write.ru"],
      [rival, "rival@write.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    await view(applicant, applicantId);
    await applicant.post(`/v1/vacancy/${vacancy.id}/response/${applicantId}`);
    await other.post(`/v1/vacancy/${vacancy.id}/response/${otherId}`);
    await employer.post(`/v1/vacancy/${vacancy.id}/responses/${applicantId}/status`, {
      status: "RESPONSE_STATUS_VIEWED",
    });
    const expected = { views: 3, responses: 2, answered: 1 };
    expect((await read(employer, vacancy.id)).json().vacancy.stats).toEqual(expected);
    const list = (await employer.get(`/v1/vacancy?pageSize=50&filter.companyId=${companyId}`)).json()
      .vacancies as VacancyBody[];
    expect(list.find((item) => item.id === vacancy.id)?.stats).toEqual(expected);
    // Nobody else sees the company's figures.
    expect((await read(applicant, vacancy.id)).json().vacancy.stats ?? null).toBeNull();
    expect((await read(rival, vacancy.id)).json().vacancy.stats ?? null).toBeNull();
  });

  it("leaves an imported vacancy edited here as the employer wrote it when it is imported again", async () => {
    const imported = {
      fields: {
        title: "Продавец (hh.ru)",
        description: "<p>С hh.ru</p>",
        workingExperience: "EXPERIENCE_WITHOUT",
        workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
        officeType: "OFFICE_TYPE_OFFICE",
        city: "Пермь",
        skills: [] as string[],
        positions: [] as string[],
        salaryFrom: 30_000,
        salaryTo: null,
        salaryCurrency: "RUB",
        salaryGross: true,
        status: "VACANCY_STATUS_ACTIVE",
      },
      source: "hh",
      externalId: "hh-77",
      sourceData: {},
      createdAt: gateway.clock.now(),
    } as const;
    const importAgain = (title: string) =>
      upsertImportedVacancy(gateway.database.db, {
        companyId,
        companyName: "Кофейня",
        vacancy: { ...imported, fields: { ...imported.fields, title } },
        professionId: "97",
        now: gateway.clock.now(),
      });
    const first = await importAgain("Продавец (hh.ru)");
    expect(first.outcome).toBe("inserted");
    expect((await importAgain("Продавец-консультант (hh.ru)")).outcome).toBe("updated");
    const card = async () =>
      (
        (await employer.get(`/v1/vacancy?pageSize=50&filter.companyId=${companyId}`)).json()
          .vacancies as VacancyBody[]
      ).find((item) => item.id === first.id);
    expect(await card()).toMatchObject({ source: "hh", editedHere: false });

    expect(
      (await put(employer, `/v1/vacancy/${first.id}`, body({ title: "Продавец, написано здесь" })))
        .statusCode,
    ).toBe(200);
    expect(await importAgain("Продавец с hh.ru снова")).toEqual({ id: first.id, outcome: "kept" });
    expect((await read(employer, first.id)).json().vacancy.title).toBe("Продавец, написано здесь");
    expect(await card()).toMatchObject({ source: "hh", editedHere: true });
  });

  it("takes a vacancy off the list at the end of its lifetime, warning its company first; «Продлить» starts it again", async () => {
    const LIFETIME = 30 * DAY_MS;
    const mailer = createMailer(gateway.config, {
      db: gateway.database.db,
      now: gateway.clock.now,
      log: gateway.app.log,
    });
    const sweeps = new VacancySweeps({
      db: gateway.database.db,
      now: gateway.clock.now,
      mailer,
      responseStaleAfterMs: 365 * DAY_MS,
      vacancyLifetimeMs: LIFETIME,
      activeMembersOf: async () => [{ name: "Олег", email: "owner@write.ru" }],
      vacancyUrl: (id) => `https://rabota.example/vacancies/detail/${id}`,
      onArchived: () => {},
    });
    const warnings = async () =>
      (await readOutbox(gateway.database.db, "owner@write.ru")).filter((mail) =>
        mail.subject.includes("скоро снимется"),
      );
    const relogin = async () => {
      for (const [client, email] of [
        [employer, "owner@write.ru"],
        [applicant, "anna@write.ru"],
        [rival, "rival@write.ru"],
      ] as const)
        expect((await login(client, email)).statusCode).toBe(200);
    };
    // Everything published by the tests before is older: archive it first, so only this one counts.
    gateway.clock.advance(LIFETIME + DAY_MS);
    await sweeps.run();
    await relogin();
    const vacancy = await create({ title: "Флорист на сезон", status: "VACANCY_STATUS_ACTIVE" });
    expect(Date.parse(vacancy.expiresAt ?? "")).toBe(gateway.clock.now().getTime() + LIFETIME);
    await applicant.post(`/v1/vacancy/${vacancy.id}/response/${applicantId}`);
    const before = (await warnings()).length;

    // Three days (a tenth of the lifetime) before its end: one warning, however many sweeps.
    gateway.clock.advance(LIFETIME - 3 * DAY_MS - 1);
    expect((await sweeps.run()).warned).toBe(0);
    gateway.clock.advance(1);
    expect(await Promise.all([sweeps.warnExpiring(), sweeps.warnExpiring()])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect((await warnings()).length - before).toBe(1);
    expect((await warnings())[0]?.text).toContain(`https://rabota.example/vacancies/detail/${vacancy.id}`);

    // «Продлить»: a new lifetime from now, and a new warning at its end.
    await relogin();
    const prolonged = await employer.post(`/v1/vacancy/${vacancy.id}/prolong`);
    expect(prolonged.statusCode).toBe(200);
    expect(Date.parse(prolonged.json().vacancy.expiresAt)).toBe(gateway.clock.now().getTime() + LIFETIME);
    expect((await rival.post(`/v1/vacancy/${vacancy.id}/prolong`)).statusCode).toBe(403);
    gateway.clock.advance(LIFETIME - 1);
    expect((await sweeps.run()).archived).toBe(0);
    expect((await warnings()).length - before).toBe(2);

    // The end: archived as by hand, its unanswered response «не ответил».
    gateway.clock.advance(1);
    expect((await sweeps.run()).archived).toBe(1);
    await relogin();
    expect(await listIds(guest, `&filter.search=${encodeURIComponent("Флорист")}`)).toEqual([]);
    expect((await read(applicant, vacancy.id)).json().vacancy).toMatchObject({
      status: "VACANCY_STATUS_ARCHIVED",
      responseStatus: "RESPONSE_STATUS_NO_ANSWER",
    });
    expect((await employer.post(`/v1/vacancy/${vacancy.id}/prolong`)).statusCode).toBe(409);
  });
});
