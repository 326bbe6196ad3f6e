import { monthlyGrossPay, SALARY_MESSAGES, type SalaryResponse } from "@rabota/domain/wire/salaries";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { salaryInputs } from "../../db/tables/salaries";
import { vacancies } from "../../db/tables/vacancy";
import { testDatabases } from "../../testing/databases";
import { login, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { ProfessionDictionary } from "../professions";
import { classifyStoredVacancies, insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { SalaryRefresh } from "./refresh";

const DEVELOPER = "96";
const COURIER = "58";
const TULA = "92";
const MOSCOW = "1";

/** What `percentile_cont` gives: linear between the neighbours of the fraction's place, rounded to roubles. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = fraction * (sorted.length - 1);
  const low = Math.floor(at);
  const lowValue = sorted[low] ?? 0;
  const highValue = sorted[Math.min(low + 1, sorted.length - 1)] ?? 0;
  return Math.round(lowValue + (at - low) * (highValue - lowValue));
}

const figures = (values: number[]) => ({
  count: values.length,
  p10: percentile(values, 0.1),
  p25: percentile(values, 0.25),
  median: percentile(values, 0.5),
  p75: percentile(values, 0.75),
  p90: percentile(values, 0.9),
});

const NONE = { p10: null, p25: null, median: null, p75: null, p90: null };

/** Pay as employers write it: ranges and one bound, before tax and «на руки». */
const TULA_PAY = [
  { salaryFrom: 80_000, salaryTo: 120_000, salaryGross: true },
  { salaryFrom: 87_000, salaryTo: null, salaryGross: false },
  { salaryFrom: null, salaryTo: 150_000, salaryGross: true },
  { salaryFrom: 130_500, salaryTo: 174_000, salaryGross: false },
  { salaryFrom: 200_000, salaryTo: 260_000, salaryGross: true },
  { salaryFrom: 61_000, salaryTo: 70_000, salaryGross: false },
];

/**
 * Salary statistics (issue 45): vacancies with known pay in one profession and city, counted
 * by the refresh on the stated basis and read back as exact percentiles; a region and Russia
 * take their cities; too few vacancies give no figure; a closed vacancy counts for twelve
 * months; bad queries are 400 naming the field.
 */
describe.each(testDatabases())("salary statistics on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;
  let employer: TestClient;
  let refresh: SalaryRefresh;

  const create = async (body: Record<string, unknown>) => {
    gateway.clock.advance(1_000);
    const response = await employer.post("/v1/vacancy", {
      title: "Разработчик",
      status: "VACANCY_STATUS_ACTIVE",
      salaryCurrency: "RUB",
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vacancy as { id: string; professionId: string | null };
  };
  const salaries = async (query: string) => {
    const response = await guest.get(`/v1/salaries?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SalaryResponse;
  };

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    employer = gateway.client();
    await registerEmployer(employer, "owner@salaries.ru", "Тульский софт");
    expect((await login(employer, "owner@salaries.ru")).statusCode).toBe(200);
    refresh = new SalaryRefresh({ db: gateway.database.db, now: gateway.clock.now });
  });
  afterAll(() => gateway.close());

  it("reads back the exact percentiles of the pay on one basis, per experience and month", async () => {
    const experiences = ["EXPERIENCE_WITHOUT", "EXPERIENCE_1_TO_3_YEARS", "EXPERIENCE_3_TO_6_YEARS"];
    for (const [index, pay] of TULA_PAY.entries()) {
      await create({
        ...pay,
        professionId: DEVELOPER,
        areaId: TULA,
        workingExperience: experiences[index % 3],
      });
    }
    // Left out: a draft, pay in dollars, another profession, and none of these is in Тула's figures.
    await create({
      salaryFrom: 100_000,
      professionId: DEVELOPER,
      areaId: TULA,
      status: "VACANCY_STATUS_DRAFT",
    });
    await create({ salaryFrom: 3_000, salaryCurrency: "USD", professionId: DEVELOPER, areaId: TULA });
    await create({ title: "Курьер", salaryFrom: 60_000, salaryGross: true, areaId: TULA });
    await create({ salaryFrom: 300_000, salaryGross: true, professionId: DEVELOPER, areaId: MOSCOW });
    expect((await refresh.run()).vacancies).toBe(8);

    const basis = TULA_PAY.map((pay) => monthlyGrossPay(pay) as number);
    expect(basis).toEqual([100_000, 100_000, 150_000, 175_000, 230_000, 75_287]);
    const tula = await salaries(`professionId=${DEVELOPER}&areaId=${TULA}`);
    expect(tula).toMatchObject({
      ...figures(basis),
      profession: { id: DEVELOPER, name: "Программист, разработчик" },
      area: { id: TULA, name: "Тула" },
      currency: "RUB",
      basis: "MONTHLY_GROSS",
      experience: null,
    });
    expect(tula.shares).toHaveLength(101);
    expect(tula.shares?.[50]).toBe(tula.median);

    // Each bucket has two vacancies: counted, no figure.
    expect(tula.byExperience).toEqual([
      { experience: "EXPERIENCE_WITHOUT", count: 2, ...NONE },
      { experience: "EXPERIENCE_1_TO_3_YEARS", count: 2, ...NONE },
      { experience: "EXPERIENCE_3_TO_6_YEARS", count: 2, ...NONE },
      { experience: "EXPERIENCE_6_YEARS", count: 0, ...NONE },
    ]);
    expect(tula.monthly).toHaveLength(12);
    expect(tula.monthly.at(-1)).toEqual({
      month: gateway.clock.now().toISOString().slice(0, 7),
      count: 6,
      median: figures(basis).median,
    });

    // A region takes its cities; no area is Russia, Москва's vacancy with them.
    const region = (await guest.get(`/v1/areas/${TULA}`)).json().parents[0].id as string;
    expect(await salaries(`professionId=${DEVELOPER}&areaId=${region}`)).toMatchObject(figures(basis));
    expect(await salaries(`professionId=${DEVELOPER}`)).toMatchObject({
      ...figures([...basis, 300_000]),
      area: { id: "113", name: "Россия" },
    });
  });

  it("lists the active vacancies behind the figures, newest first, and the profession in big cities nearby", async () => {
    for (const salaryFrom of [250_000, 260_000, 270_000, 280_000])
      await create({ salaryFrom, salaryGross: true, professionId: DEVELOPER, areaId: MOSCOW });
    await refresh.run();
    const behind = await guest.get(`/v1/salaries/vacancies?professionId=${DEVELOPER}&areaId=${TULA}`);
    expect(behind.statusCode, behind.body).toBe(200);
    const listed = behind.json().vacancies as { title: string; companyName: string; salaryFrom: number }[];
    // The six of Тула's figures: the draft and the dollars are not counted, so not listed.
    expect(listed.map((vacancy) => vacancy.salaryFrom)).toEqual(
      TULA_PAY.map((pay) => pay.salaryFrom).reverse(),
    );
    expect(listed[0]).toMatchObject({ title: "Разработчик", companyName: "Тульский софт", city: "Тула" });
    const russia = await guest.get(`/v1/salaries/vacancies?professionId=${DEVELOPER}`);
    expect(russia.json().vacancies).toHaveLength(11);

    const elsewhere = async (query: string) => {
      const response = await guest.get(`/v1/salaries/elsewhere?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().areas as { id: string; name: string; count: number }[];
    };
    // Тула: its region's cities have no figures; Москва (the country's biggest) has five, with the first test's.
    expect(await elsewhere(`professionId=${DEVELOPER}&areaId=${TULA}`)).toEqual([
      { id: MOSCOW, name: "Москва", count: 5, median: 270_000 },
    ]);
    expect(await elsewhere(`professionId=${DEVELOPER}&areaId=1913`)).toEqual([
      expect.objectContaining({ id: TULA, name: "Тула", count: 6 }),
    ]);
    expect((await elsewhere(`professionId=${DEVELOPER}`)).map((area) => area.id)).toEqual([MOSCOW]);
    expect(await elsewhere(`professionId=${COURIER}&areaId=${TULA}`)).toEqual([]);

    for (const path of ["vacancies", "elsewhere"]) {
      const unknown = await guest.get(`/v1/salaries/${path}?professionId=${DEVELOPER}&areaId=999999999`);
      expect(unknown.statusCode).toBe(400);
      expect((await guest.get(`/v1/salaries/${path}?professionId=99999`)).statusCode).toBe(400);
    }
  });

  it("gives no figure from fewer than five vacancies", async () => {
    for (const salaryFrom of [50_000, 60_000, 70_000])
      await create({ title: "Курьер", salaryFrom, areaId: TULA });
    await refresh.run();
    // With the one of the first test: four couriers.
    const couriers = await salaries(`professionId=${COURIER}&areaId=${TULA}`);
    expect(couriers).toMatchObject({ count: 4, ...NONE, shares: null });
    await create({ title: "Курьер на авто", salaryFrom: 80_000, areaId: TULA });
    await refresh.run();
    expect((await salaries(`professionId=${COURIER}&areaId=${TULA}`)).count).toBe(5);
    expect((await salaries(`professionId=${COURIER}&areaId=${TULA}`)).median).not.toBeNull();
  });

  it("counts an edit within a run, and a closed vacancy for twelve months only", async () => {
    const archived = await create({
      salaryFrom: 400_000,
      salaryGross: true,
      professionId: DEVELOPER,
      areaId: TULA,
    });
    await refresh.run();
    expect((await salaries(`professionId=${DEVELOPER}&areaId=${TULA}`)).count).toBe(7);
    const archive = await employer.post(`/v1/vacancy/${archived.id}/status`, {
      status: "VACANCY_STATUS_ARCHIVED",
    });
    expect(archive.statusCode, archive.body).toBe(200);
    await refresh.run();
    expect((await salaries(`professionId=${DEVELOPER}&areaId=${TULA}`)).count).toBe(7);
    gateway.clock.advance(366 * 24 * 3_600_000);
    await refresh.run();
    const yearLater = await salaries(`professionId=${DEVELOPER}&areaId=${TULA}`);
    expect(yearLater.count).toBe(6);
    // The months moved: none of the last twelve published a vacancy.
    expect(yearLater.monthly.every((month) => month.count === 0)).toBe(true);
  });

  it("brings the pay to the basis in SQL exactly as the domain does", async () => {
    const rows = await gateway.database.db
      .select({
        pay: salaryInputs.pay,
        salaryFrom: vacancies.salaryFrom,
        salaryTo: vacancies.salaryTo,
        salaryGross: vacancies.salaryGross,
      })
      .from(salaryInputs)
      .innerJoin(vacancies, sql`${vacancies.id} = ${salaryInputs.vacancyId}`);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.pay).toBe(monthlyGrossPay(row));
  });

  it("refuses an unknown profession or area and a malformed one, naming the field", async () => {
    for (const [query, path, message] of [
      ["professionId=abc", "professionId", SALARY_MESSAGES.professionId],
      ["professionId=99999", "professionId", SALARY_MESSAGES.unknownProfession],
      [`professionId=${DEVELOPER}&areaId=999999999`, "areaId", SALARY_MESSAGES.unknownArea],
      [`areaId=${TULA}`, "professionId", SALARY_MESSAGES.professionId],
    ] as const) {
      const response = await guest.get(`/v1/salaries?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues, query).toContainEqual(
        expect.objectContaining({ path: [path], message }),
      );
    }
  });
});

/** The professions' dictionary (issue 45): the search, a vacancy's profession picked or taken from its title. */
describe.each(testDatabases())("professions on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let companyId: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    employer = gateway.client();
    const employerId = await registerEmployer(employer, "owner@professions.ru", "Профессии");
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    expect((await login(employer, "owner@professions.ru")).statusCode).toBe(200);
  });
  afterAll(() => gateway.close());

  it("suggests professions by the words typed, with their field", async () => {
    const response = await gateway.client().get("/v1/professions?search=разраб");
    expect(response.statusCode).toBe(200);
    expect(response.json().professions[0]).toEqual({
      id: DEVELOPER,
      name: "Программист, разработчик",
      fieldName: "Информационные технологии",
    });
    const all = (await gateway.client().get("/v1/professions?pageSize=200")).json().professions;
    expect(all).toHaveLength(174);
    expect((await gateway.client().get("/v1/professions?pageSize=0")).statusCode).toBe(400);
    const suggested = await gateway
      .client()
      .get(`/v1/professions/suggestion?title=${encodeURIComponent("QA-инженер")}`);
    expect(suggested.json()).toEqual({ profession: expect.objectContaining({ id: "124" }) });
  });

  it("keeps a picked profession, takes the title's otherwise, refuses an unknown one", async () => {
    const post = (body: Record<string, unknown>) =>
      employer.post("/v1/vacancy", { salaryFrom: 90_000, ...body });
    const picked = await post({ title: "Инженер", professionId: "124" });
    expect(picked.json().vacancy.professionId).toBe("124");
    const titled = await post({ title: "Senior Python Developer" });
    expect(titled.json().vacancy.professionId).toBe(DEVELOPER);
    const analyst = await post({ title: "Бизнес-аналитик в банк" });
    expect(analyst.json().vacancy.professionId).toBe("150");
    const none = await post({ title: "Мастер на все руки" });
    expect(none.json().vacancy.professionId).toBeNull();

    const before = await gateway.database.db.$count(vacancies);
    const refused = await post({ title: "Разработчик", professionId: "99999" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: ["professionId"], message: SALARY_MESSAGES.unknownProfession },
    ]);
    expect(await gateway.database.db.$count(vacancies)).toBe(before);
  });

  it("classifies stored vacancies by their titles at a start, and counts the rest", async () => {
    const random = createRandom(45);
    await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Профессии",
      items: ["Водитель погрузчика", "Главный бухгалтер", "Смотритель маяка"].map((title) => ({
        vacancy: { ...generateVacancy(random), title },
        createdAt: gateway.clock.now(),
      })),
    });
    const outcome = await classifyStoredVacancies(gateway.database.db, new ProfessionDictionary());
    // «Мастер на все руки» of the test before and «Смотритель маяка» name no profession.
    expect(outcome).toEqual({ classified: 2, unclassified: 2 });
    expect(await classifyStoredVacancies(gateway.database.db, new ProfessionDictionary())).toEqual({
      classified: 0,
      unclassified: 2,
    });
  });
});
