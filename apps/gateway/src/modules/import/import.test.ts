import { COMPANY_ACCESS_MESSAGES, IMPORT_MESSAGES } from "@rabota/domain/errors";
import { latestImportRunResponseSchema } from "@rabota/domain/wire/import";
import { type HhSandbox, startHhSandbox, UNSAFE_VACANCY_ID } from "@rabota/hh-sandbox";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { importRuns } from "../../db/tables/import";
import { vacancies } from "../../db/tables/vacancy";
import { testDatabases } from "../../testing/databases";
import { employerPayload, registerApplicant, registerEmployer, verifyEmail } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { consentAtSandbox, HH_TEST_REDIRECT_URI, hhSandboxEnv, linkHh } from "../../testing/hh";
import { findEmployerCompanyId } from "../employer/queries";

const ACTIVE = 12;
const ARCHIVED = 7;

// Imports run through pg-boss (a worker polls every 0.5 s in tests): a test may take a while.
describe.each(testDatabases())("hh.ru import on $name", (kind) => {
  let sandbox: HhSandbox;
  let gateway: TestGateway;
  let owner: TestClient;
  let rival: TestClient;
  let pending: TestClient;
  let applicant: TestClient;
  let guest: TestClient;
  let companyId: string;
  let rivalCompanyId: string;

  /** The company's latest run once it is finished (the worker polls pg-boss every 0.5 s, testing/gateway.ts). */
  async function finishedRun(client: TestClient, jobId: string) {
    return vi.waitFor(
      async () => {
        const response = await client.get("/v1/import/hh/runs/latest");
        expect(response.statusCode).toBe(200);
        const { run } = latestImportRunResponseSchema.parse(response.json());
        expect(run?.id).toBe(jobId);
        expect(["done", "failed"]).toContain(run?.status);
        return run as NonNullable<typeof run>;
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  async function importFolder(
    client: TestClient,
    folder: "VACANCY_STATUS_ACTIVE" | "VACANCY_STATUS_ARCHIVED",
  ) {
    const { code } = await linkHh(client);
    const started = await client.post("/v1/import/hh", {
      hhCode: code,
      folders: [folder],
      company: { id: companyId },
    });
    expect(started.statusCode, started.body).toBe(202);
    return finishedRun(client, started.json().jobId);
  }

  const importedRows = () =>
    gateway.database.db
      .select({
        externalId: vacancies.externalId,
        status: vacancies.status,
        description: vacancies.description,
        areaId: vacancies.areaId,
        city: vacancies.city,
        metroStationIds: vacancies.metroStationIds,
      })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, companyId), eq(vacancies.source, "hh")));

  beforeAll(async () => {
    sandbox = await startHhSandbox({ active: ACTIVE, archived: ARCHIVED });
    gateway = await createTestGateway(kind, {
      // One company's employer links and imports all through the file, within a minute of the
      // fake clock: far more than the 10 a minute a person is allowed (write-limits.test.ts).
      env: { JOBS: "true", RATE_LIMITS: "imports=1000", ...hhSandboxEnv(sandbox) },
    });
    [owner, rival, pending, applicant, guest] = Array.from({ length: 5 }, () => gateway.client()) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    const ownerId = await registerEmployer(owner, "owner@import.test", "Ромашка");
    const rivalId = await registerEmployer(rival, "rival@import.test", "Василёк");
    companyId = (await findEmployerCompanyId(gateway.database.db, ownerId)) as string;
    rivalCompanyId = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
    // A second employer asks to join the owner's company and is not approved yet.
    await verifyEmail(pending, "pending@import.test");
    const signup = await pending.post(
      "/v1/auth/employer/signup",
      employerPayload("pending@import.test", { id: companyId, companyName: "Ромашка" }),
    );
    expect(signup.statusCode).toBe(201);
    await registerApplicant(applicant, "anna@import.test");
  });

  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });

  beforeEach(() => {
    sandbox.resetFaults();
  });

  it("gives the hh.ru authorize address with the code flow, our client id, the callback and a fresh state", async () => {
    const first = new URL((await owner.get("/v1/import/hh/authorize")).json().url);
    const second = new URL((await owner.get("/v1/import/hh/authorize")).json().url);
    expect(`${first.origin}${first.pathname}`).toBe(`${sandbox.url}/oauth/authorize`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      response_type: "code",
      client_id: "rabota-sandbox",
      redirect_uri: HH_TEST_REDIRECT_URI,
    });
    expect(first.searchParams.get("state")).toMatch(/^[\w-]{40,}$/);
    expect(second.searchParams.get("state")).not.toBe(first.searchParams.get("state"));
  });

  it("links hh.ru and answers the counts; the same code again is refused without a second exchange", async () => {
    const { code, counts } = await linkHh(owner);
    expect(counts).toEqual({ active: ACTIVE, archived: ARCHIVED });
    const exchanges = sandbox.stats().tokenRequests;
    const { state } = await consentAtSandbox((await owner.get("/v1/import/hh/authorize")).json().url);
    const again = await owner.get(`/v1/import/hh/${code}?state=${state}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/уже использован/);
    expect(sandbox.stats().tokenRequests).toBe(exchanges);
    // The tokens are stored sealed, never as hh.ru issued them.
    const stored = await gateway.database.db.execute(
      sql`select access_token, refresh_token from hh_connections`,
    );
    const [row] = (stored as unknown as { rows: { access_token: string; refresh_token: string }[] }).rows;
    expect(row?.access_token).toMatch(/^v1\./);
    expect(row?.refresh_token).toMatch(/^v1\./);
  });

  it("refuses a state that is unknown, used, another employer's or expired, before exchanging the code", async () => {
    const exchanges = () => sandbox.stats().tokenRequests;
    const before = exchanges();
    const { code, state } = await consentAtSandbox((await owner.get("/v1/import/hh/authorize")).json().url);
    expect((await owner.get(`/v1/import/hh/${code}?state=forged-state`)).statusCode).toBe(400);
    expect((await owner.get(`/v1/import/hh/${code}`)).statusCode).toBe(400);
    // The rival's state is bound to the rival: the owner's callback cannot use it, nor the reverse.
    const rivalGrant = await consentAtSandbox((await rival.get("/v1/import/hh/authorize")).json().url);
    expect((await owner.get(`/v1/import/hh/${code}?state=${rivalGrant.state}`)).statusCode).toBe(400);
    expect((await rival.get(`/v1/import/hh/${rivalGrant.code}?state=${state}`)).statusCode).toBe(400);
    // States live 10 minutes.
    gateway.clock.advance(11 * 60 * 1000);
    const late = await owner.get(`/v1/import/hh/${code}?state=${state}`);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/устарела/);
    expect(exchanges()).toBe(before);
  });

  it("lets only an active member of the company reach the import, for its own company", async () => {
    const body = { hhCode: "x", folders: ["VACANCY_STATUS_ACTIVE"], company: { id: companyId } };
    expect((await guest.get("/v1/import/hh/authorize")).statusCode).toBe(401);
    expect((await guest.post("/v1/import/hh", body)).statusCode).toBe(401);
    for (const client of [applicant, pending]) {
      for (const response of [
        await client.get("/v1/import/hh/authorize"),
        await client.get("/v1/import/hh/some-code?state=s"),
        await client.get("/v1/import/hh/runs/latest"),
        await client.post("/v1/import/hh", body),
      ]) {
        expect(response.statusCode).toBe(403);
      }
    }
    const pendingAnswer = await pending.post("/v1/import/hh", body);
    expect(pendingAnswer.json().message).toBe(COMPANY_ACCESS_MESSAGES.forbidden.pending);
    // Another company's employer cannot import into this company, even with this company's code.
    const { code } = await linkHh(owner);
    const intoOther = await rival.post("/v1/import/hh", { ...body, hhCode: code });
    expect(intoOther.statusCode).toBe(403);
    // …nor import into its own company with a code this company exchanged.
    const withOthersCode = await rival.post("/v1/import/hh", {
      ...body,
      hhCode: code,
      company: { id: rivalCompanyId },
    });
    expect(withOthersCode.statusCode).toBe(400);
    expect(await gateway.database.db.select().from(importRuns)).toEqual([]);
    expect((await rival.get("/v1/import/hh/runs/latest")).json()).toEqual({ run: null });
  });

  it("imports the active folder: public at once, searchable, sanitised; twice updates and never duplicates", async () => {
    const first = await importFolder(owner, "VACANCY_STATUS_ACTIVE");
    expect(first).toMatchObject({ status: "done", folder: "VACANCY_STATUS_ACTIVE", total: ACTIVE });
    expect(first).toMatchObject({ imported: ACTIVE, updated: 0, failed: 0, failures: [] });
    expect(first.startedAt).not.toBeNull();
    expect(first.finishedAt).not.toBeNull();

    const listed = (await guest.get(`/v1/vacancy?pageSize=50&filter.companyId=${companyId}`)).json()
      .vacancies as {
      id: string;
      title: string;
      description: string;
    }[];
    expect(listed).toHaveLength(ACTIVE);
    const [sample] = listed;
    const found = await guest.get(
      `/v1/vacancy?pageSize=50&filter.search=${encodeURIComponent(sample?.title ?? "")}`,
    );
    expect(found.json().vacancies.map((item: { id: string }) => item.id)).toContain(sample?.id);
    const unsafe = (await importedRows()).find((row) => row.externalId === UNSAFE_VACANCY_ID);
    expect(unsafe?.description).toBeTruthy();
    expect(unsafe?.description).not.toMatch(/<script|onclick|javascript:/i);
    // hh.ru's areas and stations are the dictionary's: each vacancy has its area, and those
    // with a metro address a station of that city.
    const placed = await importedRows();
    expect(placed.every((row) => row.areaId !== null)).toBe(true);
    expect(placed.some((row) => row.metroStationIds.length > 0)).toBe(true);
    expect(placed.find((row) => row.areaId === "1")?.city ?? "Москва").toBe("Москва");

    const second = await importFolder(owner, "VACANCY_STATUS_ACTIVE");
    expect(second).toMatchObject({ status: "done", total: ACTIVE, imported: 0, updated: ACTIVE, failed: 0 });
    const rows = await importedRows();
    expect(rows).toHaveLength(ACTIVE);
    expect(new Set(rows.map((row) => row.externalId)).size).toBe(ACTIVE);
  });

  it("imports the archived folder as archived: the company sees it, the public never", async () => {
    const run = await importFolder(owner, "VACANCY_STATUS_ARCHIVED");
    expect(run).toMatchObject({ status: "done", total: ARCHIVED, imported: ARCHIVED, failed: 0 });
    const archived = (await importedRows()).filter((row) => row.status === "VACANCY_STATUS_ARCHIVED");
    expect(archived).toHaveLength(ARCHIVED);
    const own = await owner.get(
      `/v1/vacancy?pageSize=50&filter.companyId=${companyId}&filter.status=VACANCY_STATUS_ARCHIVED`,
    );
    expect(own.json().vacancies).toHaveLength(ARCHIVED);
    const publicIds = (await guest.get("/v1/vacancy?pageSize=50"))
      .json()
      .vacancies.map((item: { id: string }) => item.id);
    expect(publicIds).toHaveLength(ACTIVE);
    expect(
      (await guest.get("/v1/vacancy?pageSize=50&filter.status=VACANCY_STATUS_ARCHIVED")).statusCode,
    ).toBe(403);
  });

  it("runs one import per company at a time: a second one meanwhile is a 409 IMPORT_RUNNING", async () => {
    const { code } = await linkHh(owner);
    sandbox.setFaults({ delayMs: 150 });
    const body = { hhCode: code, folders: ["VACANCY_STATUS_ACTIVE"], company: { id: companyId } };
    const answers = await Promise.all([owner.post("/v1/import/hh", body), owner.post("/v1/import/hh", body)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: "IMPORT_RUNNING",
      message: IMPORT_MESSAGES.alreadyRunning,
    });
    const accepted = answers.find((answer) => answer.statusCode === 202);
    sandbox.resetFaults();
    expect(await finishedRun(owner, accepted?.json().jobId)).toMatchObject({
      status: "done",
      updated: ACTIVE,
    });
    // The database itself refuses a second active run of the company.
    const insertTwo = gateway.database.db.insert(importRuns).values([
      { companyId, folder: "VACANCY_STATUS_ACTIVE", status: "queued", createdAt: new Date() },
      { companyId, folder: "VACANCY_STATUS_ACTIVE", status: "running", createdAt: new Date() },
    ]);
    await expect(insertTwo).rejects.toThrow();
  });

  it("rides out 429 with Retry-After, 503 and an expired token, and records vacancies hh.ru cannot give", async () => {
    const { code } = await linkHh(owner);
    const before = sandbox.stats();
    const lost = String(Number(UNSAFE_VACANCY_ID) + 3);
    sandbox.setFaults({
      rateLimit: { times: 3, retryAfterSeconds: 1 },
      unavailable: { times: 2 },
      expireTokens: true,
      failVacancyIds: [lost],
    });
    const started = await owner.post("/v1/import/hh", {
      hhCode: code,
      folders: ["VACANCY_STATUS_ACTIVE"],
      company: { id: companyId },
    });
    expect(started.statusCode).toBe(202);
    const run = await finishedRun(owner, started.json().jobId);
    expect(run).toMatchObject({ status: "done", total: ACTIVE, updated: ACTIVE - 1, failed: 1 });
    expect(run.failures).toEqual([
      { externalId: lost, title: expect.any(String), reason: expect.stringMatching(/не найдена/) },
    ]);
    const after = sandbox.stats();
    expect(after.rateLimited - before.rateLimited).toBe(3);
    expect(after.unavailable - before.unavailable).toBe(2);
    // The expired token was refreshed (one token request), not re-linked.
    expect(after.tokenRequests - before.tokenRequests).toBe(1);
  });

  it("answers 502 with a clear message when hh.ru fails the callback's counts", async () => {
    const { code, state } = await consentAtSandbox((await owner.get("/v1/import/hh/authorize")).json().url);
    sandbox.setFaults({ unavailable: { times: 100 } });
    const response = await owner.get(`/v1/import/hh/${code}?state=${state}`);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/hh\.ru не ответил/);
  });
});

describe.each(testDatabases())("hh.ru import switched off on $name", (kind) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway(kind);
  });
  afterAll(() => gateway?.close());

  it("answers 503 with a clear message when hh.ru is not configured", async () => {
    const client = gateway.client();
    await registerEmployer(client, "solo@import.test");
    const response = await client.get("/v1/import/hh/authorize");
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/не настроен/);
  });
});
