import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { applicants } from "../../db/tables/profile";
import type { Db } from "../../platform/db/database";
import type { StoredCities } from "../places";

const unresolved = and(isNull(applicants.areaId), ne(applicants.city, ""));

/**
 * The applicants from before the places (issue 40): a typed city and no area, for
 * `resolveStoredCities` at the start. A resolved one's city becomes the place's name without
 * hh.ru's «(region)» (as a sign-up stores it); the rest keep their text and match no filter.
 */
export function storedApplicantCities(db: Db): StoredCities {
  return {
    async unresolved() {
      const rows = await db.selectDistinct({ city: applicants.city }).from(applicants).where(unresolved);
      return rows.map((row) => row.city);
    },
    async assign(city, place) {
      const rows = await db
        .update(applicants)
        .set({ areaId: place.areaId, areaPath: place.path, city: place.bareName })
        .where(and(unresolved, eq(applicants.city, city)))
        .returning({ id: applicants.id });
      return rows.length;
    },
    async left() {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(applicants).where(unresolved);
      return row?.count ?? 0;
    },
  };
}
