#!/usr/bin/env node
// Builds src/modules/places/data/{areas,metro}.ts from the sources named in
// src/modules/places/data/README.md (run it again when a newer dump is taken):
//
//   node scripts/places-data.mjs AREAS_JSON METRO_JSON CITIES_JSON
//
// AREAS_JSON  hh.ru's areas dictionary (GET /areas: country → region → locality, string ids)
// METRO_JSON  hh.ru's metro dictionary, one city a row ({ city_id, city_name, lines: [{ id,
//             name, hex_color, stations: [{ id, name }] }] })
// CITIES_JSON the list of Russia's cities with their population ({ name, subject, population })
//
// What it keeps: every area's id, parent id and name as hh.ru spells them (no coordinates, no
// time zones), and a population for the Russian localities it can join to the cities' list by
// name and region (the «big cities first» order of the suggestions); the metro's lines with
// their colours and stations without coordinates.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [areasPath, metroPath, citiesPath] = process.argv.slice(2);
if (!citiesPath) {
  process.stderr.write("usage: node scripts/places-data.mjs AREAS_JSON METRO_JSON CITIES_JSON\n");
  process.exit(2);
}
const OUT = join(dirname(fileURLToPath(import.meta.url)), "../src/modules/places/data");
const areas = JSON.parse(readFileSync(areasPath, "utf8"));
const metro = JSON.parse(readFileSync(metroPath, "utf8"));
const cities = JSON.parse(readFileSync(citiesPath, "utf8"));

const RUSSIA = "113";
/** Lower case, ё → е, hyphens and spaces as one space, a trailing «(…)» dropped. */
const fold = (name) =>
  name
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/[-\s]+/g, " ")
    .trim();

// The cities' list names a region its short way («Татарстан», «Чувашия», «Москва»); hh.ru its
// full way. The ones a substring does not find are named here.
const SUBJECTS = {
  чувашия: "1652",
  удмуртия: "1646",
  якутия: "1174",
  чечня: "1500",
  "кабардино балкария": "1463",
  "карачаево черкесия": "1471",
  "северная осетия": "1475",
  алтай: "1216",
  севастополь: "2114",
  "ханты мансийский ао": "1368",
};
const russia = areas.find((area) => area.id === RUSSIA);
const regionOfSubject = new Map();
for (const subject of new Set(cities.map((city) => city.subject))) {
  const key = fold(subject);
  const id =
    SUBJECTS[key] ??
    russia.areas.find((region) => fold(region.name) === key)?.id ??
    russia.areas.find((region) => fold(region.name).includes(key))?.id;
  if (!id) throw new Error(`no hh.ru region for «${subject}»`);
  regionOfSubject.set(subject, id);
}

// Population by (region id, folded name); hh.ru keeps Москва and Санкт-Петербург as regions.
// hh.ru writes е for ё («Королев»); the cities' list has the ё, which the joined name takes.
const population = new Map();
const spelling = new Map();
for (const city of cities) {
  const region = regionOfSubject.get(city.subject);
  const key = region === "1" || region === "2" ? region : `${region}|${fold(city.name)}`;
  population.set(key, Math.max(population.get(key) ?? 0, Number(city.population) || 0));
  if (city.name.includes("ё")) spelling.set(key, city.name);
}
/** hh.ru's name with the ё of the cities' list, its «(region)» kept. */
function spelled(name, key) {
  const withYo = spelling.get(key);
  if (!withYo) return name;
  const bare = name.replace(/\s*\(.*\)\s*$/, "");
  return bare.replaceAll("ё", "е") === withYo.replaceAll("ё", "е") ? withYo + name.slice(bare.length) : name;
}

const lines = [];
let joined = 0;
let respelled = 0;
const counts = { countries: 0, regions: 0, localities: 0, russianRegions: 0, russianLocalities: 0 };
function walk(area, depth, regionId) {
  if (/[|`\\$\n]/.test(area.name)) throw new Error(`a name the data file cannot hold: ${area.name}`);
  let people = 0;
  let name = area.name;
  if (area.id === "1" || area.id === "2") people = population.get(area.id) ?? 0;
  else if (regionId && depth === 2) {
    const key = `${regionId}|${fold(area.name)}`;
    people = population.get(key) ?? 0;
    name = spelled(area.name, key);
  }
  if (people > 0) joined++;
  if (name !== area.name) respelled++;
  lines.push([area.id, area.parent_id ?? "", name, people || ""].join("|"));
  if (depth === 0) counts.countries++;
  else if (area.areas.length > 0 && depth === 1 && area.parent_id !== "1001") counts.regions++;
  else counts.localities++;
  if (area.parent_id === RUSSIA) counts.russianRegions++;
  if (regionId) counts.russianLocalities++;
  for (const child of area.areas) walk(child, depth + 1, area.parent_id === RUSSIA ? area.id : undefined);
}
for (const country of areas) walk(country, 0, undefined);

const metroLines = [];
let stations = 0;
for (const city of metro) {
  for (const line of city.lines) {
    metroLines.push(["L", city.city_id, line.id, line.name, line.hex_color.toUpperCase()].join("|"));
    for (const station of line.stations) {
      stations++;
      metroLines.push(["S", line.id, station.id, station.name].join("|"));
    }
  }
}

const header = (what) =>
  `// Generated by apps/gateway/scripts/places-data.mjs from the sources in ./README.md: ${what}.\n` +
  "// Do not edit by hand; run the script on a newer dump instead.\n\n";
writeFileSync(
  join(OUT, "areas.ts"),
  `${header("hh.ru's areas dictionary, one area a line: id|parent id|name|population (Russian cities only)")}` +
    `/** hh.ru's areas, parents before their children. */\nexport const AREAS_TABLE = \`\n${lines.join("\n")}\n\`;\n`,
);
writeFileSync(
  join(OUT, "metro.ts"),
  `${header("hh.ru's metro dictionary: L|city id|line id|name|colour, then the line's S|line id|station id|name")}` +
    `/** hh.ru's metro lines, each followed by its stations in their order along the line. */\nexport const METRO_TABLE = \`\n${metroLines.join("\n")}\n\`;\n`,
);
process.stdout.write(
  `${JSON.stringify({ areas: lines.length, ...counts, withPopulation: joined, respelled, citiesListed: cities.length, metroCities: metro.length, metroLines: metroLines.filter((l) => l.startsWith("L")).length, stations })}\n`,
);
