#!/usr/bin/env node
// The gateway's module order, written down once (decision 022), and the lint that holds it.
//
// A module of apps/gateway/src/modules may import the public face (`index.ts`) of a module
// below it in MODULE_ORDER, and nothing else of another module: no module above it, no file
// inside another module. `platform/` and `db/` import no module. Biome's noRestrictedImports
// matches import strings, and an override replaces the rule's options, so every module gets
// an override of its own that repeats the gateway-wide bans; this script derives them from
// the order, as scripts/feature-boundaries.mjs does for the front end's features.
//
//   node scripts/gateway-modules.mjs           rewrite biome.json
//   node scripts/gateway-modules.mjs --check   exit 1 when biome.json, the module folders, the
//                                              order or db/schema.ts disagree (lint:workspace)
//   node scripts/gateway-modules.mjs --report  the figures of issue 39 from the files: module
//                                              imports and circles, platform/db → modules
//                                              imports, non-test source files over 400 lines
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const BIOME = join(ROOT, "biome.json");
const GATEWAY_SRC = "apps/gateway/src";
const MODULES = `${GATEWAY_SRC}/modules`;
const MARK = "gateway module order";

/**
 * The gateway's modules, lowest first. A module may use the ones before it; what a lower
 * module needs of a higher one it declares as a port (a callback or an interface in its own
 * code) that modules/services.ts fills in. Tables follow the same order: foreign keys and
 * read joins point down (db/tables, one file per owner).
 */
const MODULE_ORDER = [
  "auth", // accounts, codes, sessions
  "files", // stored files, signed addresses
  "places", // the places' dictionary (hh.ru's areas) and the metro
  "professions", // the professions' dictionary (hh.ru's professional roles)
  "company", // companies and their cards
  "employer", // employer accounts, their standing in a company (membership), their profile
  "verification", // companies confirmed in the registry of legal entities
  "profile", // the applicant's record and profile
  "vacancy", // vacancies: list and search, details, writes, likes and views
  "tests", // tests (sittings, results) and the contest score
  "hidden", // what an applicant hid
  "candidates", // employers find people: visibility, the search, opened profiles, contact requests
  "responses", // responses, invitations, rejections, response rates, candidates
  "reviews", // company reviews by the people who responded or were invited, the companies' ratings
  "company-page", // the public company: its card, verification, rating, response rate
  "searches", // saved searches and their alerts
  "salaries", // salary statistics from the vacancies' pay
  "import", // the hh.ru import
  "chat", // live chat
  "moderation", // complaints, moderators' queue, decisions and log
  "pages", // server-rendered public pages, sitemap
  "account", // the person's data rights: export and erasure (decision 018)
];

/** The longest file the repository keeps, in lines; data and generated files aside (`isData`). */
const MAX_LINES = 400;

const folders = readdirSync(join(ROOT, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Every import string that reaches `module` from a file one or two folders deep in another module. */
const reaching = (module) => [`../${module}`, `../${module}/**`, `../../${module}`, `../../${module}/**`];
/** The import strings that reach inside `module`, past its public face. */
const insides = (module) => [
  `../${module}/**`,
  `!../${module}/index`,
  `../../${module}/**`,
  `!../../${module}/index`,
];

const config = JSON.parse(readFileSync(BIOME, "utf8"));
const gatewayWideIndex = config.overrides.findIndex(
  (override) => override.includes?.[0] === "apps/gateway/**",
);
if (gatewayWideIndex < 0) throw new Error('biome.json has no override for "apps/gateway/**"');
const gatewayWide =
  config.overrides[gatewayWideIndex].linter.rules.style.noRestrictedImports.options.patterns;

function override(includes, patterns) {
  return {
    includes: [...includes, "!**/*.test.ts"],
    linter: {
      rules: {
        style: {
          noRestrictedImports: { level: "error", options: { patterns: [...patterns, ...gatewayWide] } },
        },
      },
    },
  };
}

const orderText = MODULE_ORDER.join(" < ");
const generated = [
  ...MODULE_ORDER.map((module, position) => {
    const above = MODULE_ORDER.slice(position + 1);
    const below = MODULE_ORDER.slice(0, position);
    const patterns = [];
    if (above.length > 0) {
      patterns.push({
        group: above.flatMap(reaching),
        message: `A gateway module imports only modules below it (${MARK}: ${orderText}). What ${module} needs of a higher module, it declares as a port that modules/services.ts fills in.`,
      });
    }
    if (below.length > 0) {
      patterns.push({
        group: below.flatMap(insides),
        message: `Import another gateway module through its public face, its index.ts (${MARK}), never a file inside it: its queries and tables are its own.`,
      });
    }
    return override([`${MODULES}/${module}/**`], patterns);
  }),
  override(
    [`${GATEWAY_SRC}/platform/**`, `${GATEWAY_SRC}/db/**`],
    [
      {
        group: ["**/modules", "**/modules/**"],
        message: `platform/ and db/ are the layers every module stands on (${MARK}): they import no module.`,
      },
    ],
  ),
];

const isGenerated = (override) =>
  override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.[0]?.message?.includes(MARK);
const kept = config.overrides.filter((override) => !isGenerated(override));
// Right after the gateway's own overrides, so later ones (the features') keep their places.
const lastGateway = kept.findLastIndex((override) =>
  override.includes?.some((glob) => glob.startsWith("apps/gateway")),
);
const overrides = [...kept.slice(0, lastGateway + 1), ...generated, ...kept.slice(lastGateway + 1)];
const next = { ...config, overrides };

function problems() {
  const found = [];
  const unknown = folders.filter((folder) => !MODULE_ORDER.includes(folder));
  const missing = MODULE_ORDER.filter((module) => !folders.includes(module));
  if (unknown.length) found.push(`modules missing from MODULE_ORDER: ${unknown.join(", ")}`);
  if (missing.length) found.push(`MODULE_ORDER names modules that have no folder: ${missing.join(", ")}`);
  for (const module of folders) {
    for (const entry of readdirSync(join(ROOT, MODULES, module), { withFileTypes: true })) {
      if (entry.isDirectory() && MODULE_ORDER.includes(entry.name)) {
        found.push(
          `${MODULES}/${module}/${entry.name}: a sub-folder may not be named after a module (the lint could not tell them apart)`,
        );
      }
    }
  }
  const tables = readdirSync(join(ROOT, GATEWAY_SRC, "db/tables")).filter((file) => file.endsWith(".ts"));
  const schema = readFileSync(join(ROOT, GATEWAY_SRC, "db/schema.ts"), "utf8");
  for (const file of tables) {
    if (!schema.includes(`"./tables/${file.replace(/\.ts$/, "")}"`))
      found.push(`db/schema.ts does not import db/tables/${file}`);
  }
  if (JSON.stringify(next.overrides) !== JSON.stringify(config.overrides)) {
    found.push(
      "biome.json's gateway module overrides are out of date. Run: node scripts/gateway-modules.mjs && pnpm exec biome format --write biome.json",
    );
  }
  return found;
}

/** Source files of the repository as git sees them: tracked, or new and not ignored (no build output). */
function sourceFiles(dir = ROOT) {
  const listed = execFileSync(
    "git",
    ["ls-files", "-co", "--exclude-standard", "--", relative(ROOT, dir) || "."],
    {
      cwd: ROOT,
      encoding: "utf8",
    },
  );
  return listed
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js|css)$/.test(file) && existsSync(join(ROOT, file)));
}

const isTest = (file) => /\.(test|spec|stories)\.tsx?$|\/e2e\/|\/testing\/|\/bench\//.test(file);
/** Item banks, seeds, demo data, dictionaries and generated files: data, not code (issue 39). */
const isData = (file) => /\/bank\/|seed|demo-data|dictionar|\/drizzle\/|\.d\.ts$/.test(file);

const importsOf = (file) =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((match) =>
    relative(ROOT, resolve(ROOT, dirname(file), match[1])),
  );

function report() {
  const gatewayFiles = sourceFiles(join(ROOT, GATEWAY_SRC)).filter(
    (file) => file.endsWith(".ts") && !isTest(file),
  );
  const moduleOf = (file) =>
    file.startsWith(`${MODULES}/`) ? file.slice(MODULES.length + 1).split("/")[0] : null;
  const edges = new Map();
  let layerLeaks = 0;
  for (const file of gatewayFiles) {
    const from = moduleOf(file);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (!to || !MODULE_ORDER.includes(to)) continue;
      if (/\/(platform|db)\//.test(file)) {
        layerLeaks += 1;
        console.log(`platform/db → module: ${file} → ${target}`);
      }
      if (!from || from === to || !MODULE_ORDER.includes(from)) continue;
      const key = `${from} → ${to}`;
      edges.set(key, (edges.get(key) ?? 0) + 1);
    }
  }
  const graph = new Map(MODULE_ORDER.map((module) => [module, new Set()]));
  for (const key of edges.keys()) {
    const [from, to] = key.split(" → ");
    graph.get(from).add(to);
  }
  // Tarjan's strongly connected components: every component of more than one module is a circle.
  const circles = [];
  const index = new Map();
  const low = new Map();
  const stack = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  const upward = [...edges.keys()].filter((key) => {
    const [from, to] = key.split(" → ");
    return MODULE_ORDER.indexOf(to) > MODULE_ORDER.indexOf(from);
  });
  const long = sourceFiles()
    .filter((file) => !isTest(file) && !isData(file))
    .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
  console.log(`module imports: ${[...edges.values()].reduce((a, b) => a + b, 0)} in ${edges.size} pairs`);
  for (const [key, count] of [...edges].sort()) console.log(`  ${key} (${count})`);
  console.log(`imports up the order: ${upward.length}${upward.length ? ` (${upward.join(", ")})` : ""}`);
  console.log(
    `circles between modules: ${circles.length}${circles.map((c) => ` [${c.join(", ")}]`).join("")}`,
  );
  console.log(`imports from platform/ or db/ into modules/: ${layerLeaks}`);
  console.log(`non-test source files over ${MAX_LINES} lines (data aside): ${long.length}`);
  for (const { file, lines } of long) console.log(`  ${file}: ${lines}`);
  return circles.length + upward.length + layerLeaks + long.length;
}

if (process.argv.includes("--report")) {
  process.exit(report() === 0 ? 0 : 1);
} else if (process.argv.includes("--check")) {
  const found = problems();
  if (found.length) {
    for (const problem of found) console.error(problem);
    process.exit(1);
  }
} else {
  writeFileSync(BIOME, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`biome.json: module order ${orderText}`);
}
