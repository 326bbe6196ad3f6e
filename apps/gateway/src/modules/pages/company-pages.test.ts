import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerApplicant, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import { createRandom, generateVacancy } from "../vacancy/demo-data";

const ORIGIN = "https://rabota.example";
const INDEX = `<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Работа</title></head><body><div id="root"></div></body></html>`;
const TEXT = "Ответили на отклик за день, на собеседовании честно рассказали о задачах и зарплате.";

const meta = (document: HTMLElement, selector: string) =>
  document.querySelector(selector)?.getAttribute("content");
const jsonLd = (document: HTMLElement) =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "null");
const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

/**
 * The public company pages (issue 42): the head names the company, a JSON-LD `Organization`
 * describes it — with `aggregateRating` only once reviews gave one —, an unknown or malformed id
 * is 404, and the sitemap lists the companies. (Their markup is the web build's server
 * rendering, which apps/web/e2e/company-pages.spec.ts checks.)
 */
describe.each(testDatabases())("company pages on $name", (kind) => {
  let gateway: TestGateway;
  let employer: TestClient;
  let applicant: TestClient;
  let applicantId: string;
  let companyId: string;
  let vacancyId: string;

  const get = (url: string) => gateway.app.inject({ method: "GET", url });

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "rabota-company-pages-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    gateway = await createTestGateway(kind, { env: { WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN } });
    employer = gateway.client();
    const employerId = await registerEmployer(employer, "hr@company-pages.ru", "Ромашка");
    expect((await login(employer, "hr@company-pages.ru")).statusCode).toBe(200);
    companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    [vacancyId = ""] = await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        {
          vacancy: { ...generateVacancy(createRandom(7)), status: "VACANCY_STATUS_ACTIVE" as const },
          createdAt: gateway.clock.now(),
        },
      ],
    });
    applicant = gateway.client();
    applicantId = await registerApplicant(applicant, "anna@company-pages.ru");
    expect((await login(applicant, "anna@company-pages.ru")).statusCode).toBe(200);
    expect((await applicant.post(`/v1/vacancy/${vacancyId}/response/${applicantId}`)).statusCode).toBe(200);
  });
  afterAll(() => gateway.close());

  it("names the company in the head and describes it as a schema.org Organization, with no rating before a review", async () => {
    const response = await get(`/companies/${companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    const document = parse(response.body);
    expect(document.querySelector("title")?.text).toBe("Ромашка — отзывы и вакансии — Работа");
    const description = meta(document, 'meta[name="description"]') ?? "";
    expect(description).toContain("Ромашка");
    expect(description).toContain("Нет отзывов");
    const canonical = `${ORIGIN}/companies/${companyId}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    const organization = jsonLd(document);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Ромашка",
      url: canonical,
      mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
    });
    expect(organization.aggregateRating).toBeUndefined();
  });

  it("carries aggregateRating from the stored reviews once there are some", async () => {
    const created = await applicant.post(`/v1/company/${companyId}/reviews`, { rating: 4, text: TEXT });
    expect(created.statusCode, created.body).toBe(201);
    const document = parse((await get(`/companies/${companyId}`)).body);
    expect(jsonLd(document).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(meta(document, 'meta[name="description"]')?.replaceAll("\u00a0", " ")).toContain(
      "Рейтинг 4,0, 1 отзыв",
    );
  });

  it("answers 404 with the app for an unknown or malformed company", async () => {
    for (const path of [`/companies/${crypto.randomUUID()}`, "/companies/not-a-company"]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      const document = parse(response.body);
      expect(document.querySelector("#root"), path).not.toBeNull();
      expect(meta(document, 'meta[name="robots"]'), path).toBe("noindex");
      expect(document.querySelector('script[type="application/ld+json"]'), path).toBeNull();
    }
  });

  it("lists the companies in the sitemap", async () => {
    const index = xml.parse((await get("/sitemap.xml")).body).sitemapindex;
    const files = index.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(files).toContain(`${ORIGIN}/sitemap/companies-1.xml`);
    const page = xml.parse((await get("/sitemap/companies-1.xml")).body).urlset;
    const locations = page.url.map((entry: { loc: string }) => entry.loc);
    expect(locations).toContain(`${ORIGIN}/companies/${companyId}`);
    expect(page.url[0].lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await get("/sitemap/companies-2.xml")).statusCode).toBe(404);
  });
});
