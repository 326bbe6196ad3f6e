import { COMPANY_ACCESS_MESSAGES } from "@rabota/domain/errors";
import { VERIFICATION_MESSAGES } from "@rabota/domain/wire/companies";
import {
  DEFAULT_API_KEY,
  ENTITIES,
  type RegistrySandbox,
  startRegistrySandbox,
} from "@rabota/registry-sandbox";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyVerifications } from "../../db/tables/verification";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer, registerJoiner } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";
import { DadataRegistry } from "./dadata-registry";
import { RegistryUnavailableError } from "./provider";
import { DEMO_COMPANY_REGISTRY_ENTRY, seedDemoVerification } from "./seed";
import { VerificationService } from "./service";

const SBERBANK = "7707083893";
const GAZPROM = "7736050003";
const SOLE_TRADER = "500361748207";
const LIQUIDATED = "7718556125";
const LIQUIDATING = "5047882131";
const BANKRUPT = "5406128770";
/** Valid check digits, in no registry. */
const UNKNOWN = "7701000001";
/**
 * The registry's timeout in these tests: the production default, so a loaded machine's slow
 * answer is never taken for a registry that does not answer (300 ms once was, in CI); the slow
 * sandbox answers three times later still.
 */
const TIMEOUT_MS = 5_000;

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe("the DaData client against the registry sandbox (real HTTP)", () => {
  let sandbox: RegistrySandbox;
  beforeAll(async () => {
    sandbox = await startRegistrySandbox();
  });
  afterAll(() => sandbox.close());
  const registry = (apiKey = DEFAULT_API_KEY) =>
    new DadataRegistry({ url: sandbox.url, apiKey, timeoutMs: 5_000 });

  it("reads an active company, a sole trader, liquidated and unknown entities", async () => {
    expect(await registry().findByInn(SBERBANK)).toEqual({
      status: "active",
      legalName: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      inn: SBERBANK,
      ogrn: "1027700132195",
      registeredOn: "1991-06-20",
    });
    expect(await registry().findByInn(SOLE_TRADER)).toMatchObject({
      status: "active",
      ogrn: "318502700047189",
    });
    for (const inn of [LIQUIDATED, LIQUIDATING, BANKRUPT])
      expect((await registry().findByInn(inn)).status, inn).toBe("liquidated");
    expect(await registry().findByInn(UNKNOWN)).toEqual({
      status: "unknown",
      legalName: null,
      inn: UNKNOWN,
      ogrn: null,
      registeredOn: null,
    });
  });

  it("says the registry is unavailable for a wrong key and a failing registry", async () => {
    await expect(registry("wrong-key").findByInn(SBERBANK)).rejects.toBeInstanceOf(RegistryUnavailableError);
    sandbox.setFaults({ status: 500 });
    try {
      await expect(registry().findByInn(SBERBANK)).rejects.toBeInstanceOf(RegistryUnavailableError);
    } finally {
      sandbox.resetFaults();
    }
  });

  it("agrees with the demo seed's record of the demo company", async () => {
    expect(await registry().findByInn(DEMO_COMPANY_REGISTRY_ENTRY.inn)).toEqual({
      status: "active",
      ...DEMO_COMPANY_REGISTRY_ENTRY,
    });
  });
});

describe.each(testDatabases())("company verification on $name", (kind) => {
  let sandbox: RegistrySandbox;
  let gateway: TestGateway;
  let owner: TestClient;
  let ownerId: string;
  let companyA: string;
  let vacancyA: string;
  let rival: TestClient;
  let companyB: string;
  let pending: TestClient;
  let applicant: TestClient;
  let guest: TestClient;

  const verify = (client: TestClient, companyId: string, inn: unknown) =>
    client.post(`/v1/company/${companyId}/verification`, { inn });
  const stored = async (companyId: string) =>
    gateway.database.db
      .select()
      .from(companyVerifications)
      .where(eq(companyVerifications.companyId, companyId));
  const service = () =>
    new VerificationService({
      db: gateway.database.db,
      now: gateway.clock.now,
      registry: new DadataRegistry({ url: sandbox.url, apiKey: sandbox.apiKey, timeoutMs: TIMEOUT_MS }),
      log: silentLog,
    });

  beforeAll(async () => {
    sandbox = await startRegistrySandbox();
    gateway = await createTestGateway(kind, {
      env: {
        REGISTRY_URL: sandbox.url,
        REGISTRY_API_KEY: sandbox.apiKey,
        REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS),
        RATE_LIMITS: "verifications=1000",
      },
    });
    [owner, rival, pending, applicant, guest] = Array.from({ length: 5 }, () => gateway.client()) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    ownerId = await registerEmployer(owner, "owner@verify.ru", "Ромашка");
    const rivalId = await registerEmployer(rival, "rival@verify.ru", "Лютик");
    companyA = (await findEmployerCompanyId(gateway.database.db, ownerId)) as string;
    companyB = (await findEmployerCompanyId(gateway.database.db, rivalId)) as string;
    await registerJoiner(pending, "pending@verify.ru", { id: companyA, companyName: "Ромашка" });
    await registerApplicant(applicant, "applicant@verify.ru");
    expect((await login(owner, "owner@verify.ru")).statusCode).toBe(200);
    [vacancyA] = (await insertVacancies(gateway.database.db, {
      companyId: companyA,
      companyName: "Ромашка",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(42)), status: "VACANCY_STATUS_ACTIVE" },
          createdAt: gateway.clock.now(),
        },
      ],
    })) as [string];
  });
  afterAll(async () => {
    await gateway.close();
    await sandbox.close();
  });
  beforeEach(() => sandbox.resetFaults());

  it("lets only an active member of the company verify it (401 guest, 403 others), asking no registry", async () => {
    const before = sandbox.lookups();
    expect((await verify(guest, companyA, SBERBANK)).statusCode).toBe(401);
    expect((await verify(applicant, companyA, SBERBANK)).statusCode).toBe(403);
    const otherCompany = await verify(rival, companyA, SBERBANK);
    expect(otherCompany.statusCode).toBe(403);
    expect(otherCompany.json().message).toBe(COMPANY_ACCESS_MESSAGES.otherCompany);
    expect((await verify(pending, companyA, SBERBANK)).statusCode).toBe(403);
    expect(sandbox.lookups()).toBe(before);
    expect(await stored(companyA)).toEqual([]);
  });

  it("refuses wrong check digits with «Некорректный ИНН» under inn: nothing stored, no registry asked", async () => {
    const before = sandbox.lookups();
    for (const inn of [
      "7707083894",
      "770708389",
      "77070838931",
      "500361748208",
      "abcdefghij",
      "",
      7707083893,
    ]) {
      const response = await verify(owner, companyA, inn);
      expect(response.statusCode, String(inn)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION", issues: [{ path: ["inn"] }] });
      if (typeof inn === "string") {
        expect(response.json().message).toBe("Некорректный ИНН");
        expect(response.json().issues[0].message).toBe("Некорректный ИНН");
      }
    }
    expect(
      (await owner.post(`/v1/company/${companyA}/verification`, { inn: SBERBANK, extra: 1 })).statusCode,
    ).toBe(400);
    expect(sandbox.lookups()).toBe(before);
    expect(await stored(companyA)).toEqual([]);
  });

  it("refuses a liquidated, liquidating, bankrupt or unknown entity with the reason (422), storing nothing", async () => {
    for (const inn of [LIQUIDATED, LIQUIDATING, BANKRUPT]) {
      const response = await verify(owner, companyA, inn);
      expect(response.statusCode, inn).toBe(422);
      expect(response.json()).toEqual({ message: VERIFICATION_MESSAGES.liquidated, code: "VALIDATION" });
    }
    const unknown = await verify(owner, companyA, UNKNOWN);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: VERIFICATION_MESSAGES.unknown, code: "VALIDATION" });
    expect(ENTITIES.some((entity) => entity.inn === UNKNOWN)).toBe(false);
    expect(await stored(companyA)).toEqual([]);
  });

  it("answers 503 with Retry-After when the registry fails or does not answer in time", async () => {
    sandbox.setFaults({ status: 502 });
    const failing = await verify(owner, companyA, SBERBANK);
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ message: VERIFICATION_MESSAGES.registryUnavailable, code: "UNKNOWN" });
    expect(Number(failing.headers["retry-after"])).toBeGreaterThan(0);
    // Three times the gateway's timeout: the gateway gives up long before the sandbox answers.
    sandbox.setFaults({ delayMs: TIMEOUT_MS * 3 });
    const slow = await verify(owner, companyA, SBERBANK);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toBe(VERIFICATION_MESSAGES.registryUnavailable);
    expect(await stored(companyA)).toEqual([]);
  });

  it("verifies an active entity (spaces allowed), stores who and when, and the company's cards say so", async () => {
    expect((await owner.get(`/v1/vacancy/${vacancyA}`)).json().vacancy.company.verified).toBe(false);
    const response = await verify(owner, companyA, "7707 083 893");
    expect(response.statusCode, response.body).toBe(200);
    const verification = {
      legalName: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      inn: SBERBANK,
      ogrn: "1027700132195",
      registeredOn: "1991-06-20",
      verifiedAt: gateway.clock.now().toISOString(),
    };
    expect(response.json()).toEqual({ verification });
    expect(await stored(companyA)).toEqual([
      expect.objectContaining({ inn: SBERBANK, verifiedBy: ownerId, verifiedAt: gateway.clock.now() }),
    ]);
    expect(await service().of(companyA)).toEqual(verification);
    expect(await service().isVerified(companyA)).toBe(true);
    expect(await service().isVerified(companyB)).toBe(false);
    expect(await service().of("not-a-uuid")).toBeNull();
    // The guest's card and list (memoised lists forget on a verification).
    expect((await guest.get(`/v1/vacancy/${vacancyA}`)).json().vacancy.company.verified).toBe(true);
    const list = (await guest.get(`/v1/vacancy?filter.companyId=${companyA}`)).json();
    expect(
      list.vacancies.map((vacancy: { company: { verified: boolean } }) => vacancy.company.verified),
    ).toEqual([true]);
  });

  it("refuses a ИНН that verifies another company (409) before asking the registry", async () => {
    const before = sandbox.lookups();
    const taken = await verify(rival, companyB, SBERBANK);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: VERIFICATION_MESSAGES.takenByAnother, code: "CONFLICT" });
    expect(sandbox.lookups()).toBe(before);
    expect(await stored(companyB)).toEqual([]);
    // The seed stores without the check (an empty database); the service records with it.
    await expect(
      seedDemoVerification(gateway.database.db, {
        companyId: companyB,
        employerId: ownerId,
        now: gateway.clock.now(),
      }),
    ).resolves.toBeUndefined();
    await expect(
      service().record(gateway.database.db, {
        companyId: companyA,
        ...DEMO_COMPANY_REGISTRY_ENTRY,
        verifiedBy: ownerId,
        verifiedAt: gateway.clock.now(),
      }),
    ).rejects.toMatchObject({ status: 409 });
    await gateway.database.db
      .delete(companyVerifications)
      .where(eq(companyVerifications.companyId, companyB));
  });

  it("re-verifying replaces the verification, and frees the ИНН it had", async () => {
    gateway.clock.advance(60_000);
    const trader = await verify(owner, companyA, SOLE_TRADER);
    expect(trader.statusCode, trader.body).toBe(200);
    expect(trader.json().verification).toMatchObject({
      inn: SOLE_TRADER,
      ogrn: "318502700047189",
      legalName: "Индивидуальный предприниматель Кузнецова Анна Сергеевна",
      verifiedAt: gateway.clock.now().toISOString(),
    });
    expect(await stored(companyA)).toHaveLength(1);
    // A refused re-verification keeps what the company had.
    expect((await verify(owner, companyA, LIQUIDATED)).statusCode).toBe(422);
    expect((await stored(companyA))[0]?.inn).toBe(SOLE_TRADER);
    expect((await verify(rival, companyB, SBERBANK)).statusCode).toBe(200);
    expect((await verify(rival, companyB, GAZPROM)).json().verification.registeredOn).toBe("1993-02-25");
  });
});
