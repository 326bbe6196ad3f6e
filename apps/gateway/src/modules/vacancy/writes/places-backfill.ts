import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Db } from "../../../platform/db/database";
import type { VacancyPlaces } from "./place";

/** What {@link resolveVacancyCities} did: vacancies given an area, and those whose city it could not resolve. */
export interface CityResolution {
  resolved: number;
  unresolved: number;
}

/**
 * Gives the vacancies from before the places (issue 40) — a free-text city and no area — the
 * area their city names, when the dictionary resolves it to exactly one locality (exact and
 * short names, «г.» dropped: `PlacesService.resolveCity`); their city becomes the area's name.
 * The rest keep their text and no area (the filter by city still finds them). Runs at every
 * start after `loadPlaces` (a migration cannot: the dictionary is loaded after the
 * migrations), one statement per distinct city; a start with nothing left to resolve reads
 * the distinct unresolved cities only.
 */
export async function resolveVacancyCities(db: Db, places: VacancyPlaces): Promise<CityResolution> {
  const unresolved = and(isNull(vacancies.areaId), isNotNull(vacancies.city));
  const cities = await db.selectDistinct({ city: vacancies.city }).from(vacancies).where(unresolved);
  let resolved = 0;
  for (const { city } of cities) {
    if (city === null) continue;
    const area = await places.resolveCity(city);
    const place = area ? await places.place(area.id) : null;
    if (!place) continue;
    const rows = await db
      .update(vacancies)
      .set({ areaId: place.areaId, areaPath: place.path, city: place.name })
      .where(and(unresolved, eq(vacancies.city, city)))
      .returning({ id: vacancies.id });
    resolved += rows.length;
  }
  const [left] = await db.select({ count: sql<number>`count(*)::int` }).from(vacancies).where(unresolved);
  return { resolved, unresolved: left?.count ?? 0 };
}
