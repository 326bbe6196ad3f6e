import type { ApiClient } from "@rabota/api-client";
import { createSessionStore } from "@rabota/features/session";
import { paths } from "../config/paths";
import { personalDataConsentText } from "../pages/documents/content/personal-data-consent";
import { privacyPolicyText } from "../pages/documents/content/privacy-policy";
import { termsText } from "../pages/documents/content/terms";
import { renderApp } from "./render-app";

/** A page whose content needs no data: its address, head and the guest's view of it. */
interface StaticPage {
  path: string;
  /** The same title the page sets when it shows (`usePageTitle`). */
  title: string;
  description: string;
}

const SITE_DESCRIPTION =
  "Работа — сервис поиска работы и сотрудников: вакансии, профили соискателей и работодателей, тесты и конкурс.";

/** The text's first sentence or so, for a description meta. */
function lead(text: string): string {
  return text.length <= 200 ? text : `${text.slice(0, text.lastIndexOf(" ", 199))}…`;
}

/** The public pages the build renders to HTML (the gateway serves them; §2.1's route table). */
export const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: paths.home.href(),
    title: "Работа — поиск работы и сотрудников",
    description: SITE_DESCRIPTION,
  },
  {
    path: paths.accessibility.href(),
    title: "Доступность — Работа",
    description:
      "Заявление о доступности «Работы»: соответствие ГОСТ Р 52872-2019 (WCAG 2.1, уровень AA), как мы проверяем сайт, известные ограничения и как сообщить о барьере.",
  },
  ...(
    [
      [paths.termsDocument.href(), termsText],
      [paths.personalDataPolicy.href(), personalDataConsentText],
      [paths.privacyPolicy.href(), privacyPolicyText],
    ] as const
  ).map(([path, text]) => ({
    path,
    title: `${text.title} — Работа`,
    description: lead(text.intro),
  })),
];

/** A session that is already checked and signed out: the guest every crawler is. */
function guestSession() {
  const empty = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  const store = createSessionStore(
    { loadProfile: () => Promise.reject(new Error("no session")), logout: async () => {} },
    empty,
  );
  void store.getState().actions.restore();
  return store;
}

/** The markup of `#root` for `path`, as a guest's browser renders it. */
export function renderPage(path: string): Promise<string> {
  // Nothing on these pages calls the API; a client that never arrives keeps it that way.
  const never = new Promise<ApiClient>(() => {});
  return renderApp({ url: path, sessionStore: guestSession(), apiClient: () => never, served: null });
}
