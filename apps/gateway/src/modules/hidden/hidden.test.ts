import { HIDDEN_MESSAGES } from "@rabota/domain/wire/hidden";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { insertCompany } from "../company/queries";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

/**
 * Hiding (issue 26): vacancies, whole companies and title words leave the applicant's list,
 * its total and search results, for that applicant only; the routes and their guards.
 */
describe.each(testDatabases())("hidden vacancies, companies and words on $name", (kind) => {
  let gateway: TestGateway;
  let anna: TestClient;
  let boris: TestClient;
  let employer: TestClient;
  let guest: TestClient;
  let ownCompanyId: string;
  let otherCompanyId: string;
  /** Vacancy ids by title. */
  const ids = new Map<string, string>();

  const vacancy = (title: string) => ({
    vacancy: {
      ...generateVacancy(createRandom(title.length)),
      title,
      status: "VACANCY_STATUS_ACTIVE" as const,
    },
    createdAt: gateway.clock.now(),
  });
  const listedTitles = async (client: TestClient, query = "") => {
    const response = await client.get(`/v1/vacancy?pageSize=50${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().vacancies as { title: string }[]).map((item) => item.title).sort();
  };
  const total = async (client: TestClient, query = "") =>
    (await client.get(`/v1/vacancy/total?${query}`)).json().total as number;
  const put = (client: TestClient, url: string, payload?: object) =>
    client.request({ method: "PUT", url, ...(payload ? { payload } : {}) });
  const del = (client: TestClient, url: string) => client.request({ method: "DELETE", url });

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    [anna, boris, employer, guest] = [gateway.client(), gateway.client(), gateway.client(), gateway.client()];
    await registerApplicant(anna, "anna@example.ru");
    await registerApplicant(boris, "boris@example.ru");
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    for (const [client, email] of [
      [anna, "anna@example.ru"],
      [boris, "boris@example.ru"],
      [employer, "hr@example.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    ownCompanyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    otherCompanyId = (await insertCompany(gateway.database.db, "Василёк", gateway.clock.now())).id;
    const own = ["Курьер", "Стажёр-аналитик", "Бухгалтер"];
    const other = ["Повар", "Менеджер по продажам"];
    for (const [companyId, companyName, titles] of [
      [ownCompanyId, "Ромашка", own],
      [otherCompanyId, "Василёк", other],
    ] as const) {
      const inserted = await insertVacancies(gateway.database.db, {
        companyId,
        companyName,
        items: titles.map(vacancy),
      });
      for (const [index, title] of titles.entries()) ids.set(title, inserted[index] as string);
    }
  });
  afterAll(() => gateway.close());

  const ALL = ["Бухгалтер", "Курьер", "Менеджер по продажам", "Повар", "Стажёр-аналитик"];
  const idOf = (title: string) => ids.get(title) as string;

  it("lets only applicants hide: 401 for a guest, 403 for an employer, nothing stored", async () => {
    for (const url of [`/v1/hidden/vacancies/${idOf("Курьер")}`, `/v1/hidden/companies/${otherCompanyId}`]) {
      expect((await put(guest, url)).statusCode).toBe(401);
      expect((await put(employer, url)).statusCode).toBe(403);
    }
    expect((await guest.get("/v1/hidden")).statusCode).toBe(401);
    expect((await put(employer, "/v1/hidden/words", { words: ["курьер"] })).statusCode).toBe(403);
    expect(await listedTitles(anna)).toEqual(ALL);
  });

  it("hides a vacancy from the list, its total and search for that applicant only, and shows it again", async () => {
    expect((await put(anna, `/v1/hidden/vacancies/${idOf("Курьер")}`)).json()).toEqual({ message: "hidden" });
    // Twice is the same.
    expect((await put(anna, `/v1/hidden/vacancies/${idOf("Курьер")}`)).statusCode).toBe(200);
    expect(await listedTitles(anna)).toEqual(ALL.filter((title) => title !== "Курьер"));
    expect(await total(anna)).toBe(4);
    expect(await listedTitles(anna, `&filter.search=${encodeURIComponent("курьер")}`)).toEqual([]);
    expect(await total(anna, `filter.search=${encodeURIComponent("курьер")}`)).toBe(0);
    // Boris and guests still see it; the vacancy page stays reachable by its address.
    expect(await listedTitles(boris)).toEqual(ALL);
    expect(await total(guest)).toBe(5);
    expect((await anna.get(`/v1/vacancy/${idOf("Курьер")}`)).statusCode).toBe(200);

    expect((await anna.get("/v1/hidden")).json()).toMatchObject({
      vacancies: [{ id: idOf("Курьер"), title: "Курьер", companyName: "Ромашка" }],
      companies: [],
      words: [],
    });
    expect((await del(anna, `/v1/hidden/vacancies/${idOf("Курьер")}`)).json()).toEqual({ message: "shown" });
    expect(await listedTitles(anna)).toEqual(ALL);
    expect(await total(anna)).toBe(5);
  });

  it("hides every vacancy of a company, and shows them again", async () => {
    expect((await put(anna, `/v1/hidden/companies/${otherCompanyId}`)).statusCode).toBe(200);
    expect(await listedTitles(anna)).toEqual(["Бухгалтер", "Курьер", "Стажёр-аналитик"]);
    expect(await total(anna)).toBe(3);
    expect((await anna.get("/v1/hidden")).json().companies).toMatchObject([
      { id: otherCompanyId, name: "Василёк" },
    ]);
    expect(await listedTitles(boris)).toEqual(ALL);
    expect((await del(anna, `/v1/hidden/companies/${otherCompanyId}`)).statusCode).toBe(200);
    expect(await listedTitles(anna)).toEqual(ALL);
  });

  it("leaves out vacancies whose title contains an excluded word, whatever its case", async () => {
    const saved = await put(anna, "/v1/hidden/words", { words: [" СТАЖЁР ", "продаж", "", "продаж"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ words: ["стажёр", "продаж"] });
    expect(await listedTitles(anna)).toEqual(["Бухгалтер", "Курьер", "Повар"]);
    expect(await total(anna)).toBe(3);
    expect((await anna.get("/v1/hidden")).json().words).toEqual(["стажёр", "продаж"]);
    expect(await listedTitles(boris)).toEqual(ALL);
    expect((await put(anna, "/v1/hidden/words", { words: [] })).json()).toEqual({ words: [] });
    expect(await listedTitles(anna)).toEqual(ALL);
  });

  it("refuses too many or too long words and unknown ids, changing nothing", async () => {
    await put(anna, "/v1/hidden/words", { words: ["курьер"] });
    const many = await put(anna, "/v1/hidden/words", {
      words: Array.from({ length: 21 }, (_, index) => `слово${index}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(HIDDEN_MESSAGES.tooManyWords);
    const long = await put(anna, "/v1/hidden/words", { words: ["я".repeat(51)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(HIDDEN_MESSAGES.wordTooLong);
    expect((await anna.get("/v1/hidden")).json().words).toEqual(["курьер"]);

    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await put(anna, `/v1/hidden/vacancies/${unknown}`)).statusCode).toBe(404);
    expect((await put(anna, "/v1/hidden/vacancies/nope")).statusCode).toBe(404);
    expect((await put(anna, `/v1/hidden/companies/${unknown}`)).statusCode).toBe(404);
    expect((await anna.get("/v1/hidden")).json()).toMatchObject({ vacancies: [], companies: [] });
  });

  it("does not let a draft be found by hiding it", async () => {
    const [draft] = await insertVacancies(gateway.database.db, {
      companyId: ownCompanyId,
      companyName: "Ромашка",
      items: [
        {
          ...vacancy("Черновик"),
          vacancy: { ...vacancy("Черновик").vacancy, status: "VACANCY_STATUS_DRAFT" },
        },
      ],
    });
    expect((await put(anna, `/v1/hidden/vacancies/${draft}`)).statusCode).toBe(404);
  });
});
