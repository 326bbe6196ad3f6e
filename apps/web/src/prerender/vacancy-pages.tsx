import { type ApiClient, createApiClient } from "@rabota/api-client";
import { type SessionStorageLike, writeStoredSession } from "@rabota/domain/transitions";
import type { RenderedVacancyPage, VacancyPageRequest } from "@rabota/domain/wire/pages";
import { createSessionStore, servedSessionOf } from "@rabota/features/session";
import {
  createVacanciesStore,
  listKeyOf,
  listSourceFor,
  readListQuery,
  type ServedVacancies,
  sanitizeDescriptionsIn,
  servedOf,
  type VacanciesApi,
  type Viewer,
} from "@rabota/features/vacancies";
import { JSDOM } from "jsdom";
import { vacanciesApiOf } from "../app/feature-apis";
import { matchesPattern } from "../app/pages";
import { shareProfileFetches } from "../app/profile-hand-over";
import type { ServedPage } from "../app/served-page";
import { paths } from "../config/paths";
import { servedCompany } from "./company-pages";
import { renderApp } from "./render-app";
import { servedSalaries } from "./salary-pages";

// Imported descriptions are HTML the page sanitises with DOMPurify, which needs a DOM: one
// jsdom window for the server's renders, so they write what the browser's DOMPurify writes.
sanitizeDescriptionsIn(new JSDOM("").window);

/**
 * The session's id and role, kept where the session store looks for them. The page is rendered
 * as for an account that gave the consent: the browser of one that owes it renders anew (boot.tsx).
 */
function storageOf(visitor: VacancyPageRequest["visitor"]): SessionStorageLike {
  const data = new Map<string, string>();
  const storage: SessionStorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  if (visitor) writeStoredSession(storage, { ...visitor, consentRequired: false });
  return storage;
}

/**
 * The data the page's first render shows, loaded the way its store loads it in the browser:
 * the list's first page and total, or the vacancy (the viewer's version: likes, response).
 * Null for an address rendered in the browser only.
 */
async function servedVacancies(
  request: VacancyPageRequest,
  api: VacanciesApi,
  viewer: Viewer,
): Promise<ServedVacancies | null> {
  const url = new URL(request.url, "http://localhost");
  if (matchesPattern(paths.vacancyDetails.path, url.pathname)) {
    const vacancyId = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    if (viewer.role === null) return request.vacancy ? { vacancy: request.vacancy } : null;
    // An applicant's page names the vacancy's test by its title, from the catalogue.
    const [vacancy, tests] = await Promise.all([api.getVacancy(vacancyId), api.getTestCatalogue()]);
    return { vacancy, tests };
  }
  // The personal lists (liked, viewed, applied) are the applicant's own: rendered in the browser.
  if (url.pathname !== paths.vacancies.href()) return null;
  const store = createVacanciesStore(api);
  const source = listSourceFor(viewer, null, readListQuery(url.searchParams));
  await store.getState().actions.load(source, listKeyOf(viewer, source));
  const served = servedOf(store.getState());
  return served.list ? served : null;
}

/** The state the page at the request's address renders from: a salary page's, a company page's, or the vacancies'; null for another address. */
async function servedPageOf(
  request: VacancyPageRequest,
  client: ApiClient,
  viewer: Viewer,
  session: ServedPage["session"],
): Promise<ServedPage | null> {
  const salaries = await servedSalaries(new URL(request.url, "http://localhost"), client);
  if (salaries) return { session, salaries };
  const company = await servedCompany(new URL(request.url, "http://localhost"), client);
  if (company) return { session, company };
  const vacancies = await servedVacancies(request, vacanciesApiOf(client), viewer);
  return vacancies ? { session, vacancies } : null;
}

/**
 * Renders the vacancy list (`/vacancies` with its filters in the query), a vacancy page or a
 * salary page (issue 45) or a company page (issue 42) for a guest or a signed-in applicant, with the same components and
 * stores as the browser, which hydrates the markup. Null when the page is the browser's to render: an employer's, a session
 * the gateway refuses, an answer that failed (the browser shows its own error then).
 */
export async function renderVacancyPage(
  request: VacancyPageRequest,
): Promise<RenderedVacancyPage<ServedPage> | null> {
  const shared = shareProfileFetches(createApiClient({ baseUrl: "http://gateway", fetch: request.fetch }));
  const sessionStore = createSessionStore(
    { loadProfile: shared.loadSessionProfile, logout: async () => {} },
    storageOf(request.visitor),
  );
  await sessionStore.getState().actions.restore();
  const session = servedSessionOf(sessionStore.getState());
  if (request.visitor && session?.role !== "applicant") return null;
  const viewer: Viewer = session ? { role: "applicant", applicantId: session.userId } : { role: null };
  try {
    const state = await servedPageOf(request, shared.client, viewer, session);
    if (!state) return null;
    const client = Promise.resolve<ApiClient>(shared.client);
    const html = await renderApp({ url: request.url, sessionStore, apiClient: () => client, served: state });
    return { html, state };
  } catch {
    // A failed answer: the browser loads the page and shows what failed, as without rendering.
    return null;
  }
}
