// The build's prerender entry (`vite build --ssr`, then scripts/prerender.mjs): the static pages and how to render one.
export { renderPage, STATIC_PAGES } from "./static-pages";
