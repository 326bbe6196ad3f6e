import { escapeHtml } from "../../platform/http/escape-html";

/** At most this many addresses per sitemap file (the sitemaps.org limit). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** The public pages that are always there, besides the vacancies. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/vacancies",
  "/contest",
  "/contest/formula",
  "/documents/terms",
  "/personal-data-policy",
  "/privacy-policy",
  "/accessibility",
] as const;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** What a sitemap file lists: active vacancies, salary pages with figures, or company pages. */
export type SitemapKind = "vacancies" | "salaries" | "companies";

/** The address of sitemap page `page` (from 0) of `kind`. */
export function sitemapPagePath(kind: SitemapKind, page: number): string {
  return `/sitemap/${kind}-${page + 1}.xml`;
}

/** `/sitemap/{vacancies|salaries|companies}-N.xml` → its kind and page N − 1, or null for any other name. */
export function sitemapPageOf(name: string): { kind: SitemapKind; page: number } | null {
  const match = /^(vacancies|salaries|companies)-([1-9]\d{0,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) - 1 } : null;
}

/** A dated address of a sitemap file. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function listXml(
  root: "sitemapindex" | "urlset",
  item: "sitemap" | "url",
  entries: readonly SitemapEntry[],
  absolute: (path: string) => string,
): string {
  const items = entries.map(
    (entry) =>
      `<${item}><loc>${escapeHtml(absolute(entry.path))}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ""
      }</${item}>`,
  );
  return `${XML_HEADER}<${root} xmlns="${NAMESPACE}">${items.join("")}</${root}>\n`;
}

/** The sitemap index: one entry per sitemap file. */
export const sitemapIndexXml = (entries: readonly SitemapEntry[], absolute: (path: string) => string) =>
  listXml("sitemapindex", "sitemap", entries, absolute);

/** A sitemap of pages. */
export const urlSetXml = (entries: readonly SitemapEntry[], absolute: (path: string) => string) =>
  listXml("urlset", "url", entries, absolute);

/** Private routes no crawler should walk into (they show a sign-in prompt or someone's data). */
const PRIVATE_PATHS = [
  "/profile",
  "/chats",
  "/tests",
  "/candidates",
  "/vacancies/liked",
  "/vacancies/viewed",
  "/vacancies/assessed",
  "/vacancies/applied",
  "/error",
  "/v1/",
];

/** robots.txt: everything public is open, the private routes are not, and the sitemap is named. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
