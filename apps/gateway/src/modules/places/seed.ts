import { eq, sql } from "drizzle-orm";
import { areas, metroLines, metroStations, placesData } from "../../db/tables/places";
import type { Db } from "../../platform/db/database";
import { placesDictionary } from "./dictionary";

/** Rows a statement inserts: 1,000 areas × 7 columns stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

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
    await tx.delete(metroStations);
    await tx.delete(metroLines);
    await tx.delete(areas);
    for (let at = 0; at < dictionary.areas.length; at += BATCH) {
      await tx.insert(areas).values(dictionary.areas.slice(at, at + BATCH));
    }
    await tx.insert(metroLines).values(dictionary.lines);
    for (let at = 0; at < dictionary.stations.length; at += BATCH) {
      await tx.insert(metroStations).values(dictionary.stations.slice(at, at + BATCH));
    }
    await tx
      .insert(placesData)
      .values({ id: 1, version: dictionary.version })
      .onConflictDoUpdate({ target: placesData.id, set: { version: dictionary.version } });
    return true;
  });
}
