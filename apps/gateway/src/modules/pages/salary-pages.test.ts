import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { SalaryRefresh } from "../salaries";

const ORIGIN = "https://rabota.example";
const INDEX = `<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Работа</title></head><body><div id="root"></div></body></html>`;
const DEVELOPER = "96";
const ACCOUNTANT = "18";
const TULA = "92";

const meta = (document: HTMLElement, selector: string) =>
  document.querySelector(selector)?.getAttribute("content");
const jsonLd = (document: HTMLElement) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "null");
const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

/**
 * The public salary pages (issue 45): the head names the figures, a JSON-LD `Occupation` carries
 * them (only with enough vacancies), an unknown or malformed profession or area is 404, and the
 * sitemap lists the pages with figures only. (Their markup — charts and tables — is the web
 * build's server rendering, which apps/web/e2e/salary-pages.spec.ts checks.)
 */
describe.each(testDatabases())("salary pages on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;

  const get = (url: string) => gateway.app.inject({ method: "GET", url });

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "rabota-salary-pages-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    gateway = await createTestGateway(kind, { env: { WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN } });
    employer = gateway.client();
    await registerEmployer(employer, "owner@salary-pages.ru", "Тульский софт");
    expect((await login(employer, "owner@salary-pages.ru")).statusCode).toBe(200);
    const create = async (body: Record<string, unknown>) => {
      gateway.clock.advance(1_000);
      const response = await employer.post("/v1/vacancy", {
        status: "VACANCY_STATUS_ACTIVE",
        salaryCurrency: "RUB",
        salaryGross: true,
        areaId: TULA,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    for (const salaryFrom of [80_000, 100_000, 120_000, 150_000, 200_000, 260_000])
      await create({ title: "Разработчик", professionId: DEVELOPER, salaryFrom });
    for (const salaryFrom of [60_000, 70_000])
      await create({ title: "Бухгалтер", professionId: ACCOUNTANT, salaryFrom });
    await new SalaryRefresh({ db: gateway.database.db, now: gateway.clock.now }).run();
  });
  afterAll(() => gateway.close());

  it("names the figures in the head and describes them as a schema.org Occupation", async () => {
    const response = await get(`/salaries/${DEVELOPER}/${TULA}`);
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    expect(document.querySelector("title")?.text).toBe("Зарплаты: Программист, разработчик — Тула — Работа");
    expect(meta(document, 'meta[name="description"]')?.replaceAll("\u00a0", " ")).toBe(
      "Зарплаты: Программист, разработчик — Тула. Медиана — 135 000 ₽ в месяц до вычета НДФЛ, по 6 вакансиям за 12 месяцев; половина предложений — от 105 000 до 187 500 ₽.",
    );
    const canonical = `${ORIGIN}/salaries/${DEVELOPER}/${TULA}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(jsonLd(document)).toEqual({
      "@context": "https://schema.org",
      "@type": "Occupation",
      name: "Программист, разработчик",
      occupationalCategory: "Информационные технологии",
      occupationLocation: [{ "@type": "City", name: "Тула" }],
      estimatedSalary: [
        {
          "@type": "MonetaryAmountDistribution",
          name: "base",
          currency: "RUB",
          duration: "P1M",
          percentile10: 90_000,
          percentile25: 105_000,
          median: 135_000,
          percentile75: 187_500,
          percentile90: 230_000,
        },
      ],
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    });
  });

  it("gives a page with too few vacancies no figure, a region a State and Russia its short address", async () => {
    const few = parse((await get(`/salaries/${ACCOUNTANT}/${TULA}`)).body);
    expect(meta(few, 'meta[name="description"]')).toContain("Пока мало вакансий: нужно хотя бы 5");
    expect(jsonLd(few).estimatedSalary).toBeUndefined();
    expect(jsonLd(few).occupationLocation).toEqual([{ "@type": "City", name: "Тула" }]);

    const region = parse((await get(`/salaries/${DEVELOPER}/1913`)).body);
    expect(jsonLd(region).occupationLocation).toEqual([{ "@type": "State", name: "Тульская область" }]);
    const russia = parse((await get(`/salaries/${DEVELOPER}`)).body);
    expect(jsonLd(russia).occupationLocation).toEqual([{ "@type": "Country", name: "Россия" }]);
    expect(russia.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${ORIGIN}/salaries/${DEVELOPER}`,
    );
    expect(
      parse((await get(`/salaries/${DEVELOPER}/113`)).body)
        .querySelector('link[rel="canonical"]')
        ?.getAttribute("href"),
    ).toBe(`${ORIGIN}/salaries/${DEVELOPER}`);
  });

  it("answers 404 with the app for an unknown or malformed profession or area", async () => {
    for (const path of [
      "/salaries/99999",
      `/salaries/99999/${TULA}`,
      "/salaries/developer",
      `/salaries/${DEVELOPER}/999999999`,
      `/salaries/${DEVELOPER}/tula`,
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      const document = parse(response.body);
      expect(document.querySelector("#root"), path).not.toBeNull();
      expect(meta(document, 'meta[name="robots"]'), path).toBe("noindex");
      expect(document.querySelector('script[type="application/ld+json"]'), path).toBeNull();
    }
  });

  it("lists the salary pages with figures in the sitemap, and not those without", async () => {
    const index = xml.parse((await get("/sitemap.xml")).body).sitemapindex;
    const files = index.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(files).toContain(`${ORIGIN}/sitemap/salaries-1.xml`);
    const page = xml.parse((await get("/sitemap/salaries-1.xml")).body).urlset;
    const locations = page.url.map((entry: { loc: string }) => entry.loc);
    // Тула, its region and Russia: each has the six developers.
    expect(locations.sort()).toEqual(
      [`/salaries/${DEVELOPER}`, `/salaries/${DEVELOPER}/${TULA}`, `/salaries/${DEVELOPER}/1913`]
        .map((path) => `${ORIGIN}${path}`)
        .sort(),
    );
    expect(locations.join(" ")).not.toContain(`/salaries/${ACCOUNTANT}`);
    expect((await get("/sitemap/salaries-2.xml")).statusCode).toBe(404);
  });
});
