import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../testing/databases";
import { createTestGateway, type TestGateway } from "../../../testing/gateway";

const ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";
const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Tokens no server issued: dates PostgreSQL cannot hold or compare, wrong shapes, noise. */
const FORGED = [
  token(["+275760-09-13T00:00:00.000Z", ID]),
  token(["-271821-04-20T00:00:00.000Z", ID]),
  token(["-000001-01-01T00:00:00.000Z", ID]),
  token(["0001-01-01T00:00:00.000Z", ID]),
  token(["2025-02-30T00:00:00.000Z", ID]),
  token(["2025-01-01", ID]),
  token([1e308, ID]),
  token(["2025-01-01T00:00:00.000Z", "not-a-uuid"]),
  token(["2025-01-01T00:00:00.000Z", ID, "extra"]),
  token({ createdAt: "2025-01-01T00:00:00.000Z", id: ID }),
  token(null),
  token("x".repeat(500)),
  "!!!",
  "a",
  "%E2%82%AC",
  ...Array.from({ length: 40 }, (_, index) => randomBytes(1 + index * 3).toString("base64url")),
];

describe.each(testDatabases())("forged page tokens on $name", (kind) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());

  it("are a 400 whatever they hold", async () => {
    const statuses = new Map<string, number>();
    for (const forged of FORGED) {
      const response = await gateway
        .client()
        .get(`/v1/vacancy?pageSize=5&pageToken=${encodeURIComponent(forged)}`);
      statuses.set(forged, response.statusCode);
      if (response.statusCode !== 400) continue;
      expect(response.json()).toMatchObject({ code: "VALIDATION" });
    }
    expect([...statuses].filter(([, status]) => status !== 400)).toEqual([]);
  });
});
