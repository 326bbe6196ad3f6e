// Renders the static pages (src/prerender) to HTML after `vite build` and the SSR build of
// their entry: writes dist/prerendered.json, which the gateway serves from (apps/gateway,
// modules/pages). The markup is what a guest's browser renders, so the app hydrates it; each
// page names the stylesheets of its lazy chunk (from Vite's manifest) so it is styled at once,
// and so do the vacancy pages, which the gateway renders per request (dist-server/entry.js).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const { renderPage, STATIC_PAGES } = await import(join(root, "dist-server", "entry.js"));

/** The stylesheets `module`'s chunk and the chunks it imports bring (the entry's are in index.html already). */
function stylesheetsOf(module) {
  const found = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: is the page's module path right?`);
    if (seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...found];
}

const pages = [];
for (const { module, ...page } of STATIC_PAGES)
  pages.push({ ...page, stylesheets: stylesheetsOf(module), html: await renderPage(page.path) });
const vacancyPages = {
  list: stylesheetsOf("src/pages/vacancies/vacancies-page.tsx"),
  vacancy: stylesheetsOf("src/pages/vacancies/vacancy-details-page.tsx"),
};
writeFileSync(join(dist, "prerendered.json"), `${JSON.stringify({ pages, vacancyPages }, null, 1)}\n`);
console.log(`prerendered ${pages.map((page) => page.path).join(", ")}`);
