import { randomUUID } from "node:crypto";
import { RATE_LIMIT_MESSAGES } from "@rabota/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../db/tables/limits";
import { RateLimits } from "../platform/limits/rate-limits";
import { routeKey } from "../platform/limits/route-limits";
import { DEFAULT_LIMIT_RULES, type LimitName } from "../platform/limits/rules";
import { type TestDatabaseKind, testDatabases } from "../testing/databases";
import { registerApplicant, registerEmployer } from "../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../testing/gateway";
import { type Replicas, twoReplicas } from "../testing/replicas";
import { routeCollector, takesBody } from "../testing/routes";
import { findEmployerCompanyId } from "./employer/queries";
import { UNLIMITED_WRITES, WRITE_LIMITS } from "./write-limits";

const MINUTE = 60_000;
/** The maximum every write family gets in the table-driven test. */
const SMALL = 2;
const RETRY_MESSAGE = /^Слишком много запросов\. Повторите через \d+ секунд[уы]?\.$/;

/** RATE_LIMITS setting every write family (not the code caps) to `max`. */
function everyFamilyAt(max: number): string {
  return Object.values(WRITE_LIMITS)
    .filter((name, index, all) => all.indexOf(name) === index)
    .map((name) => `${name}=${max}`)
    .join(",");
}

/** A 429 with `Retry-After` within the family's window (a minute unless named) and its Russian message. */
function expectRefused(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  windowMs = MINUTE,
) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers["retry-after"]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.json()).toEqual({
    message: RATE_LIMIT_MESSAGES.tooManyRequests(seconds),
    code: "RATE_LIMITED",
  });
}

describe("the table of write limits", () => {
  it("names every write route of the app, and only routes that exist", async () => {
    const [pglite] = testDatabases();
    const { collect, routes } = routeCollector();
    const gateway = await createTestGateway(pglite as TestDatabaseKind, { onRoute: collect });
    try {
      const writes = routes
        .filter((route) => takesBody(route.method) || WRITE_LIMITS[routeKey(route.method, route.url)])
        .map((route) => routeKey(route.method, route.url));
      const exempt = (key: string) =>
        Object.keys(UNLIMITED_WRITES).some((pattern) =>
          pattern.endsWith("*") ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
        );
      const unlisted = writes.filter((key) => !WRITE_LIMITS[key] && !exempt(key));
      expect(unlisted, "add these write routes to modules/write-limits.ts").toEqual([]);
      const missing = Object.keys(WRITE_LIMITS).filter((key) => !writes.includes(key));
      expect(missing, "these limited routes do not exist").toEqual([]);
    } finally {
      await gateway.close();
    }
  });
});

describe.each(testDatabases())("per-user write limits on $name", (kind) => {
  let gateway: TestGateway;
  let applicant: TestClient;
  let applicantId: string;
  let employer: TestClient;
  let employerCompanyId: string;
  let counter = 0;

  beforeAll(async () => {
    gateway = await createTestGateway(kind, { env: { RATE_LIMITS: everyFamilyAt(SMALL) } });
    applicant = gateway.client();
    applicantId = await registerApplicant(applicant, "limited-applicant@mail.ru");
    employer = gateway.client();
    const employerId = await registerEmployer(employer, "limited-employer@mail.ru", "Лимит");
    employerCompanyId = (await findEmployerCompanyId(gateway.database.db, employerId)) ?? "";
  });
  afterAll(() => gateway.close());

  const newApplicant = async () => {
    counter += 1;
    const client = gateway.client();
    const id = await registerApplicant(client, `limited-${counter}@mail.ru`);
    return { client, id };
  };

  /**
   * One route of each family, called as a user it lets through its guard and with valid input:
   * whatever the handler answers (404 for made-up ids), the call counts.
   */
  const families: [LimitName, () => { client: TestClient; method: string; url: string; payload?: object }][] =
    [
      [
        "profile",
        () => ({
          client: applicant,
          method: "PUT",
          url: `/v1/profile/${applicantId}`,
          payload: { name: "Анна", surname: "Смирнова" },
        }),
      ],
      [
        "company",
        () => ({ client: employer, method: "POST", url: `/v1/company/${randomUUID()}/members/request` }),
      ],
      [
        "likes",
        () => ({ client: applicant, method: "POST", url: `/v1/vacancy/${randomUUID()}/like/${applicantId}` }),
      ],
      [
        "responses",
        () => ({
          client: applicant,
          method: "POST",
          url: `/v1/vacancy/${randomUUID()}/response/${applicantId}`,
        }),
      ],
      [
        "decisions",
        () => ({
          client: employer,
          method: "DELETE",
          url: `/v1/vacancy/${randomUUID()}/responses/${randomUUID()}/rejection`,
        }),
      ],
      [
        "chat",
        () => ({
          client: applicant,
          method: "POST",
          url: `/v1/chat/response/${randomUUID()}/${applicantId}`,
        }),
      ],
      [
        "uploads",
        () => ({
          client: applicant,
          method: "DELETE",
          url: `/v1/profile/files/${applicantId}/${randomUUID()}`,
        }),
      ],
      [
        "tests",
        () => ({ client: applicant, method: "POST", url: `/v1/tests/sessions/${randomUUID()}/finish` }),
      ],
      ["searches", () => ({ client: applicant, method: "PUT", url: `/v1/hidden/vacancies/${randomUUID()}` })],
      [
        "candidates",
        () => ({
          client: applicant,
          method: "POST",
          url: `/v1/profile/contact-requests/${randomUUID()}/decision`,
          payload: { decision: "accept" },
        }),
      ],
      [
        "reviews",
        () => ({
          client: applicant,
          method: "POST",
          url: `/v1/company/${randomUUID()}/reviews`,
          payload: { rating: 4, text: "Ответили быстро, на собеседовании всё рассказали честно" },
        }),
      ],
      [
        "complaints",
        () => ({
          client: applicant,
          method: "POST",
          url: "/v1/complaints",
          payload: { targetType: "vacancy", targetId: randomUUID(), reason: "fraud" },
        }),
      ],
      [
        "verifications",
        () => ({
          client: employer,
          method: "POST",
          url: `/v1/company/${employerCompanyId}/verification`,
          // Unknown to the registry (none runs here: 503), valid check digits: the call counts.
          payload: { inn: "7701000001" },
        }),
      ],
      [
        "imports",
        () => ({
          client: employer,
          method: "GET",
          url: `/v1/import/hh/hh-code-${randomUUID()}?state=unknown`,
        }),
      ],
    ];

  it("covers every write family", () => {
    expect(families.map(([name]) => name).sort()).toEqual([...new Set(Object.values(WRITE_LIMITS))].sort());
  });

  it.each(families)(
    "refuses the %s family past its limit with 429, Retry-After and a Russian message",
    async (name, call) => {
      for (let attempt = 1; attempt <= SMALL; attempt += 1) {
        const { client, ...request } = call();
        const response = await client.request(request);
        expect(response.statusCode, response.body).not.toBe(429);
        // (The import answers 503 here: this gateway has no hh.ru configured.)
        expect(response.statusCode, response.body).not.toBe(500);
      }
      const { client, ...request } = call();
      expectRefused(await client.request(request), DEFAULT_LIMIT_RULES[name].windowMs);
    },
  );

  it("counts a HEAD of a limited read as that read (Fastify runs the GET's handler)", async () => {
    const boss = gateway.client();
    await registerEmployer(boss, "limited-head@mail.ru", "Лимит-HEAD");
    const counts = (method: string) =>
      boss.request({ method, url: `/v1/import/hh/hh-code-${randomUUID()}?state=unknown` });
    for (let attempt = 1; attempt <= SMALL; attempt += 1)
      expect((await counts("HEAD")).statusCode).not.toBe(429);
    expectRefused(await counts("GET"));
  });

  it("counts per user, and lets the user in again when the window ends", async () => {
    const first = await newApplicant();
    const second = await newApplicant();
    const save = (who: { client: TestClient; id: string }, name = "Ян") =>
      who.client.request({ method: "PUT", url: `/v1/profile/${who.id}`, payload: { name, surname: "Ли" } });
    for (let attempt = 1; attempt <= SMALL; attempt += 1) {
      const saved = await save(first);
      expect(saved.statusCode).toBe(200);
      // Each counted call says where the user stands, in the IETF draft's fields.
      expect(saved.headers).toMatchObject({
        "ratelimit-limit": String(SMALL),
        "ratelimit-remaining": String(SMALL - attempt),
        "ratelimit-reset": "60",
        "ratelimit-policy": `"profile";q=${SMALL};w=60`,
        ratelimit: `"profile";r=${SMALL - attempt};t=60`,
      });
    }
    const refused = await save(first, "Отказ");
    expectRefused(refused);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.headers).toMatchObject({ "ratelimit-remaining": "0", "ratelimit-limit": String(SMALL) });
    // The refused save changed nothing, and someone else is not affected.
    expect((await first.client.get(`/v1/profile/${first.id}`)).json().profile.name).toBe("Ян");
    expect((await save(second)).statusCode).toBe(200);
    gateway.clock.advance(MINUTE);
    expect((await save(first)).statusCode).toBe(200);
  });

  it("admits no more than the limit from 20 parallel requests", async () => {
    gateway.clock.advance(MINUTE);
    const { client, id } = await newApplicant();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        client.request({
          method: "PUT",
          url: `/v1/profile/${id}`,
          payload: { name: "Параллель", surname: `Номер${"а".repeat(index + 1)}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SMALL);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SMALL);
  });
});

describe.each(testDatabases())("the counters on $name", (kind) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());

  it("are swept once their window has ended, and only then", async () => {
    const { database, clock, config } = gateway;
    const limits = new RateLimits({ db: database.db, now: clock.now, rules: config.rateLimits });
    await limits.take("profile", "sweep-a");
    await limits.take("codeChecks", "sweep@mail.ru");
    expect(await limits.sweep()).toBe(0);
    clock.advance(MINUTE);
    // The minute's counter is dead, the hour's still counts.
    expect(await limits.sweep()).toBe(1);
    const left = await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left).toHaveLength(1);
    // The key names the limit; the subject is kept as a digest, never as the address itself.
    expect(left[0]?.key).toMatch(/^codeChecks:[\w-]{43}$/);
  });
});

describe.each(testDatabases())("the default limits on $name", (kind) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway.close());

  it("lets a script save a profile 30 times a minute, not 100", async () => {
    const client = gateway.client();
    const id = await registerApplicant(client, "script@mail.ru");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await client.request({
        method: "PUT",
        url: `/v1/profile/${id}`,
        payload: { name: "Скрипт", surname: "Быстрый" },
      });
      statuses.push(response.statusCode);
    }
    const allowed = DEFAULT_LIMIT_RULES.profile.max;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(200));
    expect(statuses.slice(allowed)).toEqual(Array(100 - allowed).fill(429));
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("two gateways on one PostgreSQL", () => {
  let replicas: Replicas;
  let a: TestGateway;
  let b: TestGateway;

  beforeAll(async () => {
    replicas = await twoReplicas(postgresUrl ?? "", {
      env: { RATE_LIMITS: "profile=5", AUTH_RATE_LIMIT: "4" },
    });
    ({ a, b } = replicas);
  });
  afterAll(() => replicas?.close());

  it("share one limit: together they admit the limit, not twice it", async () => {
    const onA = a.client();
    const id = await registerApplicant(onA, "two-replicas@mail.ru");
    // The same session on the other replica (the browser's cookies go to whichever answers).
    const onB = b.client();
    for (const [name, cookie] of onA.cookies) onB.cookies.set(name, cookie);
    const save = (client: TestClient, index: number) =>
      client.request({
        method: "PUT",
        url: `/v1/profile/${id}`,
        payload: { name: "Реплика", surname: `Номер${"а".repeat(index + 1)}` },
      });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => save(index % 2 === 0 ? onA : onB, index)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it("share the per-address limit of the sign-in calls: 10 parallel calls from one address admit 4", async () => {
    const check = (index: number) =>
      (index % 2 === 0 ? a : b).client().post("/v1/auth/check-email", {
        email: `address-${index}@mail.ru`,
        role: "applicant",
      });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => check(index)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toMatchObject({ code: "RATE_LIMITED", message: RETRY_MESSAGE });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });
});
