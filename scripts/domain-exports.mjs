#!/usr/bin/env node
// How much of @rabota/domain the rest of the tree uses: for each entry point of its
// package.json exports, how many of its exported names some file outside packages/domain
// imports (tests counted apart, since a name only a test reads is not in use).
//
//   node scripts/domain-exports.mjs            the table
//   node scripts/domain-exports.mjs --unused   also the names nothing outside domain imports
//   node scripts/domain-exports.mjs --root DIR another checkout (a before/after comparison)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const rootFlag = process.argv.indexOf("--root");
const ROOT = rootFlag > 0 ? process.argv[rootFlag + 1] : join(dirname(fileURLToPath(import.meta.url)), "..");
const DOMAIN = join(ROOT, "packages/domain");
const SKIP = new Set(["node_modules", "dist", "storybook-static", ".test-results", ".turbo"]);
const isTest = (file) => /\.(test|spec|stories)\.tsx?$|\/e2e\/|\/testing\//.test(file);

const entries = Object.entries(JSON.parse(readFileSync(join(DOMAIN, "package.json"), "utf8")).exports)
  .filter(([, target]) => typeof target === "object" && target.source)
  .map(([subpath, target]) => ({ name: subpath.slice(2), file: join(DOMAIN, target.source) }));

const program = ts.createProgram(
  entries.map((entry) => entry.file),
  { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true },
);
const checker = program.getTypeChecker();
const exportedNames = (file) =>
  checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file))).map((s) => s.name);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
  }
}

/** entry -> name -> { prod: Set<file>, test: Set<file> } */
const uses = new Map(entries.map((entry) => [entry.name, new Map()]));
const outside = ["apps", "packages"]
  .flatMap((top) => readdirSync(join(ROOT, top)).map((name) => join(ROOT, top, name)))
  .filter((dir) => dir !== DOMAIN);
for (const dir of outside) {
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const specifier = statement.moduleSpecifier?.text;
      if (!specifier?.startsWith("@rabota/domain/")) continue;
      const byName = uses.get(specifier.slice("@rabota/domain/".length));
      if (!byName) continue;
      const bindings = statement.importClause?.namedBindings ?? statement.exportClause;
      const names = bindings?.elements?.map((element) => (element.propertyName ?? element.name).text) ?? [];
      for (const name of names) {
        const use = byName.get(name) ?? { prod: new Set(), test: new Set() };
        use[isTest(file) ? "test" : "prod"].add(relative(ROOT, file));
        byName.set(name, use);
      }
    }
  }
}

const rows = entries.map((entry) => {
  const names = exportedNames(entry.file);
  const byName = uses.get(entry.name);
  const used = names.filter((name) => byName.get(name)?.prod.size);
  const testOnly = names.filter((name) => !byName.get(name)?.prod.size && byName.get(name)?.test.size);
  const unused = names.filter((name) => !byName.has(name));
  return { entry: entry.name, exports: names.length, used: used.length, testOnly, unused };
});
const total = (key) =>
  rows.reduce((sum, row) => sum + (Array.isArray(row[key]) ? row[key].length : row[key]), 0);

console.log("entry point         exports  used outside domain  only by tests  by nothing");
for (const row of rows)
  console.log(
    `${row.entry.padEnd(20)}${String(row.exports).padStart(7)}${String(row.used).padStart(21)}${String(row.testOnly.length).padStart(15)}${String(row.unused.length).padStart(12)}`,
  );
console.log(
  `${"all".padEnd(20)}${String(total("exports")).padStart(7)}${String(total("used")).padStart(21)}${String(total("testOnly")).padStart(15)}${String(total("unused")).padStart(12)}`,
);
if (process.argv.includes("--unused"))
  for (const row of rows.filter((r) => r.unused.length || r.testOnly.length)) {
    if (row.unused.length) console.log(`\n${row.entry} — by nothing: ${row.unused.join(", ")}`);
    if (row.testOnly.length) console.log(`${row.entry} — only by tests: ${row.testOnly.join(", ")}`);
  }
