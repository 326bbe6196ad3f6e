import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";

const [pglite] = testDatabases();
const INDEX =
  '<!doctype html><html lang="ru"><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify("Работа ".repeat(200))});`;
const SOURCE_MAP = JSON.stringify({
  version: 3,
  sources: ["../src/secret-plan.tsx"],
  sourcesContent: ["// TODO"],
});

describe("serving the built web app", () => {
  let dist: string;
  let gateway: TestGateway;

  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    dist = mkdtempSync(join(tmpdir(), "rabota-web-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    // What apps/web's build writes beside every text file (vite-plugin-compression2).
    writeFileSync(join(dist, "index.html.br"), brotliCompressSync(INDEX));
    writeFileSync(join(dist, "index.html.gz"), gzipSync(INDEX));
    writeFileSync(join(dist, "assets", "app-3f2a1b.js"), SCRIPT);
    writeFileSync(join(dist, "assets", "app-3f2a1b.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, "assets", "app-3f2a1b.js.gz"), gzipSync(SCRIPT));
    writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    // What `vite build` with hidden source maps leaves beside the bundle.
    writeFileSync(join(dist, "assets", "app-3f2a1b.js.map"), SOURCE_MAP);
    writeFileSync(join(dist, "assets", "app-3f2a1b.js.map.gz"), gzipSync(SOURCE_MAP));
    gateway = await createTestGateway(pglite, { env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: "GET", url, headers });

  it("serves index.html at / with no-cache", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(INDEX);
  });

  it("falls back to index.html for client-side routes", async () => {
    for (const url of [
      "/profile",
      "/vacancies/liked?filter.city=Москва",
      "/error/500",
      "/some/unknown/page",
    ]) {
      const response = await get(url, { accept: "text/html" });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year, immutably", async () => {
    const response = await get("/assets/app-3f2a1b.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body).toBe(SCRIPT);
  });

  it("prefers the precompressed .br, then .gz sibling", async () => {
    const brotli = await get("/assets/app-3f2a1b.js", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get("/assets/app-3f2a1b.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends a built asset precompressed with its own type, immutable, varying on Accept-Encoding", async () => {
    for (const [accept, encoding, decode] of [
      ["br;q=1.0, gzip;q=0.8", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const response = await get("/assets/app-3f2a1b.js", { "accept-encoding": accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["content-type"], accept).toMatch(/javascript/);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(decode(response.rawPayload).toString(), accept).toBe(SCRIPT);
    }
    const plain = await get("/assets/app-3f2a1b.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends index.html precompressed and revalidated, at / and through the history fallback", async () => {
    // (A vacancy's page is filled by modules/pages, which compresses it on the fly.)
    for (const url of ["/", "/vacancies/liked?from=list", "/profile"]) {
      for (const [accept, encoding, decode] of [
        ["gzip, deflate, br", "br", brotliDecompressSync],
        ["gzip", "gzip", gunzipSync],
      ] as const) {
        const response = await get(url, { accept: "text/html", "accept-encoding": accept });
        const label = `${url} ${accept}`;
        expect(response.statusCode, label).toBe(200);
        expect(response.headers["content-encoding"], label).toBe(encoding);
        expect(response.headers["content-type"], label).toMatch(/text\/html/);
        expect(response.headers.vary, label).toMatch(/accept-encoding/i);
        expect(response.headers["cache-control"], label).toBe("no-cache");
        expect(decode(response.rawPayload).toString(), label).toBe(INDEX);
      }
    }
  });

  it("answers a missing asset with 404, not the page", async () => {
    expect((await get("/assets/app-missing.js")).statusCode).toBe(404);
    expect((await get("/missing.png")).statusCode).toBe(404);
  });

  it("keeps /v1 for the API: an unknown API path is a JSON 404", async () => {
    const response = await get("/v1/unknown", { accept: "text/html" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps /docs for the API reference: the page is Swagger UI, an unknown path a 404", async () => {
    const reference = await get("/docs");
    expect(reference.statusCode).toBe(200);
    expect(reference.body).toContain('id="swagger-ui"');
    for (const url of ["/docs/nothing-here", "/docs/static/nothing.js"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toBe(INDEX);
    }
  });

  it("does not answer unknown POSTs with the page", async () => {
    const response = await gateway.app.inject({ method: "POST", url: "/profile" });
    expect(response.statusCode).toBe(404);
  });

  it("serves other static files revalidated", async () => {
    const response = await get("/favicon.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("never serves a source map, plain or precompressed", async () => {
    for (const url of [
      "/assets/app-3f2a1b.js.map",
      "/assets/app-3f2a1b.js.map.gz",
      "/ASSETS/../assets/app-3f2a1b.js.map",
    ]) {
      for (const encoding of ["identity", "gzip, br"]) {
        const response = await get(url, { "accept-encoding": encoding });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
        expect(response.body).not.toContain("secret-plan");
      }
    }
  });

  it("keeps the analytics host out of the CSP of a build without a counter", async () => {
    const csp = (await get("/")).headers["content-security-policy"];
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("yandex");
  });
});

describe("a web build with an analytics counter", () => {
  it("opens the CSP to the counter's host (script, hits, replay frame)", async () => {
    if (!pglite) throw new Error("PGlite is always available");
    const dist = mkdtempSync(join(tmpdir(), "rabota-web-dist-"));
    writeFileSync(
      join(dist, "index.html"),
      INDEX.replace("<head>", '<head><meta name="rabota-metrika-counter" content="98765432">'),
    );
    const gateway = await createTestGateway(pglite, { env: { WEB_DIST: dist } });
    try {
      const csp = String((await gateway.app.inject({ url: "/" })).headers["content-security-policy"]);
      for (const directive of ["script-src", "img-src", "connect-src", "frame-src"]) {
        expect(csp.split(";").find((part) => part.trim().startsWith(directive))).toContain(
          "https://mc.yandex.ru",
        );
      }
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
