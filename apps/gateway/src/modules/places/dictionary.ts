import { createHash } from "node:crypto";
import type { AreaKind } from "@rabota/domain/wire/places";
import { AREAS_TABLE } from "./data/areas";
import { METRO_TABLE } from "./data/metro";
import { fold } from "./search";

/** «Другие регионы»: hh.ru's top-level group of the countries it lists without regions. */
const OTHER_COUNTRIES = "1001";

/** A row of `areas` as the shipped data gives it. */
interface AreaRow {
  id: string;
  parentId: string | null;
  kind: AreaKind;
  name: string;
  regionId: string | null;
  searchKey: string;
  population: number;
}

interface MetroLineRow {
  id: string;
  areaId: string;
  name: string;
  color: string;
  position: number;
}

interface MetroStationRow {
  id: string;
  lineId: string;
  name: string;
  position: number;
}

/** The shipped dictionary, parsed (see `data/README.md`). */
export interface PlacesDictionary {
  /** A hash of the data's text: the tables are reloaded when it changes. */
  version: string;
  areas: AreaRow[];
  lines: MetroLineRow[];
  stations: MetroStationRow[];
}

const rowsOf = (table: string) =>
  table
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => line.split("|"));

/**
 * What an area is, from where hh.ru puts it: the top level and the countries under «Другие
 * регионы» are countries; an area of the second level with areas under it is a region (Москва
 * and Санкт-Петербург have none: cities); everything else is a locality.
 */
function parseAreas(): AreaRow[] {
  const rows: AreaRow[] = [];
  const byId = new Map<string, AreaRow>();
  const hasChildren = new Set<string>();
  const parsed = rowsOf(AREAS_TABLE);
  for (const [, parentId] of parsed) if (parentId) hasChildren.add(parentId);
  for (const [id = "", parentId = "", name = "", population = ""] of parsed) {
    const parent = parentId ? byId.get(parentId) : undefined;
    if (parentId && !parent) throw new Error(`area ${id}: its parent ${parentId} comes later or not at all`);
    let kind: AreaKind = "city";
    if (!parent || parent.id === OTHER_COUNTRIES) kind = "country";
    else if (parent.kind === "country" && hasChildren.has(id)) kind = "region";
    const regionId =
      kind !== "city" || !parent ? null : parent.kind === "region" ? parent.id : parent.regionId;
    const row: AreaRow = {
      id,
      parentId: parentId || null,
      kind,
      name,
      regionId,
      searchKey: fold(name),
      population: Number(population) || 0,
    };
    rows.push(row);
    byId.set(id, row);
  }
  return rows;
}

function parseMetro(): Pick<PlacesDictionary, "lines" | "stations"> {
  const lines: MetroLineRow[] = [];
  const stations: MetroStationRow[] = [];
  for (const [type, first = "", id = "", name = "", color = ""] of rowsOf(METRO_TABLE)) {
    if (type === "L") lines.push({ id, areaId: first, name, color: `#${color}`, position: lines.length });
    else stations.push({ id, lineId: first, name, position: stations.length });
  }
  return { lines, stations };
}

let parsed: PlacesDictionary | undefined;

/** The dictionary shipped with the gateway, parsed once. */
export function placesDictionary(): PlacesDictionary {
  parsed ??= {
    version: createHash("sha256").update(AREAS_TABLE).update(METRO_TABLE).digest("hex").slice(0, 16),
    areas: parseAreas(),
    ...parseMetro(),
  };
  return parsed;
}
