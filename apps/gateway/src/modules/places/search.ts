import { AREA_SEARCH_PAGE_SIZE, type AreaDto, type AreaKind } from "@rabota/domain/wire/places";
import { AREA_ALIASES } from "./aliases";

/**
 * A name or a query as the search compares them: lower case, ё → е, every run of what is not a
 * letter or a digit (hyphens, spaces, quotes, dots) one space. «Санкт Петербург»,
 * «санкт-петербург» and « САНКТ–ПЕТЕРБУРГ » fold alike.
 */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** hh.ru tells same-named localities apart by a trailing «(region)»; the bare name is the city's. */
export const bareName = (name: string) => name.replace(/\s*\(.*\)\s*$/, "");

/** An area as the index holds it. */
export interface IndexedArea {
  id: string;
  parentId: string | null;
  kind: AreaKind;
  name: string;
  regionId: string | null;
  population: number;
}

/** How well a key matched: the whole name, the start of the name, the start of a later word. */
const EXACT = 0;
const PREFIX = 1;
const WORD = 2;

/**
 * How many suggestions a query's answer keeps (the most a page asks), and how many answers are
 * kept: people type the same few thousand prefixes letter by letter, and a kept answer costs a
 * map lookup instead of the 10–30 µs of a scan (`bench:places`). The oldest answer goes first.
 */
const KEPT_PER_QUERY = AREA_SEARCH_PAGE_SIZE.max;
const QUERIES_KEPT = 20_000;

/** Russia ranks after the million-cities that share its prefix («рос» → Ростов-на-Дону first). */
const RUSSIA_WEIGHT = 1_000_000;
const COUNTRY_WEIGHT = 200_000;
/** A region ranks by a tenth of its cities' people: after its capital, before its small towns. */
const REGION_SHARE = 0.1;

/**
 * The prefix index of the suggestions, built once from the dictionary: every folded name (with
 * and without hh.ru's «(region)»), every later word of it and every short name, sorted, so a
 * query is a binary search and a scan of the keys it starts. Ranked by how the key matched,
 * then by weight (the population; regions and countries as above), then shorter names first.
 */
export class AreaIndex {
  private readonly areas: IndexedArea[];
  private readonly byId = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly owners: Int32Array;
  private readonly matches: Uint8Array;
  private readonly weights: Float64Array;
  /** Every area, best first: the answer to an empty query. */
  private readonly ranked: Int32Array;
  /** Each area's place in `ranked`, so a query sorts numbers, not names. */
  private readonly rankOf: Int32Array;
  /** The answers to the latest queries, best {@link KEPT_PER_QUERY} first. */
  private readonly answers = new Map<string, IndexedArea[]>();
  /** The cities, most populous first; sorted on the first {@link biggestCities}. */
  private citiesByPopulation: IndexedArea[] | undefined;
  /** A query's best score per area (-1: not matched); reset after each query. */
  private readonly scratch: Int32Array;

  constructor(areas: IndexedArea[]) {
    this.areas = areas;
    areas.forEach((area, index) => {
      this.byId.set(area.id, index);
    });
    this.weights = this.weigh();
    const entries: { key: string; owner: number; match: number }[] = [];
    const add = (key: string, owner: number, match: number) => {
      if (key !== "") entries.push({ key, owner, match });
    };
    areas.forEach((area, owner) => {
      const full = fold(area.name);
      const bare = fold(bareName(area.name));
      add(bare, owner, EXACT);
      if (full !== bare) add(full, owner, PREFIX);
      let space = bare.indexOf(" ");
      while (space >= 0) {
        add(bare.slice(space + 1), owner, WORD);
        space = bare.indexOf(" ", space + 1);
      }
    });
    for (const [alias, id] of Object.entries(AREA_ALIASES)) {
      const owner = this.byId.get(id);
      if (owner !== undefined) add(alias, owner, EXACT);
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((entry) => entry.key);
    this.owners = Int32Array.from(entries, (entry) => entry.owner);
    this.matches = Uint8Array.from(entries, (entry) => entry.match);
    this.ranked = Int32Array.from(areas.map((_, index) => index).sort((a, b) => this.compare(a, b)));
    this.rankOf = new Int32Array(areas.length);
    this.ranked.forEach((area, rank) => {
      this.rankOf[area] = rank;
    });
    this.scratch = new Int32Array(areas.length).fill(-1);
  }

  get size(): number {
    return this.areas.length;
  }

  find(id: string): IndexedArea | undefined {
    const index = this.byId.get(id);
    return index === undefined ? undefined : this.areas[index];
  }

  /** The area as the wire shows it, with its region's name. */
  dto(area: IndexedArea): AreaDto {
    return {
      id: area.id,
      name: area.name,
      kind: area.kind,
      regionId: area.regionId,
      regionName: area.regionId ? (this.find(area.regionId)?.name ?? null) : null,
    };
  }

  /** The areas `area` lies in, nearest first (city → region → country). */
  parents(area: IndexedArea): IndexedArea[] {
    const chain: IndexedArea[] = [];
    let parent = area.parentId ? this.find(area.parentId) : undefined;
    while (parent && chain.length < 8) {
      chain.push(parent);
      parent = parent.parentId ? this.find(parent.parentId) : undefined;
    }
    return chain;
  }

  /** The `limit` most populous cities lying in the area `withinId` (itself left out), biggest first. */
  biggestCities(withinId: string, limit: number): IndexedArea[] {
    this.citiesByPopulation ??= this.areas
      .filter((area) => area.kind === "city")
      .sort((a, b) => b.population - a.population);
    const found: IndexedArea[] = [];
    for (const city of this.citiesByPopulation) {
      if (found.length >= limit) break;
      if (city.id !== withinId && this.path(city).includes(withinId)) found.push(city);
    }
    return found;
  }

  /** The area's id and the ids of every area above it, nearest first (city, region, country). */
  path(area: IndexedArea): string[] {
    return [area.id, ...this.parents(area).map((parent) => parent.id)];
  }

  /**
   * The locality a typed city name means, or undefined when none or several do: a short name
   * («спб»), else the one locality named exactly so (folded; «Королёв» and «королев» alike,
   * hh.ru's «(region)» optional), else — among same-named ones — the only one with known
   * inhabitants (the city, not the villages of its name). Two towns of a name are ambiguous.
   * A leading «г.» or «город» is dropped.
   */
  resolveCity(name: string): IndexedArea | undefined {
    const key = fold(name);
    if (key === "") return undefined;
    // «г. Москва», «город Тула»: the word for a town is not part of its name.
    const town = /^(?:г|гор|город) (.+)$/.exec(key);
    if (town?.[1]) return this.resolveCity(town[1]);
    const alias = AREA_ALIASES[key];
    if (alias !== undefined) return this.find(alias);
    const named: IndexedArea[] = [];
    const bare: IndexedArea[] = [];
    for (let at = this.lowerBound(key); at < this.keys.length && this.keys[at] === key; at++) {
      const area = this.areas[this.owners[at] as number] as IndexedArea;
      if (area.kind !== "city" || this.matches[at] === WORD) continue;
      // A stored PREFIX key is a name with its «(region)», typed in full.
      if (this.matches[at] === PREFIX || fold(area.name) === key) named.push(area);
      else bare.push(area);
    }
    if (named.length === 1) return named[0];
    if (named.length > 1) return undefined;
    if (bare.length === 1) return bare[0];
    const known = bare.filter((area) => area.population > 0);
    return known.length === 1 ? known[0] : undefined;
  }

  /**
   * At most `limit` areas whose name (or short name, or a later word of it) starts with `query`.
   * An area's score is its best match × the number of areas + its rank, so the order is one
   * numeric sort (a one-letter query matches thousands of areas).
   */
  search(query: string, limit: number): IndexedArea[] {
    const prefix = fold(query);
    const count = this.areas.length;
    const take = (ranks: Iterable<number>) => {
      const found: IndexedArea[] = [];
      for (const rank of ranks) found.push(this.areas[this.ranked[rank] as number] as IndexedArea);
      return found;
    };
    if (prefix === "") return take(Array.from({ length: Math.min(limit, count) }, (_, rank) => rank));
    if (limit <= KEPT_PER_QUERY) {
      let kept = this.answers.get(prefix);
      if (!kept) {
        kept = take(this.match(prefix, KEPT_PER_QUERY));
        if (this.answers.size >= QUERIES_KEPT)
          this.answers.delete(this.answers.keys().next().value as string);
        this.answers.set(prefix, kept);
      }
      return kept.slice(0, limit);
    }
    return take(this.match(prefix, limit));
  }

  /** The ranks of the best `limit` areas matching `prefix`, best first. */
  private match(prefix: string, limit: number): number[] {
    const count = this.areas.length;
    const touched: number[] = [];
    for (let at = this.lowerBound(prefix); at < this.keys.length; at++) {
      const key = this.keys[at] as string;
      if (!key.startsWith(prefix)) break;
      const owner = this.owners[at] as number;
      const stored = this.matches[at] as number;
      // Only a whole name (or short name) typed in full is an exact match.
      const match = stored === EXACT ? (key.length === prefix.length ? EXACT : PREFIX) : stored;
      const score = match * count + (this.rankOf[owner] as number);
      const previous = this.scratch[owner] as number;
      if (previous === -1) touched.push(owner);
      if (previous === -1 || score < previous) this.scratch[owner] = score;
    }
    const scores = Int32Array.from(touched, (owner) => this.scratch[owner] as number).sort();
    for (const owner of touched) this.scratch[owner] = -1;
    return Array.from(scores.subarray(0, limit), (score) => score % count);
  }

  private compare(a: number, b: number): number {
    const first = this.areas[a] as IndexedArea;
    const second = this.areas[b] as IndexedArea;
    return (
      (this.weights[b] as number) - (this.weights[a] as number) ||
      first.name.length - second.name.length ||
      first.name.localeCompare(second.name, "ru")
    );
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private weigh(): Float64Array {
    const people = new Map<string, number>();
    for (const area of this.areas) {
      if (area.regionId) people.set(area.regionId, (people.get(area.regionId) ?? 0) + area.population);
    }
    return Float64Array.from(this.areas, (area) => {
      if (area.kind === "country") return area.id === "113" ? RUSSIA_WEIGHT : COUNTRY_WEIGHT;
      if (area.kind === "region") return (people.get(area.id) ?? 0) * REGION_SHARE;
      return area.population;
    });
  }
}
