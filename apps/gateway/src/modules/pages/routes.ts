import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  formatNumberRu,
  formatRoubles,
  formatSalary,
  pluralRu,
  SALARY_TOO_FEW,
  salaryBasisLine,
  salaryPageHeading,
} from "@rabota/domain/format";
import { toVacancy, type Vacancy } from "@rabota/domain/mappers";
import { type PublicCompanyDto, VERIFIED_COMPANY_LABEL } from "@rabota/domain/wire/companies";
import { areaRefSchema, RUSSIA_AREA_ID } from "@rabota/domain/wire/places";
import { formatRating } from "@rabota/domain/wire/reviews";
import { professionIdSchema, type SalaryResponse } from "@rabota/domain/wire/salaries";
import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../platform/http/errors";
import { ACCESS_COOKIE } from "../../platform/security/cookies";
import type { CompanyPageService } from "../company-page";
import type { SalaryService } from "../salaries";
import type { VacancyDetails } from "../vacancy";
import { HtmlTemplate, inlineStylesheets, metaTags, scriptJson } from "./html-page";
import { jobPosting } from "./job-posting";
import { occupation } from "./occupation";
import { organization } from "./organization";
import { vacancyPageRenderer } from "./server-render";
import {
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  STATIC_PAGE_PATHS,
  sitemapIndexXml,
  sitemapPageOf,
  sitemapPagePath,
  urlSetXml,
} from "./sitemap";

export interface PagesRoutesOptions {
  vacancies: VacancyDetails;
  salaries: Pick<SalaryService, "area" | "figures" | "sitemapPages" | "sitemapPage">;
  /** The public companies (issue 42): a company page's head and the sitemap's companies. */
  companies: Pick<CompanyPageService, "publicCompany" | "sitemapPages" | "sitemapPage">;
  /** The built web app; the vacancy page is served only when it has an index.html. */
  webDist: string;
  /** The site's address for canonical links and sitemaps (config's `siteOrigin`, never a request's Host). */
  siteOrigin: string;
}

/** The id of the state a rendered page starts from (apps/web, src/app/served-page.tsx). */
const SERVED_PAGE_ID = "rabota-state";

/** Sitemaps change with vacancies, but a crawler needs them no fresher than this. */
const SITEMAP_CACHE = "public, max-age=600";
/**
 * A guest's page may be kept by shared caches (a CDN) for a minute (issue 27); a browser checks
 * it on every load, answered 304 while unchanged, so its own visitor never sees an old list. A
 * signed-in visitor's page is theirs alone, checked every load.
 */
const GUEST_PAGE_CACHE = "public, max-age=0, s-maxage=60";
const PRIVATE_PAGE_CACHE = "private, no-cache";

const DESCRIPTION_LENGTH = 200;

const VACANCY_LIST = {
  title: "Вакансии — Работа",
  description:
    "Вакансии с честными фильтрами: город, опыт, график, формат работы и зарплата. Откликайтесь и следите за статусом отклика.",
};

/** A page the web build rendered to HTML (apps/web, src/prerender): its address, head and `#root` markup. */
interface PrerenderedPage {
  path: string;
  title: string;
  description: string;
  html: string;
}

interface Prerendered {
  pages: PrerenderedPage[];
}

/** The web build's `prerendered.json`; no pages when the build has no such file. */
function readPrerendered(webDist: string): Prerendered {
  const file = join(webDist, "prerendered.json");
  if (!existsSync(file)) return { pages: [] };
  return JSON.parse(readFileSync(file, "utf8")) as Prerendered;
}

/** The vacancy's text in one line, cut at a word to fit a description meta. */
function summary(vacancy: Vacancy): string {
  const where = [vacancy.company.companyName, vacancy.city].filter(Boolean).join(", ");
  const text = [vacancy.description, vacancy.objectives, vacancy.requirements]
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return cutAtWord(`${formatSalary(vacancy)}. ${where}.${text ? ` ${text}` : ""}`);
}

/** A text cut at a word to fit a description meta. */
function cutAtWord(full: string): string {
  if (full.length <= DESCRIPTION_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** A salary page's description meta: the median and the middle half, or that there are too few vacancies. */
function salarySummary(salary: SalaryResponse): string {
  const where = salaryPageHeading(salary.profession.name, salary.area.name);
  if (salary.median === null || salary.p25 === null || salary.p75 === null)
    return `${where}. ${SALARY_TOO_FEW}.`;
  return `${where}. Медиана — ${formatRoubles(salary.median)} ${salaryBasisLine(salary.count)}; половина предложений — от ${formatNumberRu(salary.p25)} до ${formatRoubles(salary.p75)}.`;
}

/**
 * Sends `body` with a strong ETag, or 304 when the client holds that version already; a
 * guest's page may be shared (its cookies decide, hence `Vary`), anyone else's is private.
 */
function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: string,
  shared = false,
) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  reply
    .header("etag", etag)
    .header("cache-control", shared ? GUEST_PAGE_CACHE : PRIVATE_PAGE_CACHE)
    .header("vary", "cookie")
    .type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.status(304).send();
  return reply.status(status).send(body);
}

/**
 * The public pages crawlers and link previews read (issue 16): the vacancy page with its
 * title, description, Open Graph, JSON-LD `JobPosting` and the vacancy itself inline (the app
 * starts from it); `sitemap.xml` (an index of the static pages and pages of ≤ 50 000 active
 * vacancies, and pages of the salary pages with figures) and `robots.txt`. An archived or
 * unknown vacancy answers 404, a deleted one 410, with the app as the body so a person sees its
 * error page. The salary pages (issue 45) carry a JSON-LD `Occupation`; an unknown profession or
 * area is 404.
 */
export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, options) => {
  const { vacancies, salaries, companies } = options;
  const origin = options.siteOrigin;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .header("cache-control", SITEMAP_CACHE)
      .type("text/plain; charset=utf-8")
      .send(robotsTxt(`${origin}/sitemap.xml`)),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const pages = await vacancies.sitemapPages(SITEMAP_PAGE_SIZE);
    const salaryPages = await salaries.sitemapPages(SITEMAP_PAGE_SIZE);
    const companyPages = await companies.sitemapPages(SITEMAP_PAGE_SIZE);
    const entries = [
      { path: "/sitemap/pages.xml" },
      ...pages.map((page) => ({
        path: sitemapPagePath("vacancies", page.page),
        lastModified: page.lastModified,
      })),
      ...Array.from({ length: salaryPages }, (_, page) => ({ path: sitemapPagePath("salaries", page) })),
      ...Array.from({ length: companyPages }, (_, page) => ({ path: sitemapPagePath("companies", page) })),
    ];
    return reply
      .header("cache-control", SITEMAP_CACHE)
      .type("application/xml; charset=utf-8")
      .send(sitemapIndexXml(entries, absolute));
  });

  app.get("/sitemap/pages.xml", async (_request, reply) =>
    reply
      .header("cache-control", SITEMAP_CACHE)
      .type("application/xml; charset=utf-8")
      .send(
        urlSetXml(
          STATIC_PAGE_PATHS.map((path) => ({ path })),
          absolute,
        ),
      ),
  );

  app.get<{ Params: { name: string } }>("/sitemap/:name", async (request, reply) => {
    const file = sitemapPageOf(request.params.name);
    const entries =
      file === null
        ? []
        : file.kind === "vacancies"
          ? (await vacancies.sitemapPage(file.page, SITEMAP_PAGE_SIZE)).map((row) => ({
              path: `/vacancies/detail/${row.id}`,
              lastModified: row.updatedAt,
            }))
          : file.kind === "companies"
            ? (await companies.sitemapPage(file.page, SITEMAP_PAGE_SIZE)).map((row) => ({
                path: companyPagePath(row.id),
                lastModified: row.updatedAt,
              }))
            : (await salaries.sitemapPage(file.page, SITEMAP_PAGE_SIZE)).map((row) => ({
                path: salaryPagePath(row.professionId, row.areaId),
              }));
    // Past the last page (or any other name) there is no such sitemap.
    if (entries.length === 0)
      return reply.status(404).type("text/plain; charset=utf-8").send("no such sitemap");
    return reply
      .header("cache-control", SITEMAP_CACHE)
      .type("application/xml; charset=utf-8")
      .send(urlSetXml(entries, absolute));
  });

  const indexFile = join(options.webDist, "index.html");
  const template = existsSync(indexFile)
    ? HtmlTemplate.of(inlineStylesheets(readFileSync(indexFile, "utf8"), options.webDist))
    : null;
  if (!template) {
    // Without the app (or with one this cannot fill) every page is the plain history fallback.
    if (existsSync(indexFile)) app.log.warn("index.html has no empty #root after </head>: pages get no head");
    return;
  }

  for (const page of readPrerendered(options.webDist).pages) {
    app.get(page.path, async (request, reply) => {
      const meta = metaTags({ ...page, canonical: absolute(page.path) });
      // The markup is a guest's page: a signed-in browser would show its «Войти» until the app
      // took over, so it gets the bare app (the session check's spinner first, §2.1).
      if (request.cookies[ACCESS_COOKIE]) return sendTagged(request, reply, 200, template.fill(meta));
      return sendTagged(request, reply, 200, template.fill(meta, page.html), true);
    });
  }
  // §2.1: /terms stands for the terms document; a crawler learns it for good.
  app.get("/terms", async (_request, reply) => reply.redirect("/documents/terms", 301));

  const render = vacancyPageRenderer(app, options.webDist);
  const shell: HtmlTemplate = template;
  /**
   * The page (a vacancy page or a salary page) `head` heads, rendered for the request's visitor when it can be (a guest or an
   * applicant, issue 27), else the bare app the browser renders (an employer's page, a session
   * the browser must refresh first).
   */
  async function sendRenderedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    head: string,
    vacancy?: VacancyDto,
  ) {
    const visitor = await visitorOf(request);
    const rendered =
      visitor === null
        ? null
        : visitor !== "unknown" && visitor.role === "applicant"
          ? { ...visitor, role: visitor.role }
          : undefined;
    const page =
      render && rendered !== undefined
        ? await render({
            url: request.url,
            visitor: rendered,
            cookie: request.headers.cookie,
            vacancy,
          }).catch((error: unknown) => {
            // A renderer that fails (a broken build) costs the page its markup, not the page.
            request.log.warn({ err: error }, "vacancy page not rendered on the server");
            return null;
          })
        : null;
    if (page) {
      const body = shell.fill(head + stateBlock(page.state), page.html);
      return sendTagged(request, reply, 200, body, visitor === null);
    }
    // The bare app; a guest's vacancy page still carries its vacancy, so the app asks nothing.
    const served = visitor === null && vacancy ? stateBlock({ session: null, vacancies: { vacancy } }) : "";
    return sendTagged(request, reply, 200, shell.fill(head + served), visitor === null);
  }

  /** The state a page's app starts from, as a JSON data block (apps/web, src/app/served-page.tsx). */
  function stateBlock(state: unknown): string {
    return `<script type="application/json" id="${SERVED_PAGE_ID}">${scriptJson(state)}</script>`;
  }

  /** Who the session cookie says the visitor is: null for a guest, "unknown" for a stale cookie. */
  async function visitorOf(request: FastifyRequest) {
    if (!request.cookies[ACCESS_COOKIE]) return null;
    try {
      await app.auth.optional(request);
    } catch {
      return "unknown" as const;
    }
    const session = request.session;
    return session ? { userId: session.profileId, role: session.role } : null;
  }

  app.get("/vacancies", async (request, reply) => {
    const head = metaTags({ ...VACANCY_LIST, canonical: absolute("/vacancies") });
    return sendRenderedPage(request, reply, head);
  });

  app.get<{ Params: { vacancyId: string } }>("/vacancies/detail/:vacancyId", async (request, reply) => {
    const canonical = absolute(`/vacancies/detail/${encodeURIComponent(request.params.vacancyId)}`);
    const page = await vacancies.publicPage(request.params.vacancyId);
    if (page.state !== "active") {
      const head = metaTags({
        title: "Вакансия не найдена — Работа",
        description: "Эта вакансия больше не принимает отклики.",
        canonical,
        noindex: true,
      });
      return sendTagged(request, reply, page.state === "deleted" ? 410 : 404, template.fill(head));
    }
    const vacancy = toVacancy(page.vacancy);
    const head = `${metaTags({
      title: `${vacancy.title} — Работа`,
      description: summary(vacancy),
      canonical: absolute(`/vacancies/detail/${vacancy.id}`),
      image: vacancy.company.imageUrl ? absolute(vacancy.company.imageUrl) : null,
    })}<script type="application/ld+json">${scriptJson(jobPosting(vacancy, absolute))}</script>`;
    return sendRenderedPage(request, reply, head, page.vacancy);
  });
  /**
   * A salary page: 404 (the app's not-found page) for a malformed or unknown profession or
   * area; the head names the figures and carries the JSON-LD `Occupation`, the markup is the
   * app's, rendered on the server.
   */
  async function sendSalaryPage(
    request: FastifyRequest,
    reply: FastifyReply,
    professionId: string,
    areaId?: string,
  ) {
    const known = await salaryPageOf(professionId, areaId);
    if (!known) {
      const head = metaTags({
        title: "Страница не найдена — Работа",
        description: "Такой профессии или такого места нет в справочнике.",
        canonical: absolute(request.url),
        noindex: true,
      });
      return sendTagged(request, reply, 404, shell.fill(head));
    }
    const { salary, kind } = known;
    const canonical = absolute(salaryPagePath(salary.profession.id, salary.area.id));
    const head = `${metaTags({
      title: `${salaryPageHeading(salary.profession.name, salary.area.name)} — Работа`,
      description: salarySummary(salary),
      canonical,
    })}<script type="application/ld+json">${scriptJson(occupation(salary, kind, canonical))}</script>`;
    return sendRenderedPage(request, reply, head);
  }

  /** The figures a salary page shows and what its area is; null for a malformed or unknown profession or area. */
  async function salaryPageOf(professionId: string, areaId: string | undefined) {
    if (!professionIdSchema.safeParse(professionId).success) return null;
    if (areaId !== undefined && !areaRefSchema.safeParse(areaId).success) return null;
    try {
      const area = await salaries.area(areaId);
      const salary = await salaries.figures({ professionId, areaId: area.areaId });
      return { salary, kind: area.kind };
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) return null;
      throw error;
    }
  }

  /**
   * A company's page (issue 42): 404 (the app's not-found page) for an unknown or malformed id;
   * the head names the company, its rating only when reviews gave one, and carries the JSON-LD
   * `Organization`; the markup is the app's, rendered on the server like the vacancy pages.
   */
  app.get<{ Params: { companyId: string } }>("/companies/:companyId", async (request, reply) => {
    const company = await companies.publicCompany(request.params.companyId);
    if (!company) {
      const head = metaTags({
        title: "Компания не найдена — Работа",
        description: "Такой компании на «Работе» нет.",
        canonical: absolute(request.url),
        noindex: true,
      });
      return sendTagged(request, reply, 404, shell.fill(head));
    }
    const canonical = absolute(companyPagePath(company.id));
    const head = `${metaTags({
      title: `${company.name} — отзывы и вакансии — Работа`,
      description: companySummary(company),
      canonical,
      image: company.logoUrl ? absolute(company.logoUrl) : null,
    })}<script type="application/ld+json">${scriptJson(organization(company, canonical, absolute))}</script>`;
    return sendRenderedPage(request, reply, head);
  });

  app.get<{ Params: { professionId: string } }>("/salaries/:professionId", async (request, reply) =>
    sendSalaryPage(request, reply, request.params.professionId),
  );
  app.get<{ Params: { professionId: string; areaId: string } }>(
    "/salaries/:professionId/:areaId",
    async (request, reply) =>
      sendSalaryPage(request, reply, request.params.professionId, request.params.areaId),
  );
};

/** A company page's address (issue 42). */
function companyPagePath(companyId: string): string {
  return `/companies/${encodeURIComponent(companyId)}`;
}

/** A company page's description meta: where it is, its rating (only from reviews), its vacancies and its own words. */
function companySummary(company: PublicCompanyDto): string {
  const where = [company.name, company.city].filter(Boolean).join(", ");
  const rating =
    company.feedbackCount > 0 && company.rating !== null
      ? `Рейтинг ${formatRating(company.rating)}, ${formatNumberRu(company.feedbackCount)} ${pluralRu(company.feedbackCount, { one: "отзыв", few: "отзыва", many: "отзывов" })}`
      : "Нет отзывов";
  const verified = company.verification ? ` ${VERIFIED_COMPANY_LABEL}.` : "";
  const text = company.description?.replace(/\s+/g, " ").trim() ?? "";
  const full = `${where}.${verified} ${rating}. Открытых вакансий: ${formatNumberRu(company.activeVacancies)}.${text ? ` ${text}` : ""}`;
  return cutAtWord(full);
}

/** A salary page's address: Russia's is the profession's alone. */
function salaryPagePath(professionId: string, areaId: string): string {
  const profession = encodeURIComponent(professionId);
  return areaId === RUSSIA_AREA_ID
    ? `/salaries/${profession}`
    : `/salaries/${profession}/${encodeURIComponent(areaId)}`;
}
