import { VACANCY_PLACE_MESSAGES } from "@rabota/domain/wire/vacancy";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placesData } from "../../db/tables/places";
import { vacancies } from "../../db/tables/vacancy";
import { VACANCY_REPLIES } from "../../platform/http/messages";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { loadPlaces, PlacesService, resolveStoredCities } from "../places";
import { createRandom, generateVacancy } from "./demo-data";
import { insertVacancies } from "./writes/imports";
import { storedVacancyCities } from "./writes/places-backfill";

interface PlacedVacancy {
  id: string;
  city: string | null;
  areaId: string | null;
  address: { street: string | null; building: string | null } | null;
  metroStations: { id: string; name: string; lineName: string; lineColor: string }[] | null;
}

/** A published vacancy an employer writes, with the place fields the test gives. */
function body(place: Record<string, unknown>) {
  return {
    title: "Кладовщик на склад",
    workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
    salaryFrom: 50_000,
    status: "VACANCY_STATUS_ACTIVE",
    ...place,
  };
}

/**
 * A vacancy's place (issue 40): its area by id or by a city's name, its address and metro
 * stations, checked against the dictionary; the list's filters by area (a region and a country
 * taking their towns) and by station, with totals and saved searches; the start's resolution
 * of the free-text cities of older vacancies.
 */
describe.each(testDatabases())("vacancy places on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;
  let employer: TestClient;
  let applicant: TestClient;
  let companyId: string;
  let tulaRegionId: string;
  let moscowStations: string[];
  let petersburgStation: string;

  const create = async (place: Record<string, unknown>) => {
    // Apart in time, so the newest-first list has one order.
    gateway.clock.advance(1_000);
    const response = await employer.post("/v1/vacancy", body(place));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().vacancy as PlacedVacancy;
  };
  const count = async () =>
    (await gateway.database.db.select({ n: sql<number>`count(*)::int` }).from(vacancies))[0]?.n ?? 0;
  /** The list's ids (50 at most) and its total for one query, which must agree. */
  const listed = async (query: string) => {
    const list = await guest.get(`/v1/vacancy?pageSize=50&${query}`);
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json().vacancies as PlacedVacancy[]).map((vacancy) => vacancy.id);
    const total = await guest.get(`/v1/vacancy/total?${query}`);
    expect(total.statusCode, total.body).toBe(200);
    expect(total.json().total, query).toBe(ids.length);
    return ids;
  };
  const refused = async (place: Record<string, unknown>, path: (string | number)[], message: string) => {
    const before = await count();
    const response = await employer.post("/v1/vacancy", body(place));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, code: "VALIDATION", issues: [{ path, message }] });
    expect(await count()).toBe(before);
  };

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    employer = gateway.client();
    applicant = gateway.client();
    const employerId = await registerEmployer(employer, "owner@places.ru", "Склад");
    await registerApplicant(applicant, "anna@places.ru");
    for (const [client, email] of [
      [employer, "owner@places.ru"],
      [applicant, "anna@places.ru"],
    ] as const) {
      expect((await login(client, email)).statusCode).toBe(200);
    }
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    const places = new PlacesService(gateway.database.db);
    const [region] = await places.search("Тульская область", 1);
    expect(region).toMatchObject({ name: "Тульская область", kind: "region" });
    tulaRegionId = region?.id as string;
    const stationsOf = async (areaId: string) =>
      (await places.metro(areaId)).flatMap((line) => line.stations.map((station) => station.id));
    moscowStations = await stationsOf("1");
    petersburgStation = (await stationsOf("2"))[0] as string;
  });
  afterAll(() => gateway.close());

  it("finds a vacancy in Тула by Тула, by Тульская область and by Россия, not by Москва; totals agree", async () => {
    const tula = await create({ areaId: "92" });
    expect(tula).toMatchObject({ areaId: "92", city: "Тула", address: null, metroStations: [] });
    const moscow = await create({ city: "Москва" });
    expect(moscow).toMatchObject({ areaId: "1", city: "Москва" });

    expect(await listed("filter.areaId=92")).toEqual([tula.id]);
    expect(await listed(`filter.areaId=${tulaRegionId}`)).toEqual([tula.id]);
    expect(await listed("filter.areaId=113")).toEqual(expect.arrayContaining([tula.id, moscow.id]));
    expect(await listed("filter.areaId=1")).toEqual([moscow.id]);
    expect(await listed(`filter.areaId=1&filter.areaId=${tulaRegionId}`)).toEqual(
      [tula.id, moscow.id].reverse(),
    );
    // The city's name is what `filter.city` matches, as before the places.
    expect(await listed(`filter.city=${encodeURIComponent("Тула")}`)).toEqual([tula.id]);
    // The card carries the place too.
    const [card] = (await guest.get("/v1/vacancy?pageSize=1&filter.areaId=92")).json().vacancies;
    expect(card).toMatchObject({ id: tula.id, areaId: "92", city: "Тула" });
  });

  it("resolves a city's short or folded name to its area: «спб», «королев»; the read names the area", async () => {
    expect(await create({ city: "спб" })).toMatchObject({ areaId: "2", city: "Санкт-Петербург" });
    expect(await create({ city: "  санкт петербург " })).toMatchObject({ areaId: "2" });
    expect(await create({ city: "королев" })).toMatchObject({
      areaId: "2090",
      city: "Королёв (Московская область)",
    });
    // `areaId` wins over a city's text; neither is no place, as a draft may be.
    expect(await create({ areaId: "88", city: "Москва" })).toMatchObject({ areaId: "88", city: "Казань" });
    expect(await create({ status: "VACANCY_STATUS_DRAFT" })).toMatchObject({ areaId: null, city: null });
  });

  it("refuses an unknown area, a city it cannot resolve, and stations not of the city, storing nothing", async () => {
    await refused({ areaId: "999999999" }, ["areaId"], VACANCY_REPLIES.unknownArea);
    await refused({ city: "Нигдеград" }, ["city"], VACANCY_REPLIES.unknownCity);
    // Several towns of the name and none the known city: ambiguous.
    await refused({ city: "Киров" }, ["city"], VACANCY_REPLIES.unknownCity);
    await refused({ areaId: "abc" }, ["areaId"], VACANCY_PLACE_MESSAGES.areaId);
    await refused(
      { areaId: "1", metroStationIds: [moscowStations[0], petersburgStation] },
      ["metroStationIds", 1],
      VACANCY_REPLIES.metroOfAnotherCity,
    );
    await refused(
      { metroStationIds: [moscowStations[0]] },
      ["metroStationIds"],
      VACANCY_REPLIES.metroWithoutCity,
    );
    await refused(
      { areaId: "1", metroStationIds: moscowStations.slice(0, 4) },
      ["metroStationIds"],
      VACANCY_PLACE_MESSAGES.metroTooMany,
    );
  });

  it("keeps an address and up to three stations in order, shown with their lines and found by station", async () => {
    const [first, second] = moscowStations as [string, string];
    const vacancy = await create({
      areaId: "1",
      address: { street: "ул. Тверская", building: "7" },
      metroStationIds: [second, first],
    });
    expect(vacancy.address).toEqual({ street: "ул. Тверская", building: "7" });
    expect(vacancy.metroStations?.map((station) => station.id)).toEqual([second, first]);
    for (const station of vacancy.metroStations ?? []) {
      expect(station.name).not.toBe("");
      expect(station.lineName).not.toBe("");
      expect(station.lineColor).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    const details = (await applicant.get(`/v1/vacancy/${vacancy.id}`)).json().vacancy as PlacedVacancy;
    expect(details).toMatchObject({
      areaId: "1",
      address: vacancy.address,
      metroStations: vacancy.metroStations,
    });
    expect(await listed(`filter.metroStationId=${first}`)).toEqual([vacancy.id]);
    expect(await listed(`filter.metroStationId=${first}&filter.areaId=${tulaRegionId}`)).toEqual([]);

    // A replace that leaves the address and stations out (an editor that does not show them)
    // keeps them while the place stays; null and [] clear them.
    const replace = async (place: Record<string, unknown>) => {
      const response = await employer.request({
        method: "PUT",
        url: `/v1/vacancy/${vacancy.id}`,
        payload: body(place),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().vacancy as PlacedVacancy;
    };
    expect(await replace({ city: "Москва" })).toMatchObject({
      address: vacancy.address,
      metroStations: vacancy.metroStations,
    });
    expect(await replace({ areaId: "1", address: null, metroStationIds: [second] })).toMatchObject({
      address: null,
      metroStations: [{ id: second }],
    });
    // A replace moves it: the old station no longer finds it, the address goes with the place.
    const moved = await employer.request({
      method: "PUT",
      url: `/v1/vacancy/${vacancy.id}`,
      payload: body({ city: "Тула" }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().vacancy).toMatchObject({ areaId: "92", address: null, metroStations: [] });
    expect(await listed(`filter.metroStationId=${second}`)).toEqual([]);
  });

  it("counts a saved search's new vacancies by its area, a region taking its towns", async () => {
    const saved = await applicant.post("/v1/searches", {
      name: "Тульская область",
      filter: { areaId: [tulaRegionId] },
      alert: "OFF",
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().search.filter).toEqual({ areaId: [tulaRegionId] });
    gateway.clock.advance(60_000);
    await create({ city: "Новомосковск" });
    await create({ areaId: "1" });
    const [search] = (await applicant.get("/v1/searches")).json().searches as { newCount: number }[];
    expect(search?.newCount).toBe(1);
  });

  it("resolves the free-text cities of older vacancies at start, leaving the rest with their text", async () => {
    const random = createRandom(3);
    const cities = ["спб", "г. Тула", "Нигдеград", "КАЗАНЬ"];
    const ids = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Склад",
      items: cities.map((city) => ({
        vacancy: { ...generateVacancy(random), city, status: "VACANCY_STATUS_ACTIVE" as const },
        createdAt: gateway.clock.now(),
      })),
    });
    const result = await resolveStoredCities(
      new PlacesService(gateway.database.db),
      storedVacancyCities(gateway.database.db),
    );
    expect(result).toEqual({ resolved: 3, unresolved: 1 });
    const rows = await gateway.database.db
      .select({
        id: vacancies.id,
        city: vacancies.city,
        areaId: vacancies.areaId,
        areaPath: vacancies.areaPath,
      })
      .from(vacancies);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)?.city)).toEqual(["Санкт-Петербург", "Тула", "Нигдеград", "Казань"]);
    expect(ids.map((id) => byId.get(id)?.areaId ?? null)).toEqual(["2", "92", null, "88"]);
    expect(byId.get(ids[1] as string)?.areaPath).toEqual(["92", tulaRegionId, "113"]);
    // Again: nothing left to resolve but the one it cannot.
    expect(
      await resolveStoredCities(
        new PlacesService(gateway.database.db),
        storedVacancyCities(gateway.database.db),
      ),
    ).toEqual({
      resolved: 0,
      unresolved: 1,
    });
  });

  it("keeps the vacancies' areas when a newer dictionary is loaded over the old one", async () => {
    const vacancy = await create({ areaId: "92", metroStationIds: [] });
    await gateway.database.db.update(placesData).set({ version: "older" }).where(eq(placesData.id, 1));
    expect(await loadPlaces(gateway.database.db)).toBe(true);
    const [row] = await gateway.database.db
      .select({ areaId: vacancies.areaId })
      .from(vacancies)
      .where(eq(vacancies.id, vacancy.id));
    expect(row?.areaId).toBe("92");
  });
});
