import type { ComponentType } from "react";
import { paths } from "../config/paths";
import type { RouteHandle } from "./route-handle";

/** A page the router shows at `path`, loaded as its own chunk. */
export interface PageRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  handle?: RouteHandle;
  /** The page shows no server data, so a visit to it needs no API client. */
  static?: true;
}

const narrow: RouteHandle = { narrowFrame: true };
/** The new vacancy and the editor of one are the same page. */
const loadVacancyEditor = () => import("../pages/vacancies/vacancy-editor-page");

/**
 * Every page and where it lives (§2.1), in one table that both the router and the start-up
 * preload (main.tsx) read.
 */
export const pageRoutes: PageRoute[] = [
  { path: paths.home.path, load: () => import("../pages/intro/intro-page"), static: true },
  { path: paths.contest.path, load: () => import("../pages/contest/contest-page"), handle: narrow },
  { path: paths.contestFormula.path, load: () => import("../pages/contest/formula-page") },
  { path: paths.test.path, load: () => import("../pages/tests/test-page") },
  { path: paths.termsDocument.path, load: () => import("../pages/documents/terms-page"), static: true },
  {
    path: paths.personalDataPolicy.path,
    load: () => import("../pages/documents/personal-data-policy-page"),
    handle: narrow,
    static: true,
  },
  {
    path: paths.privacyPolicy.path,
    load: () => import("../pages/documents/privacy-policy-page"),
    handle: narrow,
    static: true,
  },
  {
    path: paths.accessibility.path,
    load: () => import("../pages/accessibility/accessibility-page"),
    static: true,
  },
  {
    path: paths.chatsUnavailable.path,
    load: () => import("../pages/chats-unavailable/chats-unavailable-page"),
    static: true,
  },
  { path: paths.chats.path, load: () => import("../pages/chats/chats-page") },
  { path: paths.profile.path, load: () => import("../pages/profile/profile-page") },
  { path: paths.profileEdit.path, load: () => import("../pages/profile/profile-edit-page") },
  { path: paths.vacancyDetails.path, load: () => import("../pages/vacancies/vacancy-details-page") },
  { path: paths.vacancyNew.path, load: loadVacancyEditor },
  { path: paths.vacancyEdit.path, load: loadVacancyEditor },
  { path: paths.vacancyList.path, load: () => import("../pages/vacancies/vacancies-page") },
  { path: paths.searches.path, load: () => import("../pages/searches/searches-page") },
  { path: paths.salaries.path, load: () => import("../pages/salaries/salary-page") },
  { path: paths.company.path, load: () => import("../pages/companies/company-page") },
  { path: paths.candidates.path, load: () => import("../pages/candidates/candidates-page") },
  { path: paths.candidate.path, load: () => import("../pages/candidates/candidate-page") },
  { path: paths.moderation.path, load: () => import("../pages/moderation/moderation-page") },
  { path: paths.importCallback.path, load: () => import("../pages/import/import-callback-page") },
  { path: paths.error.path, load: () => import("../pages/error/error-page"), static: true },
];

export const loadNotFoundPage = () => import("../pages/error/not-found-page");

/** Whether `pathname` fits a route pattern of the table (`:param`, optional `:param?`). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    })
    .join("");
  return new RegExp(`^${source}/?$`, "i").test(pathname);
}

/** Nothing to do here: the later import that needs the module reports a failed load. */
const ignoreFailure = () => {};

/**
 * Starts loading the chunk of the page at `pathname` and, for a page that shows server data,
 * the API client's chunk, side by side; the router's and the services' later `import()` get
 * the same modules instead of asking one after the other.
 */
export function preloadPage(pathname: string): void {
  const page = pageRoutes.find((route) => matchesPattern(route.path, pathname));
  void (page?.load ?? loadNotFoundPage)().catch(ignoreFailure);
  if (page && !page.static) void import("@rabota/api-client").catch(ignoreFailure);
}
