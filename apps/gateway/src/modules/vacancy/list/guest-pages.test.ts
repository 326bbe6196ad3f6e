import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../../testing/gateway";
import { type Replicas, twoReplicas } from "../../../testing/replicas";
import { findEmployerCompanyId } from "../../employer/queries";
import { createRandom, generateVacancy } from "../demo-data";
import { insertVacancies } from "../writes/imports";
import { GUEST_PAGE_TTL_MS } from "./service";

const FIRST_PAGE = "/v1/vacancy?pageSize=20";

/** A vacancy as an employer writes it, published at once. */
const published = (title: string) => ({
  title,
  description: "<p>Работа рядом с домом</p>",
  requirements: null,
  objectives: null,
  offerings: null,
  workingExperience: "EXPERIENCE_WITHOUT",
  workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
  officeType: "OFFICE_TYPE_OFFICE",
  city: "Казань",
  skills: [],
  qualities: [],
  positions: [],
  salaryFrom: 60_000,
  salaryTo: null,
  salaryCurrency: "RUB",
  salaryGross: false,
  testName: null,
  status: "VACANCY_STATUS_ACTIVE",
});

const idsOf = (response: { json(): unknown }) =>
  (response.json() as { vacancies: { id: string }[] }).vacancies.map((vacancy) => vacancy.id);

/** Publishes a vacancy through the API as `employer`; its id. */
async function publish(employer: TestClient, title: string): Promise<string> {
  const response = await employer.post("/v1/vacancy", published(title));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { vacancy: { id: string } }).vacancy.id;
}

/**
 * Active vacancies written straight into the database, as another replica or a job would,
 * `ageMs` old at the gateway's clock: their ids.
 */
async function writtenElsewhere(gateway: TestGateway, companyId: string, count = 1, ageMs = 0) {
  const random = createRandom(count);
  const createdAt = new Date(gateway.clock.now().getTime() - ageMs);
  return insertVacancies(gateway.database.db, {
    companyId,
    companyName: "Кофейня",
    items: Array.from({ length: count }, () => ({
      vacancy: { ...generateVacancy(random), status: "VACANCY_STATUS_ACTIVE" as const },
      createdAt,
    })),
  });
}

describe.each(testDatabases())("the list's first page for guests on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;
  let applicant: TestClient;
  let employer: TestClient;
  let companyId: string;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    applicant = gateway.client();
    employer = gateway.client();
    const employerId = await registerEmployer(employer, "owner@guest-pages.ru", "Кофейня");
    await registerApplicant(applicant, "anna@guest-pages.ru");
    for (const [client, email] of [
      [employer, "owner@guest-pages.ru"],
      [applicant, "anna@guest-pages.ru"],
    ] as const)
      expect((await login(client, email)).statusCode).toBe(200);
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    // A page long enough to be compressed.
    await writtenElsewhere(gateway, companyId, 5, 60 * 60 * 1000);
  });
  afterAll(() => gateway.close());

  it("says how fresh it is, and shows another writer's vacancy once that time is over", async () => {
    const first = await guest.get(FIRST_PAGE);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe(`public, max-age=${GUEST_PAGE_TTL_MS / 1000}`);
    expect(first.headers.age).toBe("0");
    expect(String(first.headers.vary)).toMatch(/cookie, authorization/);

    const [id] = await writtenElsewhere(gateway, companyId);
    gateway.clock.advance(3000);
    const kept = await guest.get(FIRST_PAGE);
    expect(kept.headers.age).toBe("3");
    expect(kept.body).toBe(first.body);
    // Signed in, the same list is read for the request: the new vacancy is there already.
    const own = await applicant.get(FIRST_PAGE);
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect(idsOf(own), own.body).toContain(id);

    gateway.clock.advance(GUEST_PAGE_TTL_MS - 3000);
    const fresh = await guest.get(FIRST_PAGE);
    expect(fresh.headers.age).toBe("0");
    expect(idsOf(fresh)[0]).toBe(id);
  });

  it("drops the copy at once when a vacancy is published or archived through this gateway", async () => {
    const SEARCH = `${FIRST_PAGE}&filter.search=${encodeURIComponent("утреннюю")}`;
    await guest.get(FIRST_PAGE);
    expect(idsOf(await guest.get(SEARCH))).toEqual([]);
    const id = await publish(employer, "Бариста в утреннюю смену");
    // A guest's search is a shared copy too, dropped by the same write.
    expect(idsOf(await guest.get(SEARCH))).toEqual([id]);
    expect(idsOf(await guest.get(FIRST_PAGE))[0]).toBe(id);
    const archived = await employer.post(`/v1/vacancy/${id}/status`, { status: "VACANCY_STATUS_ARCHIVED" });
    expect(archived.statusCode).toBe(200);
    expect(idsOf(await guest.get(FIRST_PAGE))).not.toContain(id);
  });

  it("is the same page compressed or not, a search's too, and later pages are not shared", async () => {
    const plain = await guest.get(FIRST_PAGE);
    const br = await guest.request({ method: "GET", url: FIRST_PAGE, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Again from the compressed copy.
    const again = await guest.request({
      method: "GET",
      url: FIRST_PAGE,
      headers: { "accept-encoding": "br" },
    });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const shared = `public, max-age=${GUEST_PAGE_TTL_MS / 1000}`;
    const searched = await guest.get(`/v1/vacancy?filter.search=${encodeURIComponent("бариста")}`);
    expect(searched.statusCode).toBe(200);
    expect(searched.headers["cache-control"]).toBe(shared);
    const short = await guest.get("/v1/vacancy?pageSize=2");
    expect(short.headers["cache-control"]).toBe(shared);
    const next = (short.json() as { nextPageToken: string }).nextPageToken;
    const later = await guest.get(`/v1/vacancy?pageSize=2&pageToken=${next}`);
    expect(later.statusCode).toBe(200);
    expect(later.headers["cache-control"]).toBe("private, no-cache");
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("a guest's shared page on two gateways", () => {
  let replicas: Replicas;

  beforeAll(async () => {
    replicas = await twoReplicas(postgresUrl ?? "");
  });
  afterAll(() => replicas?.close());

  it("shows what the other replica archived within the stated freshness", async () => {
    const { a, b } = replicas;
    const employer = b.client();
    await registerEmployer(employer, "owner@two-replicas.ru", "Кофейня");
    expect((await login(employer, "owner@two-replicas.ru")).statusCode).toBe(200);
    const id = await publish(employer, "Бариста на две реплики");
    const guestOfA = a.client();
    expect(idsOf(await guestOfA.get(FIRST_PAGE))).toContain(id);

    expect(
      (await employer.post(`/v1/vacancy/${id}/status`, { status: "VACANCY_STATUS_ARCHIVED" })).statusCode,
    ).toBe(200);
    expect(idsOf(await b.client().get(FIRST_PAGE))).not.toContain(id);
    // Replica a still has its copy, and says how old it is; never past max-age.
    a.clock.advance(GUEST_PAGE_TTL_MS - 1000);
    const kept = await guestOfA.get(FIRST_PAGE);
    expect(idsOf(kept)).toContain(id);
    expect(Number(kept.headers.age)).toBeLessThan(GUEST_PAGE_TTL_MS / 1000);
    a.clock.advance(1000);
    expect(idsOf(await guestOfA.get(FIRST_PAGE))).not.toContain(id);
  });
});
