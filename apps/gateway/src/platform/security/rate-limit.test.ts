import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { createTestGateway, type TestGateway } from "../../testing/gateway";

// The limiter keeps its counters in memory, so one database is enough to test it.
const [pglite] = testDatabases();

describe("rate limits on the auth calls", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!pglite) throw new Error("PGlite is always available");
    gateway = await createTestGateway(pglite, { env: { AUTH_RATE_LIMIT: "3" } });
  });
  afterAll(() => gateway.close());

  it.each([
    ["/v1/auth/check-email", { email: "limit@mail.ru", role: "applicant" }],
    ["/v1/auth/login", { email: "limit@mail.ru", password: "Secret123" }],
    ["/v1/auth/verify-code", { email: "limit@mail.ru", code: "123456" }],
    ["/v1/auth/refresh", undefined],
    ["/v1/employer/register", {}],
  ])("answers the 4th call of a minute to %s with 429", async (url, payload) => {
    const client = gateway.client();
    const answers = [];
    for (let call = 0; call < 4; call += 1) answers.push(await client.post(url, payload));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    // Every answer says where the caller stands, in the IETF draft's fields.
    expect(answers.map((answer) => answer.headers["ratelimit-remaining"])).toEqual(["2", "1", "0", "0"]);
    expect(answers[0]?.headers["ratelimit-limit"]).toBe("3");
    const reset = Number(answers[0]?.headers["ratelimit-reset"]);
    expect(reset).toBeGreaterThan(0);
    // …and in the current draft's structured fields.
    expect(answers[0]?.headers["ratelimit-policy"]).toBe('"address";q=3;w=60');
    expect(answers[0]?.headers.ratelimit).toBe(`"address";r=2;t=${reset}`);
    const limited = await client.post(url, payload);
    // The per-address limit answers in the Russian shape of every limit.
    const seconds = Number(limited.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(
        new RegExp(`^Слишком много запросов\\. Повторите через ${seconds} секунд[уы]?\\.$`),
      ),
      code: "RATE_LIMITED",
    });
  });

  it("does not limit the health check", async () => {
    for (let call = 0; call < 10; call += 1) {
      expect((await gateway.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    }
  });
});
