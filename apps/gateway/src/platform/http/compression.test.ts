import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCompany } from "../../modules/company/queries";
import { insertVacancies } from "../../modules/vacancy";
import { createRandom, generateVacancy } from "../../modules/vacancy/demo-data";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";
import { COMPRESS_FROM_BYTES } from "./compression";

const [pglite] = testDatabases();

describe("API JSON compression", () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    if (!pglite) throw new Error("no PGlite test database");
    gateway = await createTestGateway(pglite);
    const { db } = gateway.database;
    const company = await insertCompany(db, "Сжатые сроки", new Date());
    const random = createRandom(3);
    await insertVacancies(db, {
      companyId: company.id,
      companyName: company.companyName,
      items: Array.from({ length: 20 }, (_, index) => ({
        vacancy: generateVacancy(random),
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    });
  });
  afterAll(() => gateway.close());

  const page = (encoding?: string) =>
    gateway.client().get("/v1/vacancy?pageSize=20", encoding ? { "accept-encoding": encoding } : {});

  it("sends a large answer as it is to a client that takes no encoding", async () => {
    const plain = await page();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ])("compresses a large answer with %s, to the same JSON", async (encoding, decompress) => {
    const plain = await page();
    const packed = await page(`${encoding}, deflate`);
    expect(packed.statusCode).toBe(200);
    expect(packed.headers["content-encoding"]).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decompress(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("prefers brotli when both are accepted", async () => {
    expect((await page("gzip, br")).headers["content-encoding"]).toBe("br");
  });

  it("leaves a small answer uncompressed", async () => {
    const small = await gateway.client().get("/v1/vacancy/total", { "accept-encoding": "br, gzip" });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
