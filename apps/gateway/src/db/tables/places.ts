import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The places' dictionary (issue 40): hh.ru's areas with hh.ru's ids, so an imported vacancy's
 * area maps one to one. Reference data, written only by `loadPlaces` from the data shipped
 * with the gateway (`modules/places/data`), whole, when its version changes.
 */
export const areas = pgTable(
  "areas",
  {
    /** hh.ru's id (digits). */
    id: text("id").primaryKey(),
    /** The area it lies in (a locality's region or country, a region's country); null for a country. */
    parentId: text("parent_id"),
    kind: text("kind", { enum: ["country", "region", "city"] }).notNull(),
    name: text("name").notNull(),
    /** The nearest region above a locality (none for Москва, a country or a region). */
    regionId: text("region_id"),
    /** The name folded for search (lower case, ё → е, hyphens and spaces as one space). */
    searchKey: text("search_key").notNull(),
    /** Inhabitants, where known (Russia's cities); orders the suggestions. */
    population: integer("population").notNull().default(0),
  },
  (table) => [index("areas_parent_idx").on(table.parentId)],
);

/** A city's metro lines, hh.ru's ids. */
export const metroLines = pgTable(
  "metro_lines",
  {
    id: text("id").primaryKey(),
    areaId: text("area_id")
      .notNull()
      .references(() => areas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** `#RRGGBB`. */
    color: text("color").notNull(),
    /** The line's place in hh.ru's list of the city's lines. */
    position: integer("position").notNull(),
  },
  (table) => [index("metro_lines_area_idx").on(table.areaId)],
);

/** The stations of a line, in their order along it; hh.ru's ids (`line.station`). */
export const metroStations = pgTable(
  "metro_stations",
  {
    id: text("id").primaryKey(),
    lineId: text("line_id")
      .notNull()
      .references(() => metroLines.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("metro_stations_line_idx").on(table.lineId)],
);

/** Which version of the shipped data the tables hold (one row). */
export const placesData = pgTable("places_data", {
  id: integer("id").primaryKey(),
  version: text("version").notNull(),
});
