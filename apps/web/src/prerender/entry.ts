// The build's server entry (`vite build --ssr`): the static pages rendered once after the build
// (scripts/prerender.mjs), and the vacancy pages the gateway renders per request (issue 27).
export { renderPage, STATIC_PAGES } from "./static-pages";
// The request and answer types are @rabota/domain/wire/pages, which the gateway imports too.
export { renderVacancyPage } from "./vacancy-pages";
