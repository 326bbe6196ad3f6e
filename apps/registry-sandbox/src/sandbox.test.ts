import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_API_KEY,
  ENTITIES,
  FIND_PARTY_PATH,
  type RegistrySandbox,
  startRegistrySandbox,
} from "./index.js";

// The ИНН check digits (ФНС's weights), written again here so the data file is checked by an
// independent copy of the rule rather than by the code under test.
function validInn(inn: string): boolean {
  const digits = [...inn].map(Number);
  const check = (weights: number[]) =>
    (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;
  if (digits.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[9];
  return (
    digits.length === 12 &&
    check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[10] &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === digits[11]
  );
}

// ОГРН: the first 12 digits modulo 11; ОГРНИП: the first 14 modulo 13; the last digit of that.
function validOgrn(ogrn: string): boolean {
  const body = BigInt(ogrn.slice(0, -1));
  const modulus = ogrn.length === 13 ? 11n : 13n;
  return String((body % modulus) % 10n) === ogrn.slice(-1);
}

let sandbox: RegistrySandbox;
beforeAll(async () => {
  sandbox = await startRegistrySandbox();
});
afterAll(() => sandbox.close());

async function findParty(body: unknown, authorization = `Token ${DEFAULT_API_KEY}`) {
  const response = await fetch(`${sandbox.url}${FIND_PARTY_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", authorization },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read DaData's loose JSON field by field
  return { status: response.status, body: (await response.json()) as any };
}

describe("the entities' file", () => {
  it("holds valid, distinct ИНН and ОГРН, a ИНН of 12 digits exactly for a sole trader", () => {
    for (const entity of ENTITIES) {
      expect(validInn(entity.inn), entity.inn).toBe(true);
      expect(validOgrn(entity.ogrn), entity.ogrn).toBe(true);
      expect(entity.inn.length === 12, entity.inn).toBe(entity.type === "INDIVIDUAL");
      expect(entity.ogrn.length === 15, entity.ogrn).toBe(entity.type === "INDIVIDUAL");
      expect(entity.liquidationDate !== null, entity.inn).toBe(entity.status === "LIQUIDATED");
    }
    expect(new Set(ENTITIES.map((entity) => entity.inn)).size).toBe(ENTITIES.length);
    expect(new Set(ENTITIES.map((entity) => entity.ogrn)).size).toBe(ENTITIES.length);
  });

  it("knows Сбербанк and Газпром as active, real entities, and liquidated and sole-trader ones", () => {
    const byInn = new Map(ENTITIES.map((entity) => [entity.inn, entity]));
    expect(byInn.get("7707083893")).toMatchObject({
      ogrn: "1027700132195",
      status: "ACTIVE",
      fictional: false,
    });
    expect(byInn.get("7736050003")).toMatchObject({
      ogrn: "1027700070518",
      status: "ACTIVE",
      fictional: false,
    });
    expect(ENTITIES.filter((entity) => entity.status === "LIQUIDATED").length).toBeGreaterThanOrEqual(2);
    expect(ENTITIES.some((entity) => entity.type === "INDIVIDUAL" && entity.status === "ACTIVE")).toBe(true);
  });
});

describe("findById/party", () => {
  it("answers an active company in DaData's shape, dates in milliseconds at midnight UTC", async () => {
    const { status, body } = await findParty({ query: "7707083893" });
    expect(status).toBe(200);
    expect(body.suggestions).toHaveLength(1);
    const [suggestion] = body.suggestions;
    expect(suggestion).toMatchObject({
      value: "ПАО СБЕРБАНК",
      data: {
        inn: "7707083893",
        ogrn: "1027700132195",
        type: "LEGAL",
        name: {
          full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
          short_with_opf: "ПАО СБЕРБАНК",
        },
        state: { status: "ACTIVE", registration_date: Date.UTC(1991, 5, 20), liquidation_date: null },
      },
    });
  });

  it("finds by ОГРН too, a liquidated entity with its liquidation date, and a sole trader", async () => {
    const byOgrn = await findParty({ query: "1027700070518" });
    expect(byOgrn.body.suggestions[0].data.inn).toBe("7736050003");
    const liquidated = await findParty({ query: "7718556125" });
    expect(liquidated.body.suggestions[0].data.state).toMatchObject({
      status: "LIQUIDATED",
      liquidation_date: Date.UTC(2021, 10, 10),
    });
    const trader = await findParty({ query: "500361748207" });
    expect(trader.body.suggestions[0].data).toMatchObject({ type: "INDIVIDUAL", ogrn: "318502700047189" });
    expect((await findParty({ query: "500361748207", type: "LEGAL" })).body.suggestions).toEqual([]);
  });

  it("answers an unknown ИНН with no suggestions", async () => {
    expect(ENTITIES.some((entity) => entity.inn === "7701000001")).toBe(false);
    expect(await findParty({ query: "7701000001" })).toEqual({ status: 200, body: { suggestions: [] } });
  });

  it("refuses a missing key (401), a wrong key (403) and a body without a query (400)", async () => {
    expect((await findParty({ query: "7707083893" }, "")).status).toBe(401);
    const wrong = await findParty({ query: "7707083893" }, "Token not-the-key");
    expect(wrong).toEqual({
      status: 403,
      body: { family: "CLIENT_ERROR", reason: "Forbidden", message: "Неправильный API-ключ" },
    });
    expect((await findParty({ inn: "7707083893" })).status).toBe(400);
  });

  it("fails and slows down on its fault switches, and counts the lookups", async () => {
    const before = sandbox.lookups();
    sandbox.setFaults({ status: 503 });
    expect((await findParty({ query: "7707083893" })).status).toBe(503);
    sandbox.setFaults({ delayMs: 300 });
    const started = performance.now();
    expect((await findParty({ query: "7707083893" })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    sandbox.resetFaults();
    expect(sandbox.lookups()).toBe(before + 2);
  });
});
