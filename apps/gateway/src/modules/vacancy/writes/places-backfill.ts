import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { vacancies } from "../../../db/tables/vacancy";
import type { Db } from "../../../platform/db/database";
import type { StoredCities } from "../../places";

const unresolved = and(isNull(vacancies.areaId), isNotNull(vacancies.city));

/**
 * The vacancies from before the places (issue 40): a free-text city and no area, for
 * `resolveStoredCities` at the start. A resolved one's city becomes the area's name; the rest
 * keep their text (the filter by city still finds them).
 */
export function storedVacancyCities(db: Db): StoredCities {
  return {
    async unresolved() {
      const rows = await db.selectDistinct({ city: vacancies.city }).from(vacancies).where(unresolved);
      return rows.flatMap((row) => (row.city === null ? [] : [row.city]));
    },
    async assign(city, place) {
      const rows = await db
        .update(vacancies)
        .set({ areaId: place.areaId, areaPath: place.path, city: place.name })
        .where(and(unresolved, eq(vacancies.city, city)))
        .returning({ id: vacancies.id });
      return rows.length;
    },
    async left() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(vacancies).where(unresolved);
      return row?.count ?? 0;
    },
  };
}
