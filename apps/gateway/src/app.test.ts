import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./testing/databases";
import { createTestGateway, type TestGateway } from "./testing/gateway";
import { snapshotTables } from "./testing/snapshot";

describe.each(testDatabases())("gateway platform on $name", (kind) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { PUBLIC_ORIGIN: "https://rabota.example" } });
  });
  afterAll(() => gateway.close());

  it("answers /healthz once the database answers", async () => {
    const response = await gateway.app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("gives every answer a request id, keeping a sane one the caller sent", async () => {
    const own = await gateway.app.inject({ method: "GET", url: "/healthz" });
    expect(own.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await gateway.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "abc-123" },
    });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const hostile = await gateway.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers with a CSP the SPA passes", async () => {
    const response = await gateway.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const response = await gateway.app.inject({ method: "GET", url: "/v1/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const response = await gateway.app.inject({
      method: "POST",
      url: "/v1/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.ru", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", message: expect.any(String) });
  });

  it("refuses a 1 MB body with 413 and stores nothing", async () => {
    const before = await snapshotTables(gateway.database.db);
    const response = await gateway.app.inject({
      method: "POST",
      url: "/v1/auth/send-code",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@mail.ru` }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "request body is too large", code: "VALIDATION" });
    expect(await snapshotTables(gateway.database.db)).toEqual(before);
  });

  it("refuses non-JSON bodies (a cross-site form post) with 415", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await gateway.app.inject({
        method: "POST",
        url: "/v1/auth/login",
        headers: { "content-type": contentType },
        payload: "email=a@b.ru&password=Secret123",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it("refuses a prototype-poisoning body with 400", async () => {
    const response = await gateway.app.inject({
      method: "POST",
      url: "/v1/auth/check-email",
      headers: { "content-type": "application/json" },
      payload: '{"email":"a@mail.ru","role":"applicant","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
  });

  describe("Origin check on state-changing calls", () => {
    const body = { email: "someone@mail.ru", role: "applicant" };

    it("refuses a cross-site origin with 403", async () => {
      const response = await gateway.app.inject({
        method: "POST",
        url: "/v1/auth/check-email",
        headers: { origin: "https://evil.example", host: "127.0.0.1:8080" },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "origin not allowed", code: "FORBIDDEN" });
    });

    it("refuses the own host under another scheme: an origin is scheme, host and port (issue 29's probe)", async () => {
      const response = await gateway.app.inject({
        method: "POST",
        url: "/v1/auth/check-email",
        headers: { origin: "https://127.0.0.1:8080", host: "127.0.0.1:8080" },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
    });

    it("accepts the request's own host, PUBLIC_ORIGIN, and no Origin at all", async () => {
      for (const headers of [
        { origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080" },
        { origin: "https://rabota.example", host: "internal:8080" },
        {},
      ]) {
        const response = await gateway.app.inject({
          method: "POST",
          url: "/v1/auth/check-email",
          headers,
          payload: body,
        });
        expect(response.statusCode).toBe(200);
      }
    });

    it("does not check reads", async () => {
      const response = await gateway.app.inject({
        method: "GET",
        url: "/healthz",
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe("health when the database does not answer", () => {
  it("answers 503 without internals", async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("PGlite is always available");
    const gateway = await createTestGateway({
      name: "pglite",
      open: async () => ({
        ...(await pglite.open()),
        ping: () => Promise.reject(new Error("ECONNREFUSED 10.0.0.5")),
      }),
    });
    try {
      const response = await gateway.app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: "database unavailable", code: "UNKNOWN" });
    } finally {
      await gateway.close();
    }
  });
});
