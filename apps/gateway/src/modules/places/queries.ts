import { asc, eq } from "drizzle-orm";
import { areas, metroLines, metroStations } from "../../db/tables/places";
import type { Db } from "../../platform/db/database";
import type { IndexedArea } from "./search";

/** Every area, for the search index. */
export function selectAreas(db: Db): Promise<IndexedArea[]> {
  return db
    .select({
      id: areas.id,
      parentId: areas.parentId,
      kind: areas.kind,
      name: areas.name,
      regionId: areas.regionId,
      population: areas.population,
    })
    .from(areas);
}

/** A city's metro: its lines in hh.ru's order, each line's stations in their order along it. */
export function selectMetro(db: Db, areaId: string) {
  return db
    .select({
      lineId: metroLines.id,
      lineName: metroLines.name,
      color: metroLines.color,
      stationId: metroStations.id,
      stationName: metroStations.name,
    })
    .from(metroLines)
    .innerJoin(metroStations, eq(metroStations.lineId, metroLines.id))
    .where(eq(metroLines.areaId, areaId))
    .orderBy(asc(metroLines.position), asc(metroStations.position));
}
