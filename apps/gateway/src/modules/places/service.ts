import type { AreaDetails, AreaDto, AreaKind, MetroLine } from "@rabota/domain/wire/places";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/errors";
import { NOT_FOUND_REPLIES } from "../../platform/http/messages";
import { selectAreas, selectMetro } from "./queries";
import { AreaIndex, bareName, fold, type IndexedArea } from "./search";

/** An area as the records lying in it keep it (a vacancy's `area_id`, `area_path` and city's name). */
export interface Place {
  areaId: string;
  name: string;
  /** The name without hh.ru's «(region)» of same-named towns: «Киров», not «Киров (Кировская область)». */
  bareName: string;
  kind: AreaKind;
  /** The area's id, then its parents' up to the country. */
  path: string[];
}

/** An indexed area as a record stores it. */
function placeOf(index: AreaIndex, area: IndexedArea): Place {
  return {
    areaId: area.id,
    name: area.name,
    bareName: bareName(area.name),
    kind: area.kind,
    path: index.path(area),
  };
}

/**
 * The places' dictionary (issue 40). The tables change only when a gateway starts with newer
 * data (`loadPlaces`), so the search index and each city's metro are read once and kept: a
 * suggestion is a binary search in memory, not a query (`bench/places.ts` measures it).
 */
/**
 * How many suggestion answers are kept as the bytes the route sends (about 1.5 KB each): the
 * answer of a query never changes, and writing a kept buffer spares the encoding of Cyrillic
 * text to UTF-8 on every request. The oldest goes first.
 */
const ENCODED_ANSWERS_KEPT = 5_000;

export class PlacesService {
  private index: Promise<AreaIndex> | undefined;
  private readonly metros = new Map<string, Promise<MetroLine[]>>();
  private readonly encodedAnswers = new Map<string, Buffer>();

  constructor(private readonly db: Db) {}

  /** The suggestions for what the user typed: exact names first, then bigger places first. */
  async search(query: string, pageSize: number): Promise<AreaDto[]> {
    const index = await this.areas();
    return index.search(query, pageSize).map((area) => index.dto(area));
  }

  /** {@link search}'s answer as the route sends it: `{ areas }` in JSON, UTF-8. */
  async searchAnswer(query: string, pageSize: number): Promise<Buffer> {
    const key = `${pageSize}|${fold(query)}`;
    let bytes = this.encodedAnswers.get(key);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify({ areas: await this.search(query, pageSize) }));
      if (this.encodedAnswers.size >= ENCODED_ANSWERS_KEPT)
        this.encodedAnswers.delete(this.encodedAnswers.keys().next().value as string);
      this.encodedAnswers.set(key, bytes);
    }
    return bytes;
  }

  /** One area with the areas it lies in; 404 for an id the dictionary does not have. */
  async get(id: string): Promise<AreaDetails> {
    const index = await this.areas();
    const area = index.find(id);
    if (!area) throw notFound(NOT_FOUND_REPLIES.area);
    return { ...index.dto(area), parents: index.parents(area).map((parent) => index.dto(parent)) };
  }

  /** A city's metro lines with their stations; none for a place without a metro, 404 for an unknown id. */
  async metro(id: string): Promise<MetroLine[]> {
    if (!(await this.areas()).find(id)) throw notFound(NOT_FOUND_REPLIES.area);
    let lines = this.metros.get(id);
    if (!lines) {
      lines = this.readMetro(id);
      this.metros.set(id, lines);
      lines.catch(() => this.metros.delete(id));
    }
    return lines;
  }

  /**
   * The locality a typed city name means («спб», «королев», «г. Тула»: exact names and short
   * names, not prefixes), or null when the dictionary has none or several equally likely; case,
   * ё, hyphens and spaces do not matter. What a vacancy's free-text city is resolved by.
   */
  async resolveCity(name: string): Promise<AreaDto | null> {
    const index = await this.areas();
    const area = index.resolveCity(name);
    return area ? index.dto(area) : null;
  }

  /** The place a typed city name means ({@link resolveCity}) as a record stores it, or null. */
  async placeNamed(name: string): Promise<Place | null> {
    const area = await this.resolveCity(name);
    return area ? this.place(area.id) : null;
  }

  /**
   * An area as a record that lies in it stores it: its name and its path up the tree (the area
   * first, then its region and country), which the filters by a region or a country match;
   * null for an id the dictionary does not have.
   */
  async place(areaId: string): Promise<Place | null> {
    const index = await this.areas();
    const area = index.find(areaId);
    return area ? placeOf(index, area) : null;
  }

  /** The `limit` most populous cities in an area (a region's or a country's; the area itself left out), biggest first. */
  async biggestCities(withinId: string, limit: number): Promise<Place[]> {
    const index = await this.areas();
    return index.biggestCities(withinId, limit).map((area) => placeOf(index, area));
  }

  /** The ids of a city's metro stations (none for a place without a metro or unknown). */
  async stationIds(areaId: string): Promise<Set<string>> {
    if (!(await this.areas()).find(areaId)) return new Set();
    const lines = await this.metro(areaId);
    return new Set(lines.flatMap((line) => line.stations.map((station) => station.id)));
  }

  private areas(): Promise<AreaIndex> {
    if (!this.index) {
      const reading = selectAreas(this.db).then((rows) => new AreaIndex(rows));
      this.index = reading;
      // A failed read (the database away) is tried again by the next request.
      reading.catch(() => {
        if (this.index === reading) this.index = undefined;
      });
    }
    return this.index;
  }

  private async readMetro(id: string): Promise<MetroLine[]> {
    const lines: MetroLine[] = [];
    for (const row of await selectMetro(this.db, id)) {
      let line = lines.at(-1);
      if (line?.id !== row.lineId) {
        line = { id: row.lineId, name: row.lineName, color: row.color, stations: [] };
        lines.push(line);
      }
      line.stations.push({ id: row.stationId, name: row.stationName });
    }
    return lines;
  }
}
