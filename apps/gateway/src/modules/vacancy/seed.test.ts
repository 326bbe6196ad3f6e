import { VACANCY_CITIES } from "@rabota/domain/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/tables/company";
import { vacancies } from "../../db/tables/vacancy";
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, seedDemoData } from "../../seed";
import { testDatabases } from "../../testing/databases";
import { login } from "../../testing/flows";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { PlacesService } from "../places";
import { DEMO_BRANCH_CITIES, DEMO_EMPLOYER_COMPANY, demoCompanies, titlesOf } from "./demo-data";
import { DEMO_OWN_VACANCY_COUNT, DEMO_VACANCY_COUNT, demoPlaces } from "./seed";

const [pglite] = testDatabases();

describe("the demo vacancies", () => {
  const gateways: TestGateway[] = [];
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    for (let index = 0; index < 2; index += 1) {
      const gateway = await createTestGateway(pglite);
      await seedDemoData(gateway.database.db, gateway.clock.now);
      gateways.push(gateway);
    }
  });
  afterAll(() => Promise.all(gateways.map((gateway) => gateway.close())));

  it("seeds a few hundred vacancies of a few dozen companies, the same every time", async () => {
    const [first, second] = gateways as [TestGateway, TestGateway];
    const guest = first.client();
    const active = (await guest.get("/v1/vacancy/total")).json().total;
    // Archived ones are listed to their company only, so they are counted in the table.
    const all = await first.database.db.select({ id: vacancies.id }).from(vacancies);
    expect(all.length).toBe(DEMO_VACANCY_COUNT + DEMO_OWN_VACANCY_COUNT);
    expect((await guest.get("/v1/vacancy/total?filter.status=VACANCY_STATUS_ARCHIVED")).statusCode).toBe(403);
    expect(active).toBeGreaterThan(250);

    const page = (await guest.get("/v1/vacancy?pageSize=50")).json().vacancies as {
      title: string;
      city: string;
      company: { companyName: string };
    }[];
    const signature = (items: typeof page) =>
      items.map((item) => [item.title, item.city, item.company.companyName]);
    const other = (await second.client().get("/v1/vacancy?pageSize=50")).json().vacancies as typeof page;
    expect(signature(page)).toEqual(signature(other));
    expect(new Set(page.map((item) => item.company.companyName)).size).toBeGreaterThan(10);
    expect(new Set(page.map((item) => item.city)).size).toBeGreaterThan(5);
    expect((await guest.get("/v1/vacancy/total?filter.search=разработчик")).json().total).toBeGreaterThan(10);
  });

  it("shows many companies on the list's first page, the demo employer's among them", async () => {
    const [first] = gateways as [TestGateway];
    const page = (await first.client().get("/v1/vacancy")).json().vacancies as {
      company: { companyName: string };
    }[];
    const names = page.map((item) => item.company.companyName);
    expect(new Set(names).size).toBeGreaterThanOrEqual(6);
    const demoCompany = names.filter((name) => name === names[0]).length;
    expect(demoCompany).toBeLessThanOrEqual(3);
  });

  it("gives the demo employer a dozen vacancies of its own", async () => {
    const [first] = gateways as [TestGateway];
    const employer = first.client();
    const auth = (await login(employer, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password)).json()
      .auth;
    // The session names the company, so no profile fetch is needed to find its vacancies.
    const total = (await employer.get(`/v1/vacancy/total?filter.companyId=${auth.companyId}`)).json().total;
    expect(total).toBe(DEMO_OWN_VACANCY_COUNT);
  });

  it("makes several vacancies ask for the skill test of their track, the demo employer's among them", async () => {
    const [first] = gateways as [TestGateway];
    const guest = first.client();
    const asking = (await guest.get("/v1/vacancy?pageSize=50&filter.assessed=true")).json().vacancies as {
      testName: string;
      skills: string[];
    }[];
    expect(asking.length).toBeGreaterThan(20);
    expect(new Set(asking.map((vacancy) => vacancy.testName)).size).toBeGreaterThanOrEqual(3);
    const catalogue = (await guest.get("/v1/tests")).json().tests as { testName: string; skills: string[] }[];
    for (const vacancy of asking) {
      const test = catalogue.find((entry) => entry.testName === vacancy.testName);
      // The test verifies one of the vacancy's skills: it fits the track.
      expect(test?.skills.some((skill) => vacancy.skills.includes(skill))).toBe(true);
    }
    const employer = first.client();
    const auth = (await login(employer, DEMO_ACCOUNTS.employer.email, DEMO_ACCOUNTS.employer.password)).json()
      .auth;
    const own = (
      await employer.get(`/v1/vacancy?filter.assessed=true&filter.companyId=${auth.companyId}`)
    ).json().vacancies as { testCompletedCount: number }[];
    expect(own.length).toBeGreaterThan(0);
    for (const vacancy of own) expect(vacancy.testCompletedCount).toBe(0);
  });

  it("tells one story: every company's vacancies are in its city or a branch town, and of its field", async () => {
    const [first] = gateways as [TestGateway];
    const rows = await first.database.db
      .select({
        companyName: companies.companyName,
        companyCity: companies.city,
        title: vacancies.title,
        city: vacancies.city,
        areaId: vacancies.areaId,
        metroStationIds: vacancies.metroStationIds,
        addressStreet: vacancies.addressStreet,
      })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId));
    const fields = new Map(demoCompanies().map((company) => [company.companyName, titlesOf(company.tracks)]));
    fields.set(DEMO_COMPANY_NAME, titlesOf(DEMO_EMPLOYER_COMPANY.tracks));
    const places = await demoPlaces(new PlacesService(first.database.db));
    const branches = new Set(DEMO_BRANCH_CITIES.map((city) => places.get(city)?.columns.city));
    const strays = rows.filter(
      (row) =>
        (row.city !== row.companyCity && !branches.has(row.city ?? "")) ||
        !fields.get(row.companyName)?.has(row.title),
    );
    expect(rows.length).toBe(DEMO_VACANCY_COUNT + DEMO_OWN_VACANCY_COUNT);
    expect(strays).toEqual([]);
    // Nobody outside software hires software engineers: the food company hires no developers.
    expect(rows.filter((row) => row.companyName === "Линия вкуса" && /разработчик/i.test(row.title))).toEqual(
      [],
    );
    // Every city of the list filter still has vacancies, and the branch towns some more.
    const cities = new Set(rows.map((row) => row.city));
    expect(VACANCY_CITIES.filter((city) => !cities.has(city))).toEqual([]);
    expect(cities.size).toBeGreaterThan(VACANCY_CITIES.length + 5);
    // Each is in its area of the dictionary (issue 40); some in a city with a metro near a station.
    expect(rows.filter((row) => row.areaId === null)).toEqual([]);
    const nearMetro = rows.filter((row) => row.metroStationIds.length > 0);
    expect(nearMetro.length).toBeGreaterThan(20);
    expect(nearMetro.every((row) => row.addressStreet !== null)).toBe(true);
  });
});
