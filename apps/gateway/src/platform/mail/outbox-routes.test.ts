import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";

const [pglite] = testDatabases();
if (!pglite) throw new Error("PGlite is always a test database");
const EMAIL = "outbox-guard@mail.ru";

describe("the dev outbox", () => {
  let rig: TestGateway;
  beforeAll(async () => {
    // The test rig: MAIL_TRANSPORT=outbox in demo mode (src/testing/gateway.ts).
    rig = await createTestGateway(pglite);
    expect((await rig.client().post("/v1/auth/send-code", { email: EMAIL })).statusCode).toBe(200);
  });
  afterAll(() => rig.close());

  it("answers a client on this machine", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const response = await rig.app.inject({ url: `/v1/dev/outbox?email=${EMAIL}`, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json().messages[0].code).toMatch(/^\d{6}$/);
    }
    // By any loopback name, with a port.
    for (const host of ["127.0.0.1:8080", "[::1]:8080", "localhost"]) {
      const response = await rig.app.inject({
        url: `/v1/dev/outbox?email=${EMAIL}`,
        remoteAddress: "127.0.0.1",
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
      expect(response.json().messages[0].code).toMatch(/^\d{6}$/);
    }
  });

  it("refuses anyone else, and anything a proxy forwarded, without a code in the answer", async () => {
    const attempts = [
      { remoteAddress: "203.0.113.7" },
      { remoteAddress: "10.0.0.5" },
      { remoteAddress: "::ffff:192.168.1.2" },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { forwarded: "for=203.0.113.7" } },
      // Any header a proxy adds says the request came through one (issue 29's probe).
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "true-client-ip": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "cf-connecting-ip": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-client-ip": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { via: "1.1 proxy" } },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-host": "rabota.ru" } },
      // Spellings outside the old list, and DNS rebinding: another site's name for 127.0.0.1 (issue 41).
      { remoteAddress: "127.0.0.1", headers: { "x-cluster-client-ip": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { "x-original-forwarded-for": "203.0.113.7" } },
      { remoteAddress: "127.0.0.1", headers: { host: "rebind.attacker.example" } },
      { remoteAddress: "127.0.0.1", headers: { host: "rebind.attacker.example:8080" } },
    ];
    for (const attempt of attempts) {
      const response = await rig.app.inject({ url: `/v1/dev/outbox?email=${EMAIL}`, ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(response.body).not.toMatch(/\d{6}/);
    }
  });

  it("does not exist outside demo mode, an explicit MAIL_TRANSPORT=outbox included", async () => {
    for (const env of [{ MAIL_TRANSPORT: "", DEMO_MODE: "false" }, { DEMO_MODE: "false" }] as Record<
      string,
      string
    >[]) {
      // Mail is kept, but nobody reads it over HTTP.
      const plain = await createTestGateway(pglite, { env });
      try {
        const response = await plain.app.inject({ url: `/v1/dev/outbox?email=${EMAIL}` });
        expect(response.statusCode, JSON.stringify(env)).toBe(404);
      } finally {
        await plain.close();
      }
    }
  });

  it("exists in demo mode (npm start)", async () => {
    const demo = await createTestGateway(pglite, { env: { MAIL_TRANSPORT: "", DEMO_MODE: "true" } });
    try {
      expect((await demo.app.inject({ url: `/v1/dev/outbox?email=${EMAIL}` })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });
});
