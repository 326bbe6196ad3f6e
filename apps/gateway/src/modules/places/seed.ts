import { type Column, eq, type SQL, sql } from "drizzle-orm";
import { areas, metroLines, metroStations, placesData } from "../../db/tables/places";
import type { Db } from "../../platform/db/database";
import { placesDictionary } from "./dictionary";

/** Rows a statement inserts: 1,000 areas × 7 columns stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

/** An upsert's `set` of the incoming row's columns (`excluded.<column>`). */
function excluded<T extends object>(table: T, keys: (keyof T & string)[]): Record<string, SQL> {
  return Object.fromEntries(
    keys.map((key) => [key, sql`excluded.${sql.identifier((table[key] as Column).name)}`]),
  );
}

/** Rows whose id the data no longer has; the ids (digits and dots) go as one array literal. */
function notAmong(column: Column, rows: { id: string }[]): SQL {
  return sql`not (${column} = any(${`{${rows.map((row) => row.id).join(",")}}`}::text[]))`;
}

/**
 * Puts the shipped dictionary into `areas`, `metro_lines` and `metro_stations` unless the
 * tables hold its version already: the start of every gateway calls it after the migrations.
 * One transaction under an advisory lock, so replicas starting together load it once and a
 * reader never sees half of it. Returns whether it loaded.
 */
export async function loadPlaces(db: Db): Promise<boolean> {
  const dictionary = placesDictionary();
  const current = async (tx: Pick<Db, "select">) =>
    (await tx.select({ version: placesData.version }).from(placesData).where(eq(placesData.id, 1)))[0]
      ?.version;
  if ((await current(db)) === dictionary.version) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rabota.places'))`);
    if ((await current(tx)) === dictionary.version) return false;
    // Upserted, not emptied and refilled: vacancies point at areas (and name stations), and
    // a reload must not cascade through them. Only what the new data lacks is deleted (a
    // vacancy in such an area loses its area, not its city's name).
    for (let at = 0; at < dictionary.areas.length; at += BATCH) {
      await tx
        .insert(areas)
        .values(dictionary.areas.slice(at, at + BATCH))
        .onConflictDoUpdate({
          target: areas.id,
          set: excluded(areas, ["parentId", "kind", "name", "regionId", "searchKey", "population"]),
        });
    }
    await tx
      .insert(metroLines)
      .values(dictionary.lines)
      .onConflictDoUpdate({
        target: metroLines.id,
        set: excluded(metroLines, ["areaId", "name", "color", "position"]),
      });
    for (let at = 0; at < dictionary.stations.length; at += BATCH) {
      await tx
        .insert(metroStations)
        .values(dictionary.stations.slice(at, at + BATCH))
        .onConflictDoUpdate({
          target: metroStations.id,
          set: excluded(metroStations, ["lineId", "name", "position"]),
        });
    }
    await tx.delete(metroStations).where(notAmong(metroStations.id, dictionary.stations));
    await tx.delete(metroLines).where(notAmong(metroLines.id, dictionary.lines));
    await tx.delete(areas).where(notAmong(areas.id, dictionary.areas));
    await tx
      .insert(placesData)
      .values({ id: 1, version: dictionary.version })
      .onConflictDoUpdate({ target: placesData.id, set: { version: dictionary.version } });
    return true;
  });
}
