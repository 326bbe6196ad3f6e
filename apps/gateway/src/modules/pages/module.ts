import type { GatewayModule } from "../module";
import { pagesRoutes } from "./routes";

/** The public pages for crawlers and link previews: the vacancy, salary and company pages, sitemaps, robots.txt. */
export const pagesModule: GatewayModule = {
  name: "pages",
  routes: (app, { services, config }) =>
    app.register(pagesRoutes, {
      vacancies: services.vacancies.details,
      salaries: services.salaries,
      companies: services.companyPage,
      webDist: config.webDist,
      siteOrigin: config.siteOrigin,
    }),
};
