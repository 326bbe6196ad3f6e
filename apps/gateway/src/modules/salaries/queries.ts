import { and, eq } from "drizzle-orm";
import { salaryFigures } from "../../db/tables/salaries";
import type { Db } from "../../platform/db/database";

export type SalaryFiguresRow = typeof salaryFigures.$inferSelect;

/** Every row of figures of a profession in an area (for all, per bucket, per month): at most eighteen. */
export function selectFigures(db: Db, professionId: string, areaId: string): Promise<SalaryFiguresRow[]> {
  return db
    .select()
    .from(salaryFigures)
    .where(and(eq(salaryFigures.professionId, professionId), eq(salaryFigures.areaId, areaId)));
}
