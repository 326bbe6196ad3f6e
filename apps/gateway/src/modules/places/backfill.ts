import type { Place, PlacesService } from "./service";

/** What {@link resolveStoredCities} did: records given an area, and those whose city it could not resolve. */
export interface CityResolution {
  resolved: number;
  unresolved: number;
}

/** A module's records with a free-text city and no area yet (vacancies, applicants). */
export interface StoredCities {
  /** The distinct cities of the records with no area. */
  unresolved(): Promise<string[]>;
  /** Gives the records of `city` with no area the place (and its name as their city); how many. */
  assign(city: string, place: Place): Promise<number>;
  /** How many records are left with a city and no area. */
  left(): Promise<number>;
}

/**
 * Gives the records from before the places (issue 40) the area their city names, when the
 * dictionary resolves it to exactly one locality (exact and short names, «г.» dropped:
 * `PlacesService.resolveCity`). The rest keep their text and no area: reported, not guessed.
 * Runs at every start after `loadPlaces` (a migration cannot: the dictionary is loaded after
 * the migrations), one update per distinct city; with nothing left, one read.
 */
export async function resolveStoredCities(
  places: Pick<PlacesService, "placeNamed">,
  stored: StoredCities,
): Promise<CityResolution> {
  let resolved = 0;
  for (const city of await stored.unresolved()) {
    const place = await places.placeNamed(city);
    if (place) resolved += await stored.assign(city, place);
  }
  return { resolved, unresolved: await stored.left() };
}
