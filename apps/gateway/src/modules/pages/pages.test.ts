import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { formatSalary } from "@rabota/domain/format";
import { XMLParser } from "fast-xml-parser";
import { type HTMLElement, parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../testing/databases";
import { login, registerEmployer } from "../../testing/flows";
import { createTestGateway, type TestClient, type TestGateway } from "../../testing/gateway";
import { findEmployerCompanyId } from "../employer/queries";
import { insertVacancies } from "../vacancy";
import type { NewVacancy } from "../vacancy/demo-data";
import { activeVacancyPage, activeVacancyPages } from "../vacancy/details/queries";

const ORIGIN = "https://rabota.example";
/** What `vite build` writes, in short: the app-wide title and description, the bundle, the root. */
const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Работа — сервис поиска работы и сотрудников." />
    <title>Работа — поиск работы и сотрудников</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
/** What apps/web's build:prerender writes, in short. */
const PRERENDERED = [
  {
    path: "/",
    title: "Работа — поиск работы и сотрудников",
    description: "Работа — сервис поиска работы и сотрудников.",
    html: '<main id="main"><h1>Работа для тех, кто ищет</h1></main>',
  },
  {
    path: "/documents/terms",
    title: "Пользовательское соглашение — Работа",
    description: "Соглашение регулирует отношения между пользователем и «Работой».",
    html: '<main id="main"><article><h1>Пользовательское соглашение</h1><p>1.1. Текст.</p></article></main>',
  },
];
/** The build's one stylesheet, with what must not end the `<style>` it is written into. */
const STYLESHEET = '.card{color:#123}.card::after{content:"</style><script>alert(1)</script>"}';
const HOSTILE_TITLE = `</script><script>alert("title")</script><!-- «Кассир» & "Ко" '`;

function vacancy(overrides: Partial<NewVacancy> = {}): NewVacancy {
  return {
    title: "Бухгалтер",
    description: "Ведение учёта.\n\nРабота в дружной команде.",
    workingExperience: "EXPERIENCE_1_TO_3_YEARS",
    workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
    officeType: "OFFICE_TYPE_OFFICE",
    city: "Казань",
    requirements: "Опыт от года",
    objectives: "Отчётность",
    offerings: "ДМС",
    skills: ["1С", "Excel"],
    qualities: [],
    positions: [],
    salaryFrom: 80_000,
    salaryTo: 120_000,
    salaryCurrency: "RUR",
    salaryGross: true,
    status: "VACANCY_STATUS_ACTIVE",
    ...overrides,
  };
}

const meta = (document: HTMLElement, selector: string) =>
  document.querySelector(selector)?.getAttribute("content");
const jsonOf = (document: HTMLElement, selector: string) =>
  JSON.parse(document.querySelector(selector)?.textContent ?? "null");
const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap" });

describe.each(testDatabases())("public pages on $name", (kind) => {
  let dist: string;
  let gateway: TestGateway;
  let employer: TestClient;
  let officeId: string;
  let remoteId: string;
  let hostileId: string;
  let archivedId: string;
  let deletedId: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "rabota-pages-dist-"));
    writeFileSync(join(dist, "index.html"), INDEX);
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "style-abc123.css"), STYLESHEET);
    writeFileSync(join(dist, "prerendered.json"), JSON.stringify({ pages: PRERENDERED }));
    gateway = await createTestGateway(kind, { env: { WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN } });
    employer = gateway.client();
    const employerId = await registerEmployer(employer, "oleg@example.ru", "Ромашка");
    expect((await login(employer, "oleg@example.ru")).statusCode).toBe(200);
    const companyId = (await findEmployerCompanyId(gateway.database.db, employerId)) as string;
    const at = gateway.clock.now().getTime();
    [officeId, remoteId, hostileId, archivedId, deletedId] = (await insertVacancies(gateway.database.db, {
      companyId,
      companyName: "Ромашка",
      items: [
        vacancy(),
        vacancy({
          title: "Разработчик",
          officeType: "OFFICE_TYPE_REMOTE",
          workingSchedule: "WORKING_SCHEDULE_PART_TIME",
          salaryFrom: 200_000,
          salaryTo: null,
          salaryCurrency: null,
        }),
        vacancy({ title: HOSTILE_TITLE, description: `</script><!--<script>alert(1)</script>` }),
        vacancy({ title: "Кладовщик", status: "VACANCY_STATUS_ARCHIVED" }),
        vacancy({ title: "Водитель" }),
      ].map((item, index) => ({ vacancy: item, createdAt: new Date(at - index * 60_000) })),
    })) as [string, string, string, string, string];
    const deleted = await employer.post("/v1/vacancy/delete", { vacancies: [deletedId] });
    expect(deleted.statusCode).toBe(200);
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: "GET", url, headers });

  it("puts the vacancy's title, description, canonical and Open Graph into the page's head", async () => {
    const response = await get(`/vacancies/detail/${officeId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    const document = parse(response.body);
    const titles = document.querySelectorAll("title");
    expect(titles.map((title) => title.textContent)).toEqual(["Бухгалтер — Работа"]);
    const descriptions = document.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(meta(document, 'meta[name="description"]')).toBe(
      `${formatSalary({ salaryFrom: 80_000, salaryTo: 120_000, salaryCurrency: "RUB", salaryGross: true })}. Ромашка, Казань. Ведение учёта. Работа в дружной команде. Отчётность Опыт от года`,
    );
    const url = `${ORIGIN}/vacancies/detail/${officeId}`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(meta(document, 'meta[property="og:title"]')).toBe("Бухгалтер — Работа");
    expect(meta(document, 'meta[property="og:url"]')).toBe(url);
    expect(meta(document, 'meta[property="og:description"]')).toBe(
      meta(document, 'meta[name="description"]'),
    );
    expect(meta(document, 'meta[property="og:site_name"]')).toBe("Работа");
    expect(meta(document, 'meta[name="robots"]')).toBeUndefined();
    // The app itself is still there to run.
    expect(document.querySelector('script[type="module"]')?.getAttribute("src")).toBe(
      "/assets/index-abc123.js",
    );
    expect(document.querySelector("#root")).not.toBeNull();
  });

  it("describes the vacancy as a schema.org JobPosting", async () => {
    const document = parse((await get(`/vacancies/detail/${officeId}`)).body);
    const posting = jsonOf(document, 'script[type="application/ld+json"]');
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Бухгалтер",
      datePosted: new Date(gateway.clock.now().getTime()).toISOString(),
      employmentType: "FULL_TIME",
      hiringOrganization: {
        "@type": "Organization",
        name: "Ромашка",
        sameAs: expect.stringMatching(new RegExp(`^${ORIGIN}/vacancies\\?filter\\.companyId=`)),
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Казань", addressCountry: "RU" },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "RUB",
        value: { "@type": "QuantitativeValue", minValue: 80_000, maxValue: 120_000, unitText: "MONTH" },
      },
      identifier: { "@type": "PropertyValue", value: officeId },
      directApply: true,
      url: `${ORIGIN}/vacancies/detail/${officeId}`,
    });
    expect(posting.validThrough).toBeUndefined();
    // The description is HTML: the page's sections with their headings.
    const description = parse(posting.description);
    expect(description.querySelectorAll("h3").map((heading) => heading.textContent)).toEqual([
      "Описание",
      "Обязанности",
      "Требования",
      "Условия",
      "Навыки",
    ]);
    expect(description.querySelectorAll("p")[1]?.textContent).toBe("Работа в дружной команде.");
  });

  it("marks remote work TELECOMMUTE and a salary without currency as roubles", async () => {
    const document = parse((await get(`/vacancies/detail/${remoteId}`)).body);
    const posting = jsonOf(document, 'script[type="application/ld+json"]');
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "Россия" },
      employmentType: "PART_TIME",
      baseSalary: { currency: "RUB", value: { minValue: 200_000, unitText: "MONTH" } },
    });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.baseSalary.value.maxValue).toBeUndefined();
  });

  it("inlines the vacancy as the app reads it, public fields only", async () => {
    const document = parse((await get(`/vacancies/detail/${officeId}`)).body);
    const inline = jsonOf(document, "script#rabota-state").vacancies.vacancy;
    expect(document.querySelector("script#rabota-state")?.getAttribute("type")).toBe("application/json");
    const api = (await get(`/v1/vacancy/${officeId}`)).json().vacancy;
    expect(inline).toEqual(api);
    expect(inline).toMatchObject({
      id: officeId,
      isLikedByCurrentUser: false,
      hasApplied: false,
      responseStatus: null,
    });
  });

  it("keeps a hostile title inside its data blocks and the head's attributes", async () => {
    const response = await get(`/vacancies/detail/${hostileId}`);
    expect(response.statusCode).toBe(200);
    const document = parse(response.body);
    // Exactly the app's script and the two data blocks: nothing broke out and ran.
    expect(document.querySelectorAll("script").map((script) => script.getAttribute("type"))).toEqual([
      "module",
      "application/ld+json",
      "application/json",
    ]);
    expect(response.body).not.toContain("<!--");
    expect(response.body).not.toContain('<script>alert("title")');
    expect(jsonOf(document, 'script[type="application/ld+json"]').title).toBe(HOSTILE_TITLE);
    expect(jsonOf(document, "script#rabota-state").vacancies.vacancy.title).toBe(HOSTILE_TITLE);
    expect(document.querySelector("title")?.textContent).toBe(`${HOSTILE_TITLE} — Работа`);
    expect(meta(document, 'meta[property="og:title"]')).toBe(`${HOSTILE_TITLE} — Работа`);
  });

  it("compresses the filled page on the fly for a browser that takes brotli", async () => {
    const plain = await get(`/vacancies/detail/${officeId}`);
    const packed = await get(`/vacancies/detail/${officeId}`, { "accept-encoding": "gzip, deflate, br" });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(packed.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("answers an unchanged page 304 by its ETag: shared caches keep a guest's a minute, browsers revalidate", async () => {
    const first = await get(`/vacancies/detail/${officeId}`);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    const signedIn = await get(`/vacancies/detail/${officeId}`, { cookie: "rabota_access=token" });
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(first.headers.etag);
    const again = await get(`/vacancies/detail/${officeId}`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers an archived or unknown vacancy 404 and a deleted one 410, with the app as the body", async () => {
    for (const [id, status] of [
      [archivedId, 404],
      ["00000000-0000-4000-8000-000000000000", 404],
      ["not-a-uuid", 404],
      [deletedId, 410],
    ] as const) {
      const response = await get(`/vacancies/detail/${id}`);
      expect(response.statusCode, id).toBe(status);
      const document = parse(response.body);
      expect(document.querySelector("#root"), id).not.toBeNull();
      expect(meta(document, 'meta[name="robots"]'), id).toBe("noindex");
      expect(document.querySelector('script[type="application/ld+json"]'), id).toBeNull();
      expect(document.querySelector("script#rabota-state"), id).toBeNull();
      expect(response.body).not.toContain("Кладовщик");
    }
  });

  it("lists the active vacancies in the sitemap index's pages, with lastmod", async () => {
    const indexResponse = await get("/sitemap.xml");
    expect(indexResponse.statusCode).toBe(200);
    expect(indexResponse.headers["content-type"]).toMatch(/application\/xml/);
    const index = xml.parse(indexResponse.body).sitemapindex;
    expect(index.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${ORIGIN}/sitemap/pages.xml`,
      `${ORIGIN}/sitemap/vacancies-1.xml`,
      // The company of these vacancies has a public page (issue 42).
      `${ORIGIN}/sitemap/companies-1.xml`,
    ]);
    expect(index.sitemap[1].lastmod).toBe(new Date(gateway.clock.now().getTime()).toISOString());

    const page = xml.parse((await get("/sitemap/vacancies-1.xml")).body).urlset;
    const locations = page.url.map((entry: { loc: string }) => entry.loc).sort();
    expect(locations).toEqual(
      [officeId, remoteId, hostileId].map((id) => `${ORIGIN}/vacancies/detail/${id}`).sort(),
    );
    for (const entry of page.url) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    expect((await get("/sitemap/vacancies-2.xml")).statusCode).toBe(404);
    expect((await get("/sitemap/other.xml")).statusCode).toBe(404);

    const statics = xml.parse((await get("/sitemap/pages.xml")).body).urlset;
    expect(statics.url.map((entry: { loc: string }) => entry.loc)).toContain(`${ORIGIN}/documents/terms`);
  });

  it("splits the active vacancies into ranges of ids, each in one page only, in id order", async () => {
    const { db } = gateway.database;
    // Pages average a quarter of their size, so three vacancies spread over several pages.
    const pages = await activeVacancyPages(db, 8);
    expect(pages.length).toBeGreaterThan(0);
    const contents = await Promise.all(pages.map((page) => activeVacancyPage(db, page.page, 8)));
    for (const [index, rows] of contents.entries()) {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(8);
      const latest = Math.max(...rows.map((row) => row.updatedAt.getTime()));
      expect(pages[index]?.lastModified.getTime()).toBe(latest);
    }
    // Read in page order, the pages are the active vacancies in id order, as OFFSET pages were.
    const ids = contents.flat().map((row) => row.id);
    expect(ids).toEqual([officeId, remoteId, hostileId].sort());
    const lastPage = Math.max(...pages.map((page) => page.page));
    expect(await activeVacancyPage(db, lastPage + 1, 8)).toEqual([]);
  });

  it("points robots.txt at the sitemap and keeps crawlers off the private routes", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/plain/);
    const lines = response.body.split("\n");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/profile", "/chats", "/tests", "/vacancies/liked"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain("Disallow: /vacancies");
  });

  it("writes the stylesheet into the pages it fills instead of linking it", async () => {
    for (const path of ["/", "/vacancies", `/vacancies/detail/${officeId}`]) {
      const document = parse((await get(path)).body);
      expect(document.querySelectorAll('link[rel="stylesheet"]'), path).toHaveLength(0);
      const styles = document.querySelectorAll("style").map((style) => style.textContent);
      expect(
        styles.some((css) => css.startsWith(".card{color:#123}")),
        path,
      ).toBe(true);
      // Nothing broke out of the style element.
      expect(
        document.querySelectorAll("script").map((script) => script.getAttribute("type")),
        path,
      ).not.toContain(null);
    }
  });

  it("serves the prerendered pages with their markup in #root and their own head", async () => {
    for (const page of PRERENDERED) {
      const response = await get(page.path);
      expect(response.statusCode, page.path).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      const document = parse(response.body);
      expect(document.querySelector("#root")?.innerHTML, page.path).toBe(page.html);
      expect(document.querySelectorAll("title").map((title) => title.textContent)).toEqual([page.title]);
      expect(meta(document, 'meta[name="description"]')).toBe(page.description);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${ORIGIN}${page.path}`,
      );
      expect(meta(document, 'meta[property="og:title"]')).toBe(page.title);
      expect(document.querySelector('script[type="module"]')).not.toBeNull();
    }
    const terms = parse((await get("/documents/terms")).body);
    expect(terms.querySelector("h1")?.textContent).toBe("Пользовательское соглашение");
    // A browser with a session gets the bare app: the guest's markup would show «Войти».
    const signedIn = await get("/documents/terms", { cookie: "rabota_access=token" });
    expect(parse(signedIn.body).querySelector("#root")?.innerHTML).toBe("");
    expect(parse(signedIn.body).querySelector("title")?.textContent).toBe(PRERENDERED[1]?.title);
    expect(signedIn.headers.vary).toMatch(/cookie/i);
    // Compressed, it varies by both: a cache must not hand a guest's br page to anyone else.
    const packed = await get("/documents/terms", { "accept-encoding": "br" });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.headers.vary).toMatch(/^cookie, accept-encoding$/i);
  });

  it("sends /terms on to the terms document for good, and gives the vacancy list its head", async () => {
    const terms = await get("/terms");
    expect(terms.statusCode).toBe(301);
    expect(terms.headers.location).toBe("/documents/terms");
    const list = parse((await get("/vacancies")).body);
    expect(list.querySelector("title")?.textContent).toBe("Вакансии — Работа");
    expect(list.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${ORIGIN}/vacancies`);
    expect(meta(list, 'meta[name="description"]')).toMatch(/^Вакансии с честными фильтрами/);
    expect(list.querySelector("#root")?.innerHTML).toBe("");
  });
  it("keeps a draft off every public page until it is published, and archiving takes it off again", async () => {
    const sitemapIds = async () => {
      const page = xml.parse((await get("/sitemap/vacancies-1.xml")).body).urlset;
      return (page?.url ?? []).map((entry: { loc: string }) => entry.loc.split("/").at(-1));
    };
    const created = await employer.post("/v1/vacancy", {
      title: "Садовник",
      description: "<p>Уход за <strong>садом</strong></p>",
      salaryFrom: 60_000,
      salaryTo: 90_000,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().vacancy.id as string;
    expect((await get(`/vacancies/detail/${id}`)).statusCode).toBe(404);
    expect(await sitemapIds()).not.toContain(id);

    expect(
      (await employer.post(`/v1/vacancy/${id}/status`, { status: "VACANCY_STATUS_ACTIVE" })).statusCode,
    ).toBe(200);
    const published = await get(`/vacancies/detail/${id}`);
    expect(published.statusCode).toBe(200);
    const document = parse(published.body);
    expect(jsonOf(document, 'script[type="application/ld+json"]')).toMatchObject({
      "@type": "JobPosting",
      title: "Садовник",
    });
    expect(await sitemapIds()).toContain(id);

    expect(
      (await employer.post(`/v1/vacancy/${id}/status`, { status: "VACANCY_STATUS_ARCHIVED" })).statusCode,
    ).toBe(200);
    expect((await get(`/vacancies/detail/${id}`)).statusCode).toBe(404);
    expect(await sitemapIds()).not.toContain(id);
  });
});

describe("the site's own address without PUBLIC_ORIGIN (issue 29's probe)", () => {
  it("writes the listen address into robots.txt and the sitemap, never a request's Host header", async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error("PGlite is always available");
    const gateway = await createTestGateway(pglite, { env: { PORT: "4399" } });
    try {
      for (const url of ["/robots.txt", "/sitemap.xml"]) {
        const response = await gateway.app.inject({ method: "GET", url, headers: { host: "evil.example" } });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain("evil.example");
        expect(response.body).toContain("http://127.0.0.1:4399/");
      }
    } finally {
      await gateway.close();
    }
  });
});
