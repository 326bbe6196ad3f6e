import { areaSearchResponseSchema, PLACES_MESSAGES } from "@rabota/domain/wire/places";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { placesDictionary } from "./dictionary";
import { loadPlaces } from "./seed";
import { PlacesService } from "./service";

/**
 * The places' dictionary (issue 40): suggestions that fold case, ё, hyphens and spaces, know the
 * short names and put big cities first; an area with its parents; a city's metro. Public calls.
 */
describe.each(testDatabases())("places on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
  });
  afterAll(() => gateway.close());

  const suggest = async (search: string, pageSize?: number) => {
    const query = new URLSearchParams({ search });
    if (pageSize !== undefined) query.set("pageSize", String(pageSize));
    const response = await guest.get(`/v1/areas?${query}`);
    expect(response.statusCode).toBe(200);
    // Kept answers go out as bytes: still JSON, and still what the contract says.
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(areaSearchResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json().areas as {
      id: string;
      name: string;
      kind: string;
      regionId: string | null;
      regionName: string | null;
    }[];
  };
  const first = async (search: string) => (await suggest(search))[0];

  it("suggests Санкт-Петербург first for «спб», «питер», «Санкт Петербург» and «санкт-петербург»", async () => {
    for (const search of [
      "спб",
      "СПб",
      "питер",
      "Санкт Петербург",
      "санкт-петербург",
      "  санкт   петербург ",
      "санкт-пет",
    ]) {
      expect(await first(search), search).toMatchObject({ id: "2", name: "Санкт-Петербург", kind: "city" });
    }
  });

  it("folds ё: «королев» and «королёв» suggest Королёв", async () => {
    for (const search of ["королев", "Королёв", "КОРОЛ"]) {
      expect((await first(search))?.name, search).toBe("Королёв (Московская область)");
    }
    expect(await first("королев")).toMatchObject({ regionId: "2019", regionName: "Московская область" });
  });

  it("folds hyphens and spaces: «ростов на дону», «Ростов-на-Дону»", async () => {
    for (const search of ["ростов на дону", "Ростов-на-Дону", "ростов-на дону", "ростов"]) {
      expect((await first(search))?.name, search).toBe("Ростов-на-Дону");
    }
  });

  it("knows the short names", async () => {
    const expected: [string, string][] = [
      ["мск", "Москва"],
      ["Екб", "Екатеринбург"],
      ["нск", "Новосибирск"],
      ["НН", "Нижний Новгород"],
      ["нижний", "Нижний Новгород"],
      ["челны", "Набережные Челны"],
    ];
    for (const [search, name] of expected) expect((await first(search))?.name, search).toBe(name);
  });

  it("puts big cities first among prefixes, and an exact name before bigger prefixes", async () => {
    const names = (await suggest("ка")).map((area) => area.name);
    expect(names[0]).toBe("Казань");
    expect(names).toContain("Калининград");
    expect(names.indexOf("Казань")).toBeLessThan(names.indexOf("Калининград"));
    expect((await first("мос"))?.name).toBe("Москва");
    expect((await suggest("моск")).map((area) => area.name).slice(0, 2)).toEqual([
      "Москва",
      "Московская область",
    ]);
    // «Тула» is a whole name: before «Тулун» and others that only start so.
    expect((await first("тула"))?.id).toBe("92");
  });

  it("answers the three kinds, with the region of a locality", async () => {
    expect(await first("Россия")).toEqual({
      id: "113",
      name: "Россия",
      kind: "country",
      regionId: null,
      regionName: null,
    });
    expect(await first("Беларусь")).toMatchObject({ id: "16", kind: "country" });
    expect(await first("Московская область")).toMatchObject({ id: "2019", kind: "region", regionId: null });
    expect(await first("Тула")).toEqual({
      id: "92",
      name: "Тула",
      kind: "city",
      regionId: "1913",
      regionName: "Тульская область",
    });
    expect((await suggest("армения"))[0]).toMatchObject({ id: "13", kind: "country" });
  });

  it("finds a later word of a name after the names that start so", async () => {
    const names = (await suggest("новгород")).map((area) => area.name);
    expect(names).toContain("Нижний Новгород");
    expect(names).toContain("Великий Новгород");
  });

  it("bounds the page: 10 by default, up to 50; an empty search lists the biggest places", async () => {
    expect(await suggest("к")).toHaveLength(10);
    expect(await suggest("к", 50)).toHaveLength(50);
    expect((await suggest("к", 1)).map((area) => area.name)).toEqual(["Казань"]);
    expect((await suggest("")).map((area) => area.name).slice(0, 2)).toEqual(["Москва", "Санкт-Петербург"]);
    expect(await suggest("щщщщщ")).toEqual([]);
  });

  it("refuses a bad page size or an overlong search with a Russian message", async () => {
    for (const pageSize of ["0", "51", "1.5", "много"]) {
      const response = await guest.get(`/v1/areas?search=мос&pageSize=${encodeURIComponent(pageSize)}`);
      expect(response.statusCode, pageSize).toBe(400);
      expect(JSON.stringify(response.json()), pageSize).toContain(PLACES_MESSAGES.pageSize);
    }
    const long = await guest.get(`/v1/areas?search=${"а".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain(PLACES_MESSAGES.searchTooLong);
  });

  it("answers an area with its parents, city → region → country", async () => {
    const response = await guest.get("/v1/areas/92");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("public");
    const tula = response.json();
    expect(tula).toMatchObject({ id: "92", name: "Тула", kind: "city" });
    expect(tula.parents.map((parent: { id: string }) => parent.id)).toEqual(["1913", "113"]);
    expect(tula.parents[0]).toMatchObject({ name: "Тульская область", kind: "region" });
    expect(
      (await guest.get("/v1/areas/1")).json().parents.map((parent: { name: string }) => parent.name),
    ).toEqual(["Россия"]);
    expect((await guest.get("/v1/areas/113")).json().parents).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 for one that is not hh.ru's", async () => {
    const unknown = await guest.get("/v1/areas/999999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "area not found", code: "NOT_FOUND" });
    expect((await guest.get("/v1/areas/999999999/metro")).statusCode).toBe(404);
    const bad = await guest.get("/v1/areas/moscow");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(PLACES_MESSAGES.id);
  });

  it("lists Москва's metro: every line with its colour, МЦК and the four МЦД among them", async () => {
    const response = await guest.get("/v1/areas/1/metro");
    expect(response.statusCode).toBe(200);
    const lines = response.json().lines as {
      id: string;
      name: string;
      color: string;
      stations: { id: string; name: string }[];
    }[];
    expect(lines).toHaveLength(21);
    for (const line of lines) {
      expect(line.color, line.name).toMatch(/^#[0-9A-F]{6}$/);
      expect(line.stations.length, line.name).toBeGreaterThan(0);
    }
    const byName = new Map(lines.map((line) => [line.name, line]));
    expect(byName.get("Сокольническая")).toMatchObject({ id: "1", color: "#E42313" });
    expect(byName.get("Сокольническая")?.stations[0]).toEqual({ id: "1.148", name: "Бульвар Рокоссовского" });
    expect(byName.get("МЦК")?.stations.length).toBe(31);
    for (const name of ["МЦД-1", "МЦД-2", "МЦД-3", "МЦД-4", "Большая кольцевая линия"])
      expect(byName.has(name), name).toBe(true);
  });

  it("lists the metro of the other Russian cities that have one, and none for Тула", async () => {
    const expected: [string, number][] = [
      ["2", 6], // Санкт-Петербург
      ["3", 1], // Екатеринбург
      ["4", 2], // Новосибирск
      ["66", 2], // Нижний Новгород
      ["78", 1], // Самара
      ["88", 1], // Казань
    ];
    for (const [id, count] of expected) {
      expect((await guest.get(`/v1/areas/${id}/metro`)).json().lines, id).toHaveLength(count);
    }
    const tula = await guest.get("/v1/areas/92/metro");
    expect(tula.statusCode).toBe(200);
    expect(tula.json()).toEqual({ lines: [] });
  });

  it("resolves a typed city to the one locality it names, or to none when ambiguous", async () => {
    const places = new PlacesService(gateway.database.db);
    const resolved = async (name: string) => (await places.resolveCity(name))?.id ?? null;
    for (const name of ["спб", "СПб", "питер", "Санкт Петербург", " санкт-петербург "])
      expect(await resolved(name)).toBe("2");
    expect(await resolved("г. Москва")).toBe("1");
    expect(await resolved("королев")).toBe("2090");
    expect(await resolved("Королёв (Московская область)")).toBe("2090");
    // The city, not the village of its name (its full name is the bare one); the populated one of several.
    expect(await resolved("Курск")).toBe("56");
    expect(await resolved("Подольск")).toBe("2061");
    expect(await resolved("Троицк (Москва)")).toBe("2095");
    // A prefix, a region and two towns of a name are not a city.
    for (const name of ["Санкт", "Тульская область", "Киров", "Нигдеград", ""])
      expect(await resolved(name)).toBeNull();
    expect(await places.place("92")).toEqual({
      areaId: "92",
      name: "Тула",
      bareName: "Тула",
      kind: "city",
      path: ["92", "1913", "113"],
    });
    expect(await places.place("0")).toBeNull();
  });

  it("lists an area's biggest cities, most populous first, the area itself left out", async () => {
    const places = new PlacesService(gateway.database.db);
    const names = async (within: string, limit: number) =>
      (await places.biggestCities(within, limit)).map((place) => place.bareName);
    expect(await names("113", 3)).toEqual(["Москва", "Санкт-Петербург", "Новосибирск"]);
    const tulaRegion = await places.biggestCities("1913", 2);
    expect(tulaRegion.map((place) => place.bareName)).toEqual(["Тула", "Новомосковск"]);
    expect(tulaRegion[0]).toMatchObject({ areaId: "92", kind: "city", path: ["92", "1913", "113"] });
    expect(await names("92", 5)).toEqual([]);
    expect(await names("0", 5)).toEqual([]);
  });

  it("loads the shipped data once: a start with the same version changes nothing", async () => {
    expect(await loadPlaces(gateway.database.db)).toBe(false);
    const dictionary = placesDictionary();
    expect(dictionary.areas.length).toBeGreaterThan(15_000);
    expect(dictionary.areas.filter((area) => area.parentId === "113" && area.kind === "region")).toHaveLength(
      86,
    );
  });
});
