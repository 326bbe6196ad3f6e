import { VACANCY_CITIES } from "@rabota/domain/constants";
import { eq, inArray } from "drizzle-orm";
import { companies } from "../../db/tables/company";
import { vacancies } from "../../db/tables/vacancy";
import type { Queryable } from "../../platform/db/database";
import {
  createRandom,
  DEMO_BRANCH_CITIES,
  DEMO_BRANCH_EVERY,
  DEMO_EMPLOYER_COMPANY,
  DEMO_STREETS,
  demoCompanies,
  generateVacancy,
  type NewVacancy,
  type TrackId,
} from "./demo-data";
import { insertVacancies } from "./writes/imports";
import { type PlaceColumns, placeColumns, type VacancyPlaces } from "./writes/place";

/** A demo city's place: its columns and its metro's stations (none without a metro). */
export interface DemoPlace {
  columns: PlaceColumns;
  stations: string[];
}

/** The newest this many stay in their company's city (the list's first pages show them so). */
const BRANCH_FROM = 40;

/** Every this many vacancies in a city with a metro has an address and stations. */
const METRO_EVERY = 4;

/**
 * The places of the demo's cities and branch towns, read from the dictionary before the
 * seed's transaction; a city the dictionary does not resolve is left out (its vacancies keep
 * a free-text city).
 */
export async function demoPlaces(places: VacancyPlaces): Promise<Map<string, DemoPlace>> {
  const found = new Map<string, DemoPlace>();
  for (const city of new Set<string>([...VACANCY_CITIES, ...DEMO_BRANCH_CITIES])) {
    const place = await places.placeNamed(city);
    if (!place) continue;
    found.set(city, { columns: placeColumns(place), stations: [...(await places.stationIds(place.areaId))] });
  }
  return found;
}

/**
 * The vacancy's place: mostly its company's city, every {@link DEMO_BRANCH_EVERY}th after the
 * newest {@link BRANCH_FROM} a branch town; in a city with a metro, some with an address and a
 * station or two. Its own random source, so the rest of the demo stays as it was.
 */
function placeVacancy(
  vacancy: NewVacancy,
  places: ReadonlyMap<string, DemoPlace>,
  random: () => number,
  index: number,
): void {
  const city =
    index >= BRANCH_FROM && index % DEMO_BRANCH_EVERY === DEMO_BRANCH_EVERY - 1
      ? (DEMO_BRANCH_CITIES[Math.floor(random() * DEMO_BRANCH_CITIES.length)] ?? vacancy.city)
      : vacancy.city;
  const place = places.get(city);
  if (!place) return;
  Object.assign(vacancy, place.columns);
  if (place.stations.length === 0 || index % METRO_EVERY !== 0) return;
  const count = random() < 0.5 ? 1 : 2;
  const stations = Array.from(
    { length: count },
    () => place.stations[Math.floor(random() * place.stations.length)] as string,
  );
  Object.assign(vacancy, {
    addressStreet: DEMO_STREETS[Math.floor(random() * DEMO_STREETS.length)],
    addressBuilding: String(1 + Math.floor(random() * 120)),
    metroStationIds: [...new Set(stations)],
  });
}

/** Vacancies of the demo data set besides the demo employer's own. */
export const DEMO_VACANCY_COUNT = 320;
/** Vacancies of the demo employer's company (so its employer view has something to manage). */
export const DEMO_OWN_VACANCY_COUNT = 12;
/** The demo employer's vacancies are every this many among the newest. */
const OWN_EVERY = 4;
const MINUTE_MS = 60 * 1000;

/**
 * Seeds the demo vacancies: a few dozen companies with cards and a few hundred vacancies
 * across cities, salaries, skills, schedules and office types, plus a dozen of the demo
 * employer's company. Each company's vacancies are of its field and in its city, every fifth
 * of the older ones at a branch in another town; with `places`, each has its area, and some in
 * a city with a metro an address and stations (issue 40). Deterministic (a fixed seed), created
 * at spaced instants before `now`. Resolves to the companies with vacancies, the demo
 * employer's first.
 */
export async function seedDemoVacancies(
  db: Queryable,
  input: {
    demoCompanyId: string;
    demoCompanyName: string;
    now: Date;
    /** The catalogue's test fitting a vacancy of these skills, if any (the seed asks the tests' banks). */
    testFor: (skills: readonly string[]) => string | undefined;
    /** The demo cities' places ({@link demoPlaces}); none leaves every vacancy a free-text city. */
    places?: ReadonlyMap<string, DemoPlace>;
  },
): Promise<string[]> {
  const random = createRandom(6);
  const placing = createRandom(40);
  await db
    .update(companies)
    .set({ city: DEMO_EMPLOYER_COMPANY.city })
    .where(eq(companies.id, input.demoCompanyId));
  const owners: { id: string; companyName: string; city: string; tracks: readonly TrackId[] }[] = [
    { id: input.demoCompanyId, companyName: input.demoCompanyName, ...DEMO_EMPLOYER_COMPANY },
  ];
  for (const { tracks, ...company } of demoCompanies()) {
    const [row] = await db
      .insert(companies)
      .values({ ...company, createdAt: input.now })
      .returning({ id: companies.id });
    if (row) owners.push({ id: row.id, companyName: company.companyName, city: company.city, tracks });
  }
  const total = DEMO_VACANCY_COUNT + DEMO_OWN_VACANCY_COUNT;
  const byCompany = new Map<string, { vacancy: ReturnType<typeof generateVacancy>; createdAt: Date }[]>();
  for (let index = 0; index < total; index += 1) {
    // Every fourth of the newest belongs to the demo employer (active, so it shows among
    // the first); the rest are spread, so the list's first page shows many companies.
    const own = index % OWN_EVERY === 0 && index / OWN_EVERY < DEMO_OWN_VACANCY_COUNT;
    const owner = own ? owners[0] : owners[1 + Math.floor(random() * (owners.length - 1))];
    if (!owner) continue;
    const vacancy = generateVacancy(random, owner);
    if (own) vacancy.status = "VACANCY_STATUS_ACTIVE";
    if (input.places) placeVacancy(vacancy, input.places, placing, index);
    const createdAt = new Date(input.now.getTime() - (index + 1) * 37 * MINUTE_MS);
    const list = byCompany.get(owner.id) ?? [];
    list.push({ vacancy, createdAt });
    byCompany.set(owner.id, list);
  }
  const asking = new Map<string, string[]>();
  let matching = 0;
  for (const owner of owners) {
    const items = byCompany.get(owner.id) ?? [];
    const ids = await insertVacancies(db, { companyId: owner.id, companyName: owner.companyName, items });
    items.forEach(({ vacancy }, index) => {
      const testName = input.testFor(vacancy.skills);
      const id = ids[index];
      // Every third vacancy a test fits asks for it, so the list mixes both kinds.
      if (!testName || !id || matching++ % 3 !== 0) return;
      asking.set(testName, [...(asking.get(testName) ?? []), id]);
    });
  }
  for (const [testName, ids] of asking) {
    await db.update(vacancies).set({ testName }).where(inArray(vacancies.id, ids));
  }
  return owners.filter((owner) => byCompany.has(owner.id)).map((owner) => owner.id);
}
