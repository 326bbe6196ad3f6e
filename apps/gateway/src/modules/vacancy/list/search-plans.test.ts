import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchLexemes } from "../../../db/tables/vacancy";
import { testDatabases } from "../../../testing/databases";
import { createTestGateway, type TestClient, type TestGateway } from "../../../testing/gateway";
import { insertCompany } from "../../company/queries";
import { SEARCH_WALK_ROWS } from "./search";
import { refreshSearchLexemes } from "./search-lexemes";
import { GUEST_PAGE_TTL_MS, TOTAL_CAP } from "./service";

/** More rows than the walk and the total cap: the total of a common word is capped. */
const ROWS = 12_000;
/** Every row has the common word; one in RARE_EVERY has the rare one too. */
const RARE_EVERY = 1000;
const NEWEST = Date.parse("2026-01-15T09:00:00Z");
const MINUTE = 60_000;

/** Row `g` (1-based) is `g` minutes older than NEWEST: newest first is g ascending. */
const createdAtOf = (g: number) => new Date(NEWEST - g * MINUTE).toISOString();

interface Page {
  vacancies: { title: string; createdAt: string }[];
  nextPageToken?: string | null;
}

describe.each(testDatabases())("search plans and capped totals on $name", (kind) => {
  let gateway: TestGateway;
  let guest: TestClient;

  beforeAll(async () => {
    gateway = await createTestGateway(kind);
    guest = gateway.client();
    const { db } = gateway.database;
    const company = await insertCompany(db, "Курьерская служба", new Date(NEWEST));
    // One statement: each title names its row, so the order can be checked row by row.
    await db.execute(sql`
      insert into vacancies (company_id, title, search_text, created_at, updated_at)
      select ${company.id}::uuid, 'Курьер ' || g,
        'Курьер ' || g || case when g % ${RARE_EVERY} = 0 then ' гляциолог' else '' end,
        ${new Date(NEWEST).toISOString()}::timestamptz - g * interval '1 minute',
        ${new Date(NEWEST).toISOString()}::timestamptz - g * interval '1 minute'
      from generate_series(1, ${ROWS}) as g
    `);
    await db.execute(sql`analyze vacancies`);
  });
  afterAll(() => gateway.close());

  const list = async (query: string): Promise<Page> => {
    const response = await guest.get(`/v1/vacancy?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const search = (word: string) => `filter.search=${encodeURIComponent(word)}`;

  it("has the thresholds this data set straddles", () => {
    expect(ROWS).toBeGreaterThan(TOTAL_CAP);
    // A walk meets two rare matches: a page of five is served by every match, then sorted.
    expect(SEARCH_WALK_ROWS / RARE_EVERY).toBe(2);
  });

  it("pages a common word newest first (the walk), without gaps or repeats", async () => {
    const first = await list(`${search("курьер")}&pageSize=50`);
    const second = await list(`${search("курьер")}&pageSize=50&pageToken=${first.nextPageToken}`);
    const titles = [...first.vacancies, ...second.vacancies].map((vacancy) => vacancy.title);
    expect(titles).toEqual(Array.from({ length: 100 }, (_, index) => `Курьер ${index + 1}`));
    expect(second.vacancies[0]?.createdAt).toBe(createdAtOf(51));
  });

  it("finds every vacancy of a rare word, newest first, across pages (every match, then sorted)", async () => {
    const titles: string[] = [];
    let token: string | null | undefined;
    do {
      const page = await list(`${search("гляциолог")}&pageSize=5${token ? `&pageToken=${token}` : ""}`);
      titles.push(...page.vacancies.map((vacancy) => vacancy.title));
      token = page.nextPageToken;
    } while (token);
    expect(titles).toEqual(
      Array.from({ length: ROWS / RARE_EVERY }, (_, index) => `Курьер ${(index + 1) * RARE_EVERY}`),
    );
  });

  it("pages a rare word one by one the same way (a walk fills a page of one)", async () => {
    const titles: string[] = [];
    let token: string | null | undefined;
    do {
      const page = await list(`${search("гляциолог")}&pageSize=1${token ? `&pageToken=${token}` : ""}`);
      titles.push(...page.vacancies.map((vacancy) => vacancy.title));
      token = page.nextPageToken;
    } while (token);
    expect(titles).toEqual(
      Array.from({ length: ROWS / RARE_EVERY }, (_, index) => `Курьер ${(index + 1) * RARE_EVERY}`),
    );
  });

  it("answers an absent word with an empty list", async () => {
    expect(await list(search("космонавт"))).toEqual({ vacancies: [], nextPageToken: null });
  });

  it("counts exactly up to the cap and says there are more beyond it", async () => {
    const total = async (query: string) => (await guest.get(`/v1/vacancy/total?${query}`)).json();
    expect(await total(search("курьер"))).toEqual({ total: TOTAL_CAP, capped: true });
    expect(await total("")).toEqual({ total: TOTAL_CAP, capped: true });
    expect(await total(search("гляциолог"))).toEqual({ total: ROWS / RARE_EVERY, capped: false });
    expect(await total(search("космонавт"))).toEqual({ total: 0, capped: false });
  });

  /** Every page of `query` (pages of `size`), the titles in order. */
  const allTitles = async (query: string, size: number) => {
    const titles: string[] = [];
    let token: string | null | undefined;
    do {
      const page = await list(`${query}&pageSize=${size}${token ? `&pageToken=${token}` : ""}`);
      titles.push(...page.vacancies.map((vacancy) => vacancy.title));
      token = page.nextPageToken;
    } while (token);
    return titles;
  };

  describe("with the shares of lexemes counted (a rare word skips the walk)", () => {
    const rareTitles = Array.from(
      { length: ROWS / RARE_EVERY },
      (_, index) => `Курьер ${(index + 1) * RARE_EVERY}`,
    );

    beforeAll(async () => {
      expect(await refreshSearchLexemes(gateway.database.db)).toBeGreaterThan(0);
      const shares = await gateway.database.db.select().from(searchLexemes);
      expect(shares.find((row) => row.lexeme === "курьер")?.share).toBe(1);
      // Past the guests' shared pages of the same searches: these are read by the new plans.
      gateway.clock.advance(GUEST_PAGE_TTL_MS);
    });

    it("finds the same pages of rare, common and absent words", async () => {
      for (const size of [1, 5, 11]) expect(await allTitles(search("гляциолог"), size)).toEqual(rareTitles);
      const common = await list(`${search("курьер")}&pageSize=50`);
      expect(common.vacancies.map((vacancy) => vacancy.title)).toEqual(
        Array.from({ length: 50 }, (_, index) => `Курьер ${index + 1}`),
      );
      expect(await list(search("космонавт"))).toEqual({ vacancies: [], nextPageToken: null });
      // Both words, and either of them (an `or` bounds nothing: the walk as before).
      expect(await allTitles(search("курьер гляциолог"), 5)).toEqual(rareTitles);
      expect((await list(`${search("гляциолог or космонавт")}&pageSize=50`)).vacancies).toHaveLength(12);
      expect((await list(`${search("курьер or космонавт")}&pageSize=5`)).vacancies).toHaveLength(5);
    });

    it("counts them as before", async () => {
      const total = async (query: string) => (await guest.get(`/v1/vacancy/total?${query}`)).json();
      expect(await total(search("курьер"))).toEqual({ total: TOTAL_CAP, capped: true });
      expect(await total(search("гляциолог"))).toEqual({ total: ROWS / RARE_EVERY, capped: false });
      expect(await total(search("курьер гляциолог"))).toEqual({ total: ROWS / RARE_EVERY, capped: false });
      expect(await total(search("космонавт"))).toEqual({ total: 0, capped: false });
    });
  });
});
