import { VACANCY_METRO_MAX } from "@rabota/domain/wire/vacancy";
import type { ErrorIssue } from "../../../platform/http/errors";
import { badRequest } from "../../../platform/http/errors";
import { VACANCY_REPLIES } from "../../../platform/http/messages";
import type { Place, PlacesService } from "../../places";

/** What a vacancy needs of the places' dictionary (issue 40). */
export type VacancyPlaces = Pick<PlacesService, "place" | "placeNamed" | "stationIds">;

/**
 * A vacancy's place as a write names it (the wire's fields, parsed). An absent address or
 * list of stations (undefined) is none, or — for a replace in the same place — the vacancy's own.
 */
export interface PlaceInput {
  areaId: string | null;
  city: string | null;
  address: { street: string | null; building: string | null } | null | undefined;
  metroStationIds: string[] | undefined;
}

/** What a replace keeps of the vacancy's stored place when the write leaves it out. */
export type KeptPlace = Pick<
  PlaceColumns,
  "areaId" | "addressStreet" | "addressBuilding" | "metroStationIds"
>;

/** A vacancy's place as its columns store it. */
export interface PlaceColumns {
  areaId: string | null;
  areaPath: string[];
  /** The area's name; a vacancy without an area has no city. */
  city: string | null;
  addressStreet: string | null;
  addressBuilding: string | null;
  metroStationIds: string[];
}

/** The columns of a vacancy in `place` (none: no place), with no address or metro. */
export function placeColumns(place: Place | null): PlaceColumns {
  return {
    areaId: place?.areaId ?? null,
    areaPath: place?.path ?? [],
    city: place?.name ?? null,
    addressStreet: null,
    addressBuilding: null,
    metroStationIds: [],
  };
}

const refuse = (message: string, path: ErrorIssue["path"]) => badRequest(message, [{ path, message }]);

/**
 * The place a vacancy's write names, checked against the dictionary: `areaId` when given
 * (400 under `areaId` for one it does not have), else `city` resolved to exactly one locality
 * (400 under `city` when none or several), else no place. The stations must be of that place's
 * metro (400 under the station's index; under `metroStationIds` with no place at all).
 */
export async function resolvePlace(
  places: VacancyPlaces,
  input: PlaceInput,
  kept?: KeptPlace,
): Promise<PlaceColumns> {
  let place: Place | null = null;
  if (input.areaId !== null) {
    place = await places.place(input.areaId);
    if (!place) throw refuse(VACANCY_REPLIES.unknownArea, ["areaId"]);
  } else if (input.city !== null) {
    place = await places.placeNamed(input.city);
    if (!place) throw refuse(VACANCY_REPLIES.unknownCity, ["city"]);
  }
  const metroStationIds = input.metroStationIds ?? [];
  if (metroStationIds.length > 0) {
    if (!place) throw refuse(VACANCY_REPLIES.metroWithoutCity, ["metroStationIds"]);
    const stations = await places.stationIds(place.areaId);
    const wrong = metroStationIds.findIndex((id) => !stations.has(id));
    if (wrong >= 0) throw refuse(VACANCY_REPLIES.metroOfAnotherCity, ["metroStationIds", wrong]);
  }
  const columns: PlaceColumns = {
    ...placeColumns(place),
    addressStreet: input.address?.street ?? null,
    addressBuilding: input.address?.building ?? null,
    metroStationIds,
  };
  // An editor that does not send the address or the stations keeps them, in the same place only.
  if (kept && place && kept.areaId === place.areaId) {
    if (input.address === undefined) {
      columns.addressStreet = kept.addressStreet;
      columns.addressBuilding = kept.addressBuilding;
    }
    if (input.metroStationIds === undefined) columns.metroStationIds = kept.metroStationIds;
  }
  return columns;
}

/** A place as another site names it: its area's and stations' ids (hh.ru's are ours), its address. */
export interface SourcePlace {
  areaId: string | null;
  street: string | null;
  building: string | null;
  metroStationIds: string[];
}

/**
 * An imported vacancy's place, leniently: the source's area when the dictionary has it, else
 * its city's text resolved as a write's would be, else none (the text stays its city); only
 * the stations of that area's metro, at most {@link VACANCY_METRO_MAX}. An import never fails
 * on its place.
 */
export async function importedPlace(
  places: VacancyPlaces,
  source: SourcePlace,
  city: string | null,
): Promise<PlaceColumns> {
  let place = source.areaId ? await places.place(source.areaId) : null;
  if (!place && city) place = await places.placeNamed(city);
  const stations = place ? await places.stationIds(place.areaId) : new Set<string>();
  return {
    ...placeColumns(place),
    city: place?.name ?? city,
    addressStreet: source.street,
    addressBuilding: source.building,
    metroStationIds: [...new Set(source.metroStationIds)]
      .filter((id) => stations.has(id))
      .slice(0, VACANCY_METRO_MAX),
  };
}
