import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "./env.js";
import { FIRST_ACTIVE_ID, type HhSandbox, startHhSandbox } from "./index.js";
import { apiGet, CALLBACK, json, postToken, userTokens } from "./test-client.js";

let sandbox: HhSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startHhSandbox();
  token = (await userTokens(sandbox)).access_token;
});
afterEach(() => sandbox.resetFaults());
afterAll(() => sandbox.close());

const me = () => apiGet(sandbox, "/me", token);
const admin = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

describe("fault switches", () => {
  it("rateLimit: the next N API requests get 429 with Retry-After, then service resumes", async () => {
    sandbox.setFaults({ rateLimit: { times: 2, retryAfterSeconds: 7 } });
    for (let i = 0; i < 2; i += 1) {
      const response = await me();
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("7");
      expect((await json(response)).errors).toEqual([{ type: "too_many_requests" }]);
    }
    expect((await me()).status).toBe(200);
  });

  it("unavailable: the next N API requests get 503, before any rate limit", async () => {
    sandbox.setFaults({ unavailable: { times: 1 }, rateLimit: { times: 1, retryAfterSeconds: 1 } });
    expect((await me()).status).toBe(503);
    expect((await me()).status).toBe(429);
    expect((await me()).status).toBe(200);
  });

  it("never faults the OAuth endpoints", async () => {
    sandbox.setFaults({ unavailable: { times: 5 } });
    const refused = await postToken(sandbox, { grant_type: "refresh_token", refresh_token: "X" });
    expect(refused.status).toBe(400);
    const consent = await fetch(
      `${sandbox.url}/oauth/authorize?response_type=code&client_id=rabota-sandbox&redirect_uri=${encodeURIComponent(CALLBACK)}`,
    );
    expect(consent.status).toBe(200);
  });

  it("delayMs: every API request waits at least that long", async () => {
    sandbox.setFaults({ delayMs: 300 });
    const started = performance.now();
    expect((await me()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("expireTokens: current tokens answer token_expired and may be refreshed; new ones work", async () => {
    const tokens = await userTokens(sandbox);
    sandbox.setFaults({ expireTokens: true });
    const expired = await apiGet(sandbox, "/me", tokens.access_token);
    expect(expired.status).toBe(403);
    expect(await json(expired)).toMatchObject({
      errors: [{ type: "oauth", value: "token_expired" }],
      oauth_error: "token-expired",
    });
    const refreshed = await postToken(sandbox, {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect((await apiGet(sandbox, "/me", (await json(refreshed)).access_token)).status).toBe(200);
    token = (await userTokens(sandbox)).access_token;
  });

  it("failVacancyIds: those vacancies answer 404 not_found, the others are served", async () => {
    const failing = String(FIRST_ACTIVE_ID + 1);
    sandbox.setFaults({ failVacancyIds: [failing] });
    const failed = await apiGet(sandbox, `/vacancies/${failing}`, token);
    expect(failed.status).toBe(404);
    expect((await json(failed)).errors).toEqual([{ type: "not_found" }]);
    expect((await apiGet(sandbox, `/vacancies/${FIRST_ACTIVE_ID}`, token)).status).toBe(200);
  });
});

describe("admin routes", () => {
  it("POST /admin/faults sets, GET shows what remains, DELETE resets", async () => {
    const set = await admin("POST", "/admin/faults", { unavailable: { times: 2 } });
    expect(set.status).toBe(200);
    expect((await me()).status).toBe(503);
    expect(await json(await admin("GET", "/admin/faults"))).toEqual({ unavailable: { times: 1 } });
    expect((await admin("DELETE", "/admin/faults")).status).toBe(204);
    expect((await me()).status).toBe(200);
  });

  it("POST /admin/faults refuses unknown or malformed switches", async () => {
    expect((await admin("POST", "/admin/faults", { rateLimit: { times: 1 } })).status).toBe(400);
    expect((await admin("POST", "/admin/faults", { explode: true })).status).toBe(400);
  });

  it("counts vacancy fetches (faulted ones too) in stats() and GET /admin/requests", async () => {
    sandbox.resetStats();
    sandbox.setFaults({ rateLimit: { times: 1, retryAfterSeconds: 1 } });
    for (let i = 0; i < 3; i += 1) await apiGet(sandbox, `/vacancies/${FIRST_ACTIVE_ID + i}`, token);
    await apiGet(sandbox, `/employers/${sandbox.employerId}/vacancies/active`, token);
    expect(sandbox.stats()).toMatchObject({
      vacancyFetches: 3,
      listFetches: 1,
      rateLimited: 1,
      apiRequests: 4,
    });

    const { stats, requests } = await json(await admin("GET", "/admin/requests"));
    expect(stats.vacancyFetches).toBe(3);
    expect(requests.map((entry: { url: string; status: number }) => [entry.url, entry.status])).toEqual([
      [`/vacancies/${FIRST_ACTIVE_ID}`, 429],
      [`/vacancies/${FIRST_ACTIVE_ID + 1}`, 200],
      [`/vacancies/${FIRST_ACTIVE_ID + 2}`, 200],
      [`/employers/${sandbox.employerId}/vacancies/active`, 200],
    ]);
    expect((await admin("DELETE", "/admin/requests")).status).toBe(204);
    expect(sandbox.stats().vacancyFetches).toBe(0);
  });

  it("POST /admin/clock moves time forward so tokens expire", async () => {
    const tokens = await userTokens(sandbox);
    expect((await admin("POST", "/admin/clock", { advanceSeconds: 1_209_600 })).status).toBe(200);
    const expired = await apiGet(sandbox, "/me", tokens.access_token);
    expect((await json(expired)).errors).toEqual([{ type: "oauth", value: "token_expired" }]);
    token = (await userTokens(sandbox)).access_token;
  });
});

describe("HH_SANDBOX_FAULTS and the other variables", () => {
  it("starts with the faults and options the environment names", async () => {
    const options = optionsFromEnv({
      HH_SANDBOX_PORT: "0",
      HH_SANDBOX_ACTIVE: "3",
      HH_SANDBOX_ARCHIVED: "1",
      HH_CLIENT_ID: "id-x",
      HH_CLIENT_SECRET: "secret-x",
      HH_SANDBOX_REDIRECT_URI: "http://127.0.0.1:9/cb, http://localhost:9/cb",
      HH_SANDBOX_FAULTS: JSON.stringify({ unavailable: { times: 1 } }),
      HH_SANDBOX_ACCESS_TOKEN_TTL: "60",
      HH_SANDBOX_CODE_TTL: "30",
    });
    expect(options).toMatchObject({
      port: 0,
      active: 3,
      archived: 1,
      clientId: "id-x",
      clientSecret: "secret-x",
      redirectUris: ["http://127.0.0.1:9/cb", "http://localhost:9/cb"],
      faults: { unavailable: { times: 1 } },
      accessTokenTtlSeconds: 60,
      codeTtlSeconds: 30,
    });
    const started = await startHhSandbox(options);
    try {
      const response = await fetch(`${started.url}/me`, { headers: { "User-Agent": "Test/1 (t@t.ru)" } });
      expect(response.status).toBe(503);
    } finally {
      await started.close();
    }
  });

  it("names a bad variable instead of starting", () => {
    expect(() => optionsFromEnv({ HH_SANDBOX_FAULTS: "{not json" })).toThrow("HH_SANDBOX_FAULTS");
    expect(() => optionsFromEnv({ HH_SANDBOX_ACTIVE: "many" })).toThrow("HH_SANDBOX_ACTIVE");
  });
});
