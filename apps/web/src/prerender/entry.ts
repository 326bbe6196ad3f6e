// The build's server entry (`vite build --ssr`): the static pages rendered once after the build
// (scripts/prerender.mjs), and the vacancy pages the gateway renders per request (issue 27).
export { renderPage, STATIC_PAGES } from "./static-pages";
export { type RenderedVacancyPage, renderVacancyPage, type VacancyPageRequest } from "./vacancy-pages";
