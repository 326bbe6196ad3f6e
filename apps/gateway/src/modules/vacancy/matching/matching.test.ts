import type { VacancyRecommendation } from "@rabota/domain/wire/vacancy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testSessions } from "../../../db/tables/tests";
import { vacancies } from "../../../db/tables/vacancy";
import { testDatabases } from "../../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../../testing/gateway";
import { findEmployerCompanyId } from "../../employer/queries";
import { createRandom, generateVacancy } from "../demo-data";
import { insertVacancies } from "../writes/imports";

const KAZAN = { areaId: "88", areaPath: ["88", "1624", "113"], city: "Казань" };
const MOSCOW = { areaId: "1", areaPath: ["1", "113"], city: "Москва" };

/** The vacancies of the tests, by key: what each shares with Anna's profile is in its name. */
const VACANCIES = {
  everything: {
    title: "Аналитик данных",
    skills: ["SQL", "Python", "Excel"],
    place: KAZAN,
    salaryTo: 200_000,
  },
  skillRemote: { title: "Разработчик", skills: ["python", "Django"], place: MOSCOW, remote: true },
  placeOnly: { title: "Повар", skills: ["Кулинария"], place: KAZAN },
  nothing: { title: "Бухгалтер", skills: ["1С"], place: MOSCOW },
  archived: { title: "Аналитик SQL", skills: ["SQL"], place: KAZAN, archived: true },
  hidden: { title: "Инженер данных", skills: ["SQL"], place: KAZAN },
  responded: { title: "Аналитик отчётности", skills: ["SQL"], place: KAZAN },
  test: { title: "Оператор", skills: ["Excel"], place: MOSCOW, testName: "SKILL_EXCEL" },
} as const;
type Key = keyof typeof VACANCIES;

/**
 * Vacancies that find people (issue 44): recommendations for an applicant's profile — the
 * ranking, the reason sentence, what is left out (hidden, responded to, archived) and the
 * guards — and the vacancies similar to one (itself left out, hidden ones for their applicant).
 */
describe.each(testDatabases())("recommended and similar vacancies on $name", (kind) => {
  let gateway: TestGateway;
  let anna: TestClient;
  let annaId: string;
  let boris: TestClient;
  let employer: TestClient;
  let guest: TestClient;
  const ids = new Map<Key, string>();
  const idOf = (key: Key) => ids.get(key) as string;
  const keyOf = (id: string) => [...ids].find(([, value]) => value === id)?.[0];

  const recommended = async (client: TestClient = anna) => {
    const response = await client.get(`/v1/vacancy/recommended/${annaId}?pageSize=20`);
    expect(response.statusCode).toBe(200);
    return response.json().recommendations as VacancyRecommendation[];
  };
  const similarTo = async (key: Key, client: TestClient = guest) => {
    const response = await client.get(`/v1/vacancy/${idOf(key)}/similar`);
    expect(response.statusCode).toBe(200);
    return (response.json().vacancies as { id: string }[]).map((card) => keyOf(card.id));
  };

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    const { db } = gateway.database;
    [anna, boris, employer, guest] = [gateway.client(), gateway.client(), gateway.client(), gateway.client()];
    annaId = await registerApplicant(anna, "anna@example.ru");
    await registerApplicant(boris, "boris@example.ru");
    const employerId = await registerEmployer(employer, "hr@example.ru", "Ромашка");
    for (const [client, email] of [
      [anna, "anna@example.ru"],
      [boris, "boris@example.ru"],
      [employer, "hr@example.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    const saved = await anna.request({
      method: "PUT",
      url: `/v1/profile/${annaId}`,
      payload: {
        name: "Анна",
        surname: "Смирнова",
        city: "Казань",
        skills: ["SQL", "Python"],
        goals: {
          goalPositions: [{ name: "Аналитик данных", professionId: "156" }],
          preferredIncome: 150_000,
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().updatedProfile).toMatchObject({ areaId: "88" });
    const companyId = (await findEmployerCompanyId(db, employerId)) as string;
    const keys = Object.keys(VACANCIES) as Key[];
    const inserted = await insertVacancies(db, {
      companyId,
      companyName: "Ромашка",
      items: keys.map((key, index) => {
        const spec: (typeof VACANCIES)[Key] & { remote?: boolean; archived?: boolean; salaryTo?: number } =
          VACANCIES[key];
        return {
          vacancy: {
            ...generateVacancy(createRandom(index + 1)),
            title: spec.title,
            skills: [...spec.skills],
            ...spec.place,
            areaPath: [...spec.place.areaPath],
            officeType: spec.remote ? "OFFICE_TYPE_REMOTE" : "OFFICE_TYPE_OFFICE",
            salaryFrom: spec.salaryTo ? 120_000 : 50_000,
            salaryTo: spec.salaryTo ?? 60_000,
            salaryCurrency: "RUB",
            status: spec.archived ? "VACANCY_STATUS_ARCHIVED" : "VACANCY_STATUS_ACTIVE",
          },
          // The first key is the newest.
          createdAt: new Date(gateway.clock.now().getTime() - index * 60_000),
        };
      }),
    });
    for (const [index, key] of keys.entries()) ids.set(key, inserted[index] as string);
    await db
      .update(vacancies)
      .set({ professionId: "156" })
      .where(eq(vacancies.id, idOf("everything")));
    await db
      .update(vacancies)
      .set({ testName: "SKILL_EXCEL" })
      .where(eq(vacancies.id, idOf("test")));
  });
  afterAll(() => gateway.close());

  it("answers only the applicant themself: 401 for a guest, 403 for another applicant or an employer", async () => {
    expect((await guest.get(`/v1/vacancy/recommended/${annaId}`)).statusCode).toBe(401);
    expect((await boris.get(`/v1/vacancy/recommended/${annaId}`)).statusCode).toBe(403);
    expect((await employer.get(`/v1/vacancy/recommended/${annaId}`)).statusCode).toBe(403);
  });

  it("ranks by the profile and says why in one sentence, with the parts", async () => {
    const list = await recommended();
    expect(list.map((item) => keyOf(item.vacancy.id))).toEqual([
      "everything",
      "hidden",
      "responded",
      "skillRemote",
      "placeOnly",
    ]);
    const [best] = list;
    expect(best?.why).toBe("Совпадает: SQL, Python; ваша профессия; ваш город; зарплата от желаемой");
    expect(best?.matched).toEqual({
      skills: ["SQL", "Python"],
      position: true,
      place: true,
      remote: false,
      pay: true,
      tests: [],
    });
    expect(best?.vacancy).toMatchObject({ title: "Аналитик данных", city: "Казань", hasApplied: false });
    const remote = list.find((item) => keyOf(item.vacancy.id) === "skillRemote");
    expect(remote?.why).toBe("Совпадает: python; удалённая работа");
    expect(list.at(-1)?.why).toBe("Совпадает: ваш город");
  });

  it("leaves out what the applicant hid and what they responded to", async () => {
    const hide = await anna.request({ method: "PUT", url: `/v1/hidden/vacancies/${idOf("hidden")}` });
    expect(hide.statusCode).toBe(200);
    const apply = await anna.post(`/v1/vacancy/${idOf("responded")}/response/${annaId}`);
    expect(apply.statusCode).toBe(200);
    const keys = (await recommended()).map((item) => keyOf(item.vacancy.id));
    expect(keys).toEqual(["everything", "skillRemote", "placeOnly"]);
  });

  it("counts a test passed in the last 12 months", async () => {
    const now = gateway.clock.now();
    await gateway.database.db.insert(testSessions).values({
      applicantId: annaId,
      testName: "SKILL_EXCEL",
      testVersion: 1,
      itemIds: [],
      optionOrders: [],
      status: "COMPLETED",
      startedAt: now,
      finishedAt: now,
      score: 90,
      correct: 9,
    });
    gateway.clock.advance(60_000); // past the memo of the viewer's facts
    const withTest = (await recommended()).find((item) => keyOf(item.vacancy.id) === "test");
    expect(withTest?.why).toBe("Совпадает: тест пройден");
    expect(withTest?.matched.tests).toEqual(["SKILL_EXCEL"]);
  });

  it("finds similar vacancies, never the vacancy itself; an applicant's hidden ones left out", async () => {
    const forGuest = await similarTo("everything");
    expect(forGuest).not.toContain("everything");
    expect(forGuest).toEqual(expect.arrayContaining(["hidden", "responded", "skillRemote"]));
    expect(forGuest).not.toContain("nothing");
    expect(forGuest).not.toContain("archived");
    const forAnna = await similarTo("everything", anna);
    expect(forAnna).not.toContain("hidden");
    expect(forAnna).toContain("responded");
  });

  it("answers 404 for an archived, unknown or malformed vacancy, as its page does", async () => {
    expect((await guest.get(`/v1/vacancy/${idOf("archived")}/similar`)).statusCode).toBe(404);
    expect((await guest.get("/v1/vacancy/00000000-0000-4000-8000-000000000000/similar")).statusCode).toBe(
      404,
    );
    expect((await guest.get("/v1/vacancy/not-an-id/similar")).statusCode).toBe(404);
  });
});
