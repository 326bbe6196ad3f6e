#!/usr/bin/env node
// The web app's speed figures, for the old and the new code alike (issue 16):
//   1. compression: what the server sends for index.html, the entry script and stylesheet
//      (Content-Encoding, bytes on the wire against bytes on disk);
//   2. each page's initial JavaScript (gzip): the start-up chunks (the entry, src/boot.tsx and what
//      it imports in its steps) and their static imports plus the page's
//      own chunk and its static imports, read from the build's manifest (`build.manifest`);
//   3. and 4. Lighthouse's mobile preset (simulated throttling, Chromium at CHROME_PATH) on the
//      intro, the vacancy list and a vacancy page: performance score, LCP, CLS, TBT, FCP and
//      transfer sizes, the reports written to `--out`.
//
// CLI:  node apps/web/bench/web-figures.mjs --dist apps/web/dist [--url http://127.0.0.1:8080
//         [--vacancy ID] [--out DIR] [--label NAME] [--runs N] [--no-lighthouse]] [--json]
//       Without --url only the build is measured (row 2). --out defaults to
//       bench/reports/lighthouse/<label or "current"> at the repository's root.
// Module: import { webFigures, printWebFigures } from "./web-figures.mjs";
//         const figures = await webFigures({ url, dist, vacancyId, out, runs, lighthouse: true });
//
// The server at --url must serve the build at --dist (`npm start` does both). A build without a
// manifest (older code) is measured after `vite build --manifest`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const KIB = 1024;
const kib = (bytes) => (bytes === null || bytes === undefined ? "—" : `${(bytes / KIB).toFixed(1)} KiB`);

/** The pages Lighthouse measures: the intro, the list, one vacancy. */
function lighthousePages(vacancyId) {
  return [
    { name: "intro", path: "/" },
    { name: "list", path: "/vacancies" },
    { name: "vacancy", path: `/vacancies/detail/${encodeURIComponent(vacancyId)}` },
  ];
}

function readManifest(dist) {
  const file = join(dist, ".vite", "manifest.json");
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build with \`build.manifest: true\` (or \`vite build --manifest\`)`);
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The manifest keys of `key`'s chunk and every chunk it imports statically. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The chunks every first visit runs before its page: the entry and its static imports and, where
 * the entry starts the app after the first paint (`src/boot.tsx`, issue 27), that chunk and the
 * chunks it imports in its steps (React DOM, the app), each with its static imports.
 */
function startClosure(manifest, entryKey) {
  const start = staticClosure(manifest, entryKey);
  for (const boot of (manifest[entryKey].dynamicImports ?? []).filter((key) =>
    key.endsWith("src/boot.tsx"),
  )) {
    staticClosure(manifest, boot, start);
    for (const step of manifest[boot].dynamicImports ?? []) staticClosure(manifest, step, start);
  }
  return start;
}

/**
 * Row 2: per page (the chunk of every `*-page.tsx` under `src/pages`; a part that a page loads
 * later is no page), the gzip size of the JavaScript its first visit loads (the start-up chunks
 * of {@link startClosure} + the page chunk + its static imports) and of the page's own share
 * (what the start-up does not already bring), and the CSS.
 */
export function routeBudgets(dist) {
  const manifest = readManifest(dist);
  const gzipOf = new Map();
  const gzip = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipOf.get(file);
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + gzip(manifest[key].file), 0);
  const cssOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = startClosure(manifest, entryKey);
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /(^|\/)src\/pages\/.+-page\.tsx?$/.test(key))
    .map((key) => {
      const page = staticClosure(manifest, key);
      const own = new Set([...page].filter((chunk) => !entry.has(chunk)));
      const initial = new Set([...entry, ...page]);
      const css = [...cssOf(initial)].reduce((total, file) => total + gzip(file), 0);
      return {
        page: key.replace(/^.*src\/pages\//, "").replace(/\.tsx?$/, ""),
        initialJsGzip: sum(initial),
        entryJsGzip: sum(entry),
        ownJsGzip: sum(own),
        cssGzip: css,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

async function transfer(url, acceptEncoding) {
  const response = await fetch(url, { headers: { "accept-encoding": acceptEncoding, accept: "*/*" } });
  // fetch decodes the body; the bytes on the wire are Content-Length (or the decoded size when
  // the server streamed without one and sent no encoding).
  const body = Buffer.from(await response.arrayBuffer());
  const length = Number(response.headers.get("content-length") ?? Number.NaN);
  return {
    status: response.status,
    encoding: response.headers.get("content-encoding") ?? "identity",
    vary: response.headers.get("vary") ?? "",
    cacheControl: response.headers.get("cache-control") ?? "",
    wireBytes: Number.isFinite(length) ? length : body.length,
    bodyBytes: body.length,
  };
}

/** Row 1: what the server sends for index.html (at / and a client route), the entry script and stylesheet. */
export async function compressionFigures(url, dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const targets = [
    { what: "index.html at /", path: "/" },
    { what: "index.html at /vacancies", path: "/vacancies" },
    ...(entry ? [{ what: "entry script", path: entry }] : []),
    ...styles.map((path) => ({ what: "stylesheet", path })),
  ];
  const rows = [];
  for (const target of targets) {
    const answer = await transfer(new URL(target.path, url), "br, gzip");
    rows.push({ ...target, ...answer });
  }
  return rows;
}

async function firstVacancyId(url) {
  const response = await fetch(new URL("/v1/vacancy?pageSize=1", url));
  if (!response.ok) throw new Error(`GET /v1/vacancy answered ${response.status}; pass --vacancy ID`);
  const id = (await response.json()).vacancies?.[0]?.id;
  if (!id) throw new Error("the server has no vacancy to open; pass --vacancy ID");
  return id;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse report (a "result" object). */
function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transferOf = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? null;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint"),
    fcpMs: audit("first-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    speedIndexMs: audit("speed-index"),
    transferTotal: transferOf("total"),
    transferScript: transferOf("script"),
    transferDocument: transferOf("document"),
    transferFont: transferOf("font"),
    requests: items.find((item) => item.resourceType === "total")?.requestCount ?? null,
  };
}

/**
 * One Lighthouse run on the mobile preset (its default). A trace that Chromium failed to record
 * (NO_NAVSTART and the like, seen on a busy machine) is run again, twice at most.
 */
async function audit(lighthouse, pageUrl, port, attemptsLeft = 3) {
  const result = await lighthouse(pageUrl, {
    port,
    output: "html",
    logLevel: "error",
    onlyCategories: ["performance"],
    // The page's full screenshot would make each committed report a megabyte.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${pageUrl}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result;
  if (attemptsLeft > 1) return audit(lighthouse, pageUrl, port, attemptsLeft - 1);
  throw new Error(`${pageUrl}: ${failure.code} ${failure.message}`);
}

/**
 * Rows 3 and 4: Lighthouse's mobile preset on each page, `runs` times (the median run by
 * performance score is kept); writes `<page>.report.html` and `summary.json` into `out`.
 */
export async function lighthouseFigures({ url, vacancyId, out, runs = 1 }) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = [];
  try {
    mkdirSync(out, { recursive: true });
    for (const page of lighthousePages(vacancyId)) {
      const attempts = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await audit(lighthouse, new URL(page.path, url).href, chrome.port);
        attempts.push({ figures: summarise(result.lhr), html: result.report });
      }
      const score = median(attempts.map((attempt) => attempt.figures.performance));
      const kept = attempts.find((attempt) => attempt.figures.performance === score) ?? attempts[0];
      writeFileSync(join(out, `${page.name}.report.html`), kept.html);
      results.push({ page: page.name, path: page.path, runs, ...kept.figures });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * Every figure: the route budgets of the build at `dist`; with a server at `url`, compression
 * and (unless `lighthouse: false`) Lighthouse.
 */
export async function webFigures({ url, dist, vacancyId, out, runs = 1, lighthouse = true, label = "" }) {
  const absoluteDist = resolve(dist);
  const figures = {
    label,
    url: url ?? null,
    measuredAt: new Date().toISOString(),
    compression: url ? await compressionFigures(url, absoluteDist) : null,
    routes: routeBudgets(absoluteDist),
    lighthouse: null,
  };
  if (url && lighthouse) {
    const id = vacancyId ?? (await firstVacancyId(url));
    figures.lighthouse = await lighthouseFigures({ url, vacancyId: id, out, runs });
    writeFileSync(join(out, "summary.json"), `${JSON.stringify(figures, null, 2)}\n`);
  }
  return figures;
}

/** Prints the figures as tables (the format the repository's benchmark command shows). */
export function printWebFigures(figures, log = console.log) {
  const heading = figures.label ? ` — ${figures.label}` : "";
  if (figures.compression) log(`\nCompression${heading} (Accept-Encoding: br, gzip)`);
  for (const row of figures.compression ?? []) {
    log(
      `  ${row.what.padEnd(26)} ${row.path.padEnd(34)} ${row.encoding.padEnd(9)} ${kib(row.wireBytes).padStart(10)} on the wire of ${kib(row.bodyBytes).padStart(10)}  vary: ${row.vary || "—"}  cache: ${row.cacheControl || "—"}`,
    );
  }
  log(
    `\nInitial JavaScript per page (gzip -9: the start-up chunks + the page chunk and their static imports)${heading}`,
  );
  log(
    `  ${"page".padEnd(40)} ${"initial JS".padStart(11)} ${"start-up".padStart(11)} ${"own".padStart(11)} ${"CSS".padStart(11)}`,
  );
  for (const row of figures.routes) {
    log(
      `  ${row.page.padEnd(40)} ${kib(row.initialJsGzip).padStart(11)} ${kib(row.entryJsGzip).padStart(11)} ${kib(row.ownJsGzip).padStart(11)} ${kib(row.cssGzip).padStart(11)}`,
    );
  }
  if (!figures.lighthouse) return;
  log(`\nLighthouse ${"mobile"} (simulated throttling)${heading}`);
  log(
    `  ${"page".padEnd(8)} ${"score".padStart(5)} ${"LCP".padStart(8)} ${"FCP".padStart(8)} ${"TBT".padStart(7)} ${"CLS".padStart(6)} ${"transfer".padStart(11)} ${"script".padStart(11)} ${"font".padStart(10)} ${"requests".padStart(8)}`,
  );
  const ms = (value) => (value === null ? "—" : `${(value / 1000).toFixed(2)} s`);
  for (const row of figures.lighthouse) {
    log(
      `  ${row.page.padEnd(8)} ${String(row.performance).padStart(5)} ${ms(row.lcpMs).padStart(8)} ${ms(row.fcpMs).padStart(8)} ${`${Math.round(row.tbtMs ?? 0)} ms`.padStart(7)} ${(row.cls ?? 0).toFixed(3).padStart(6)} ${kib(row.transferTotal).padStart(11)} ${kib(row.transferScript).padStart(11)} ${kib(row.transferFont).padStart(10)} ${String(row.requests).padStart(8)}`,
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      dist: { type: "string" },
      vacancy: { type: "string" },
      out: { type: "string" },
      label: { type: "string", default: "" },
      runs: { type: "string", default: "1" },
      "no-lighthouse": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  if (!values.dist) {
    console.error(
      "usage: web-figures.mjs --dist apps/web/dist [--url http://127.0.0.1:PORT [--vacancy ID] [--out DIR] [--label NAME] [--runs N] [--no-lighthouse]] [--json]",
    );
    process.exit(2);
  }
  const figures = await webFigures({
    url: values.url,
    dist: values.dist,
    vacancyId: values.vacancy,
    out: resolve(
      values.out ??
        join(
          import.meta.dirname,
          "..",
          "..",
          "..",
          "bench",
          "reports",
          "lighthouse",
          values.label || "current",
        ),
    ),
    runs: Number(values.runs),
    lighthouse: !values["no-lighthouse"],
    label: values.label,
  });
  if (values.json) console.log(JSON.stringify(figures, null, 2));
  else printWebFigures(figures);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
