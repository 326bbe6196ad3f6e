// Renders the static pages (src/prerender) to HTML after `vite build` and the SSR build of
// their entry: writes dist/prerendered.json, which the gateway serves from (apps/gateway,
// modules/pages). The markup is what a guest's browser renders, so the app hydrates it; the one
// stylesheet of the build (index.html's) styles it at once. The vacancy pages are rendered per
// request by the gateway with the same entry (dist-server/entry.js).
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const dist = join(root, "dist");
const { renderPage, STATIC_PAGES } = await import(join(root, "dist-server", "entry.js"));

const pages = [];
for (const page of STATIC_PAGES) pages.push({ ...page, html: await renderPage(page.path) });
writeFileSync(join(dist, "prerendered.json"), `${JSON.stringify({ pages }, null, 1)}\n`);
console.log(`prerendered ${pages.map((page) => page.path).join(", ")}`);
