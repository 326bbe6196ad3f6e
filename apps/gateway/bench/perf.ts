/**
 * The one performance benchmark (issue 16): today's code against the baseline commit, each on
 * a PostgreSQL database of its own holding the same 1,000,000 vacancies, in one run each, and
 * a table of old against new. Run from the repository root:
 *
 *   npm run bench:perf
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres   the server (databases are created on it)
 *   BENCH_BASELINE=dd1b34a      the commit "old" is (checked out into a temporary git worktree and installed)
 *   BENCH_VACANCIES=1000000     rows to seed; BENCH_SECONDS=5 per figure; BENCH_CONNECTIONS=32
 *   BENCH_FRESH=1               re-create the databases even when they hold the seed already
 *   BENCH_FRONT=0               server figures only: no web build, no front figures (Lighthouse)
 *
 * Each gateway runs as production does (PostgreSQL, info logs), and each throughput figure is
 * also given as a ratio to `/healthz` of the same gateway in the same run, which cancels most
 * of the machine's noise. When `apps/web/bench/web-figures.mjs` exists, its output (the front
 * figures) is printed for each side too.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type autocannon from "autocannon";
import { Client } from "pg";
import {
  type Row as HarnessRow,
  measure as measureWith,
  runBench,
  startGateway,
  stopGateway,
} from "./harness";
import { SEARCH_WORDS, seedVacancies } from "./seed-sql";

const REPO_ROOT = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const BASELINE = process.env.BENCH_BASELINE ?? "dd1b34a";
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const COUNT = Number(process.env.BENCH_VACANCIES ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Each figure is taken this many times per side; the round with the most requests per second counts. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const measure: typeof measureWith = (name, options) =>
  measureWith(name, { connections: CONNECTIONS, ...options });
/** Whether the web apps are built and the front figures taken (minutes of Lighthouse per side). */
const FRONT = process.env.BENCH_FRONT !== "0";
const DEMO = { email: "applicant@rabota.demo", password: "Rabota2025!" };
const REFRESH_COOKIE = "rabota_refresh";
/** The guest's first page as the web app asks for it. */
const LIST_PATH = "/v1/vacancy?pageSize=10";
/** What a browser sends: the new gateway may compress, the old one ignores it. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

type WordClass = keyof typeof SEARCH_WORDS;

/**
 * An autocannon figure and the gateway's own CPU time per answer (user + system, from
 * /proc): on a machine shared with other work, throughput says how busy the machine was,
 * CPU per request what the code costs.
 */
type Row = HarnessRow & { cpuMs: number };

/** The CPU seconds a process has used so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
const CLOCK_TICKS = 100;

interface Figures {
  healthz: Row;
  list: Row;
  /** The list asked for without compression: what compressing costs or saves in CPU. */
  listPlain: Row;
  listBytes: { identity: number; br: number; gzip: number };
  search: Record<WordClass, Row>;
  /**
   * The same searches by a signed-in applicant: read for each request (a guest's first page is
   * a copy shared for a few seconds since session 16, decision 021), so these are the database's.
   */
  searchSignedIn: Record<WordClass, Row>;
  total: Row;
  refresh: Row;
  sitemap: SitemapTimes;
  front: string;
}

/** Milliseconds of one request each (the median of {@link SITEMAP_TRIES}), one at a time. */
interface SitemapTimes {
  index: number;
  first: number;
  last: number;
  pages: number;
}
const SITEMAP_TRIES = 5;

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function vacancyCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: number }>("select count(*)::int as n from vacancies");
    return result.rows[0]?.n ?? 0;
  });
}

/** The baseline commit in a temporary worktree with its dependencies installed. */
function prepareBaseline(): string {
  const sha = execFileSync("git", ["rev-parse", "--short", BASELINE], { cwd: REPO_ROOT }).toString().trim();
  const root = join(tmpdir(), `rabota-bench-baseline-${sha}`);
  if (!existsSync(join(root, "package.json"))) {
    process.stdout.write(`checking out ${sha} into ${root}…\n`);
    execFileSync("git", ["worktree", "add", "--force", "--detach", root, sha], {
      cwd: REPO_ROOT,
      stdio: "inherit",
    });
  }
  execFileSync("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], { cwd: root, stdio: "inherit" });
  return root;
}

/**
 * Builds the web app of the tree at `root` for its gateway to serve, with the manifest the
 * front figures read (the baseline's build does not write one, so it is built once more with it).
 */
function buildWeb(root: string): string {
  const web = join(root, "apps/web");
  if (!FRONT) return join(web, "no-build");
  execFileSync("pnpm", ["--filter", "@rabota/web", "run", "build"], { cwd: root, stdio: "inherit" });
  if (!existsSync(join(web, "dist/.vite/manifest.json"))) {
    const vite = join(web, "node_modules/vite/bin/vite.js");
    execFileSync(process.execPath, [vite, "build", "--manifest", "--logLevel", "error"], {
      cwd: web,
      stdio: "inherit",
    });
  }
  return join(web, "dist");
}

/**
 * A database for one side holding the seed: migrated and demo-seeded by a first start of that
 * side's gateway, then filled with the vacancies. Kept between runs (same name, same rows).
 */
async function prepareDatabase(name: string, gatewayRoot: string): Promise<string> {
  const url = databaseUrl(name);
  const seeded = await withClient(SERVER_URL, async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    return Boolean(found.rowCount) && !process.env.BENCH_FRESH;
  });
  if (seeded && (await vacancyCount(url)) >= COUNT) return url;
  await withClient(SERVER_URL, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-perf-"));
  const first = await startGateway(dataDir, { DATABASE_URL: url }, { root: gatewayRoot });
  await stopGateway(first.child, dataDir);
  process.stdout.write(`seeding ${COUNT} vacancies into ${name}…\n`);
  const began = Date.now();
  await withClient(url, (client) => seedVacancies(client, COUNT));
  process.stdout.write(`seeded ${name} in ${Math.round((Date.now() - began) / 1000)} s\n`);
  return url;
}

function cookieFrom(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))?.split(";")[0];
}

/** Signs the demo applicant in: the session's cookies (`name=value`), the refresh one first. */
async function signIn(url: string): Promise<string[]> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
  const refresh = cookieFrom(response.headers.getSetCookie());
  if (response.status !== 200 || !refresh) throw new Error(`login failed with ${response.status}`);
  return [refresh, ...cookies.filter((cookie) => cookie !== refresh)];
}

/** A fresh session's refresh cookie. */
async function login(url: string): Promise<string> {
  const [refresh] = await signIn(url);
  return refresh as string;
}

/** Bytes on the wire of one response asked for with `encoding` (no decoding). */
function wireBytes(url: string, encoding: string): Promise<number> {
  return new Promise((done, fail) => {
    const outgoing = request(url, { headers: { "accept-encoding": encoding }, agent: false }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => done(bytes));
    });
    outgoing.on("error", fail);
    outgoing.end();
  });
}

/** One request path after another, round the list, for every connection. */
const cycling = (paths: string[]) =>
  paths.map((path) => ({ method: "GET" as const, path, headers: BROWSER_HEADERS }));

/** One side's gateway, running on its own database. */
interface Side {
  label: string;
  base: string;
  /** The built web app this side's gateway serves. */
  webDist: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

async function startSide(label: string, root: string, databaseName: string): Promise<Side> {
  const gatewayRoot = join(root, "apps/gateway");
  const webDist = buildWeb(root);
  const url = await prepareDatabase(databaseName, gatewayRoot);
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-perf-"));
  const { child, url: base } = await startGateway(
    dataDir,
    // As production runs: info logs; the sign-in limit lifted for the refresh pool's logins.
    { DATABASE_URL: url, LOG_LEVEL: "info", AUTH_RATE_LIMIT: "100000000", WEB_DIST: webDist },
    { root: gatewayRoot },
  );
  return { label, base, webDist, pid: child.pid, stop: () => stopGateway(child, dataDir) };
}

/** Every total asks for a filter set never asked before, so no memo answers it. */
function uncachedTotals(): autocannon.Request[] {
  let serial = 0;
  return [
    {
      method: "GET",
      setupRequest: (outgoing) => {
        serial += 1;
        const word = SEARCH_WORDS.common[serial % SEARCH_WORDS.common.length] ?? "";
        const search = serial % 2 === 0 ? `&filter.search=${encodeURIComponent(word)}` : "";
        return { ...outgoing, path: `/v1/vacancy/total?filter.salaryFrom=${serial}${search}` };
      },
    },
  ];
}

/** Refreshes from a pool of live sessions: each spends its token and puts the next one back. */
async function refreshes(base: string): Promise<autocannon.Request[]> {
  const pool: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) pool.push(await login(base));
  return [
    {
      method: "POST",
      path: "/v1/auth/refresh",
      setupRequest: (outgoing) => ({
        ...outgoing,
        headers: { ...outgoing.headers, cookie: pool.shift() ?? "" },
      }),
      onResponse: (_status, _body, _context, headers) => {
        const next = cookieFrom((headers as Record<string, string | string[]>)["set-cookie"]);
        if (next && next !== `${REFRESH_COOKIE}=`) pool.push(next);
      },
    },
  ];
}

/**
 * Measures both sides figure by figure, old then new back to back, so a busy moment of the
 * machine falls on both columns alike rather than on one side's whole run.
 */
async function measureBoth(sides: [Side, Side]): Promise<[Figures, Figures]> {
  const each = async (name: string, options: (side: Side) => Promise<autocannon.Options>) => {
    const best: (Row | undefined)[] = [undefined, undefined];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, side] of sides.entries()) {
        const before = cpuSeconds(side.pid);
        const row = await measure(`${side.label}: ${name}`, await options(side));
        const answered = Math.max(row.ok + row.failed, 1);
        const measured = { ...row, cpuMs: ((cpuSeconds(side.pid) - before) * 1000) / answered };
        if ((best[index]?.requestsPerSecond ?? -1) < measured.requestsPerSecond) best[index] = measured;
      }
    }
    return best as [Row, Row];
  };
  const healthz = await each("GET /healthz", async ({ base }) => ({ url: `${base}/healthz` }));
  const list = await each(`GET ${LIST_PATH}`, async ({ base }) => ({
    url: `${base}${LIST_PATH}`,
    headers: BROWSER_HEADERS,
  }));
  const listPlain = await each(`GET ${LIST_PATH}, no Accept-Encoding`, async ({ base }) => ({
    url: `${base}${LIST_PATH}`,
  }));
  const search = {} as Record<WordClass, [Row, Row]>;
  const searchSignedIn = {} as Record<WordClass, [Row, Row]>;
  for (const kind of Object.keys(SEARCH_WORDS) as WordClass[]) {
    const paths = SEARCH_WORDS[kind].map((word) => `/v1/vacancy?filter.search=${encodeURIComponent(word)}`);
    search[kind] = await each(`search, ${kind} words`, async ({ base }) => ({
      url: base,
      requests: cycling(paths),
    }));
    searchSignedIn[kind] = await each(`search, ${kind} words, signed in`, async ({ base }) => ({
      url: base,
      headers: { ...BROWSER_HEADERS, cookie: (await signIn(base)).join("; ") },
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    }));
  }
  const total = await each("GET /v1/vacancy/total, uncached", async ({ base }) => ({
    url: base,
    requests: uncachedTotals(),
  }));
  const refresh = await each("POST /v1/auth/refresh", async ({ base }) => ({
    url: base,
    requests: await refreshes(base),
  }));
  const figures = async (index: 0 | 1): Promise<Figures> => {
    const side = sides[index];
    const { base } = side;
    return {
      healthz: healthz[index],
      list: list[index],
      listPlain: listPlain[index],
      listBytes: {
        identity: await wireBytes(`${base}${LIST_PATH}`, "identity"),
        br: await wireBytes(`${base}${LIST_PATH}`, "br"),
        gzip: await wireBytes(`${base}${LIST_PATH}`, "gzip"),
      },
      search: { rare: search.rare[index], common: search.common[index], absent: search.absent[index] },
      searchSignedIn: {
        rare: searchSignedIn.rare[index],
        common: searchSignedIn.common[index],
        absent: searchSignedIn.absent[index],
      },
      total: total[index],
      refresh: refresh[index],
      sitemap: await sitemapTimes(base),
      front: frontFigures(side),
    };
  };
  return [await figures(0), await figures(1)];
}

/** The median time of `tries` requests to `url`, one after another; throws on a failed answer. */
async function timed(url: string, tries = SITEMAP_TRIES): Promise<{ ms: number; body: string }> {
  const times: number[] = [];
  let body = "";
  for (let index = 0; index < tries; index += 1) {
    const began = performance.now();
    const response = await fetch(url);
    body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(tries / 2)] ?? Number.NaN), body };
}

/** The sitemap index and its first and last page of vacancies, each timed alone. */
async function sitemapTimes(base: string): Promise<SitemapTimes> {
  const index = await timed(`${base}/sitemap.xml`);
  const pages = [...index.body.matchAll(/\/sitemap\/vacancies-(\d+)\.xml/g)].length;
  const first = await timed(`${base}/sitemap/vacancies-1.xml`);
  const last = await timed(`${base}/sitemap/vacancies-${pages}.xml`);
  return { index: index.ms, first: first.ms, last: last.ms, pages };
}

/**
 * The front figures (compression, each page's initial JavaScript, Lighthouse mobile) of one
 * side, by this tree's `apps/web/bench/web-figures.mjs`; a failure is printed, not thrown, so
 * the server figures still come out.
 */
function frontFigures(side: Side): string {
  if (!FRONT) return "(not taken: BENCH_FRONT=0)";
  const script = join(REPO_ROOT, "apps/web/bench/web-figures.mjs");
  const args = [script, "--dist", side.webDist, "--url", side.base, "--label", side.label];
  try {
    return execFileSync(process.execPath, args, { cwd: REPO_ROOT }).toString().trim();
  } catch (error) {
    return `(front figures failed: ${error instanceof Error ? error.message : String(error)})`;
  }
}

const ms = (value: number) => `${value} ms`;
const ratio = (row: Row, healthz: Row) =>
  `${(row.requestsPerSecond / Math.max(healthz.requestsPerSecond, 1)).toFixed(3)} × (${row.requestsPerSecond}/s; CPU ${row.cpuMs.toFixed(2)} ms each, /healthz ${healthz.cpuMs.toFixed(2)})`;
const latency = (row: Row) =>
  row.ok === 0
    ? `no answer within the run${row.failed ? ` (${row.failed} failed)` : ""}`
    : `p50 ${ms(row.p50)}, p99 ${ms(row.p99)} (${row.ok} answers${row.failed ? `, ${row.failed} failed` : ""}), CPU ${row.cpuMs.toFixed(2)} ms each`;

function printTable(old: Figures, next: Figures): void {
  const rows: [string, (side: Figures) => string, string][] = [
    [
      "/healthz req/s (ceiling)",
      (side) => `${side.healthz.requestsPerSecond}/s, ${latency(side.healthz)}`,
      "—",
    ],
    ["GET /v1/vacancy vs /healthz", (side) => ratio(side.list, side.healthz), "≥ 0.5 ×"],
    ["GET /v1/vacancy latency", (side) => latency(side.list), `p99 < 20 ms at ${CONNECTIONS}`],
    [
      "GET /v1/vacancy without Accept-Encoding vs /healthz",
      (side) => ratio(side.listPlain, side.healthz),
      "compression pays when below the row above",
    ],
    [
      "page of 10: bytes identity / br / gzip",
      (side) => `${side.listBytes.identity} / ${side.listBytes.br} / ${side.listBytes.gzip}`,
      "compressed above ~1 KiB",
    ],
    ["search, rare words", (side) => latency(side.search.rare), "p99 < 50 ms"],
    ["search, common words", (side) => latency(side.search.common), "p99 < 50 ms"],
    ["search, absent words", (side) => latency(side.search.absent), "p99 < 50 ms"],
    ["search, rare words, signed in", (side) => latency(side.searchSignedIn.rare), "p99 < 50 ms"],
    ["search, common words, signed in", (side) => latency(side.searchSignedIn.common), "p99 < 50 ms"],
    ["search, absent words, signed in", (side) => latency(side.searchSignedIn.absent), "p99 < 50 ms"],
    ["total, uncached", (side) => latency(side.total), "p99 < 50 ms"],
    ["POST /v1/auth/refresh vs /healthz", (side) => ratio(side.refresh, side.healthz), "≥ 0.5 ×"],
    ["POST /v1/auth/refresh latency", (side) => latency(side.refresh), "—"],
    [
      "sitemap.xml / first / last vacancy page",
      (side) =>
        `${ms(side.sitemap.index)} / ${ms(side.sitemap.first)} / ${ms(side.sitemap.last)} (${side.sitemap.pages} pages)`,
      "—",
    ],
  ];
  process.stdout.write(
    `\nPerformance, ${BASELINE} (old) against the working tree (new): PostgreSQL, ${COUNT} vacancies, ${CONNECTIONS} connections\n`,
  );
  console.table(rows.map(([figure, read, target]) => ({ figure, old: read(old), new: read(next), target })));
  process.stdout.write(`\nfront, old:\n${old.front}\n\nfront, new:\n${next.front}\n`);
}

async function main(): Promise<void> {
  const baselineRoot = prepareBaseline();
  const old = await startSide("old", baselineRoot, "rabota_bench_old");
  try {
    const next = await startSide("new", REPO_ROOT, "rabota_bench_new");
    try {
      printTable(...(await measureBoth([old, next])));
    } finally {
      await next.stop();
    }
  } finally {
    await old.stop();
  }
}

runBench(main);
