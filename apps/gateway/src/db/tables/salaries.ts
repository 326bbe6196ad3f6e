import { date, index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "../columns";
import { experience, vacancies } from "./vacancy";

/**
 * The vacancies the salary statistics count (issue 45), one row each, kept by the refresh job
 * from `vacancies`: its profession, its place with the areas above it, its experience bucket,
 * the month it was published and its pay on the statistics' basis (whole roubles a month
 * before tax). `closed_at` is when an archived vacancy was taken off (null while active): it
 * counts for twelve months after.
 */
export const salaryInputs = pgTable(
  "salary_inputs",
  {
    vacancyId: uuid("vacancy_id")
      .primaryKey()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    professionId: text("profession_id").notNull(),
    areaPath: text("area_path").array().notNull(),
    experience: experience("experience").notNull(),
    month: date("month").notNull(),
    pay: integer("pay").notNull(),
    closedAt: instant("closed_at"),
  },
  (table) => [
    index("salary_inputs_profession_idx").on(table.professionId),
    index("salary_inputs_closed_idx").on(table.closedAt),
  ],
);

/**
 * The figures `GET /v1/salaries` reads, computed by the refresh job from `salary_inputs` per
 * profession and area (each area a vacancy lies in: city, region, country): one row for all
 * of them (`experience` and `month` empty), one per experience bucket, one per published month.
 * `shares` (p0…p100) only on the first kind; the percentiles are whole roubles.
 */
export const salaryFigures = pgTable(
  "salary_figures",
  {
    professionId: text("profession_id").notNull(),
    areaId: text("area_id").notNull(),
    experience: text("experience").notNull(),
    month: text("month").notNull(),
    count: integer("count").notNull(),
    p10: integer("p10").notNull(),
    p25: integer("p25").notNull(),
    median: integer("median").notNull(),
    p75: integer("p75").notNull(),
    p90: integer("p90").notNull(),
    shares: integer("shares").array(),
  },
  (table) => [primaryKey({ columns: [table.professionId, table.areaId, table.experience, table.month] })],
);

/**
 * Where the refresh job stands (one row): the vacancies changed after `watermark` are yet to
 * be counted; `figures_day` is the last day every profession's figures were computed (the
 * twelve months move daily).
 */
export const salaryRefresh = pgTable("salary_refresh", {
  id: smallint("id").primaryKey(),
  watermark: instant("watermark").notNull(),
  figuresDay: date("figures_day").notNull(),
});
