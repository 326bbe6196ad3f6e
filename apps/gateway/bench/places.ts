/**
 * The place suggestions (issue 40) at 32 connections beside `/healthz`: `GET /v1/areas?search=`
 * over a thousand different prefixes (one to six letters of the dictionary's names, the short
 * names, with and without ё, hyphens and capitals, a few that match nothing), each connection
 * going through them in turn; then one area with its parents and Москва's metro. The goal of the issue: p99 of
 * the search under 10 ms. It prints figures and asserts nothing.
 *
 * A gateway of its own on PGlite (first start: migrations and the dictionary's load), or on
 * BENCH_DATABASE_URL:
 *
 *   pnpm --filter @rabota/gateway bench:places
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AREA_ALIASES } from "../src/modules/places/aliases";
import { AREAS_TABLE } from "../src/modules/places/data/areas";
import { measure, printRows, type Row, runBench, startGateway, stopGateway } from "./harness";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

/** A thousand prefixes, the same on every run (every 7th name of the data, cut at 1..6 letters). */
function prefixes(): string[] {
  const names = AREAS_TABLE.split("\n")
    .filter((line) => line !== "")
    .map((line) => line.split("|")[2] as string);
  const found = new Set<string>(Object.keys(AREA_ALIASES));
  for (const extra of ["Санкт Петербург", "ростов на дону", "королев", "РОСТОВ-НА", "щщщ", "zzz", "а"])
    found.add(extra);
  for (let at = 0; found.size < 1_000 && at < names.length; at += 7) {
    const name = names[at] as string;
    found.add(name.slice(0, 1 + (at % 6)));
  }
  return [...found];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "rabota-bench-places-"));
  const { child, url } = await startGateway(dataDir);
  try {
    const queries = prefixes();
    // Fixed requests, built once: a `setupRequest` would rebuild each request in the load
    // generator, which shares the two cores with the gateway and slowed it by a third.
    const searches = {
      requests: queries.map((search) => ({
        method: "GET" as const,
        path: `/v1/areas?search=${encodeURIComponent(search)}&pageSize=10`,
      })),
    };
    const rows: Row[] = [];
    rows.push(await measure("GET /healthz (ceiling)", { url: `${url}/healthz`, connections: CONNECTIONS }));
    rows.push(
      await measure(`GET /v1/areas?search= (${queries.length} prefixes)`, {
        url,
        connections: CONNECTIONS,
        ...searches,
      }),
    );
    rows.push(
      await measure("GET /v1/areas/92 (Тула with parents)", {
        url: `${url}/v1/areas/92`,
        connections: CONNECTIONS,
      }),
    );
    rows.push(
      await measure("GET /v1/areas/1/metro (Москва)", {
        url: `${url}/v1/areas/1/metro`,
        connections: CONNECTIONS,
      }),
    );
    printRows(
      `Places benchmark (loopback, one gateway process, ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${CONNECTIONS} connections)`,
      rows,
    );
  } finally {
    await stopGateway(child, dataDir);
  }
}

runBench(main);
