/**
 * The typed route table (§2.1). Every link and redirect builds its URL here, so a
 * route changes in one place.
 */
export const paths = {
  home: { path: "/", href: () => "/" },
  contest: { path: "/contest", href: () => "/contest" },
  contestFormula: { path: "/contest/formula", href: () => "/contest/formula" },
  test: { path: "/tests/:sessionId", href: (sessionId: string) => `/tests/${encodeURIComponent(sessionId)}` },
  terms: { path: "/terms", href: () => "/terms" },
  termsDocument: { path: "/documents/terms", href: () => "/documents/terms" },
  personalDataPolicy: { path: "/personal-data-policy", href: () => "/personal-data-policy" },
  privacyPolicy: { path: "/privacy-policy", href: () => "/privacy-policy" },
  /** The accessibility statement «Доступность» (issue 28). */
  accessibility: { path: "/accessibility", href: () => "/accessibility" },
  chatsUnavailable: { path: "/chats-are-unavailable", href: () => "/chats-are-unavailable" },
  /** The chat list, and a conversation beside it (alone on a phone). */
  chats: {
    path: "/chats/:chatId?",
    href: (chatId?: string) => (chatId ? `/chats/${encodeURIComponent(chatId)}` : "/chats"),
  },
  profile: { path: "/profile", href: () => "/profile" },
  profileEdit: { path: "/profile/edit/:section", href: (section: string) => `/profile/edit/${section}` },
  vacancies: { path: "/vacancies", href: () => "/vacancies" },
  likedVacancies: { path: "/vacancies/liked", href: () => "/vacancies/liked" },
  vacancyList: {
    path: "/vacancies/:filterType?",
    href: (filterType: "liked" | "viewed" | "assessed" | "applied") => `/vacancies/${filterType}`,
  },
  /** An applicant's saved searches (issue 26). */
  searches: { path: "/searches", href: () => "/searches" },
  /** A new vacancy of the employer's company (issue 24). */
  vacancyNew: { path: "/vacancies/new", href: () => "/vacancies/new" },
  /** The editor of one of the company's vacancies. */
  vacancyEdit: {
    path: "/vacancies/edit/:vacancyId",
    href: (vacancyId: string) => `/vacancies/edit/${encodeURIComponent(vacancyId)}`,
  },
  vacancyDetails: {
    path: "/vacancies/detail/:vacancyId",
    href: (vacancyId: string) => `/vacancies/detail/${encodeURIComponent(vacancyId)}`,
  },
  /** What a profession pays: in Russia, or in an area (issue 45). */
  salaries: {
    path: "/salaries/:professionId/:areaId?",
    href: (professionId: string, areaId?: string) =>
      areaId
        ? `/salaries/${encodeURIComponent(professionId)}/${encodeURIComponent(areaId)}`
        : `/salaries/${encodeURIComponent(professionId)}`,
  },
  /** A company's public page (issue 42): its vacancies and reviews; `#reviews` opens at its reviews. */
  company: {
    path: "/companies/:companyId",
    href: (companyId: string, section?: "reviews") =>
      `/companies/${encodeURIComponent(companyId)}${section ? `#${section}` : ""}`,
  },
  /** The employer's candidate search (issue 44), its filters in the query string. */
  candidates: { path: "/candidates", href: (search = "") => `/candidates${search}` },
  candidate: {
    path: "/candidates/:applicantId",
    href: (applicantId: string) => `/candidates/${encodeURIComponent(applicantId)}`,
  },
  /** The moderators' page (issue 42): «Очередь», and «Журнал» at `/moderation/log`. */
  moderation: {
    path: "/moderation/:tab?",
    href: (tab?: "log") => (tab ? `/moderation/${tab}` : "/moderation"),
  },
  /** Where hh.ru sends the browser back after the employer's consent (or refusal) in the import. */
  importCallback: { path: "/import/hh/callback", href: () => "/import/hh/callback" },
  error: { path: "/error/:code", href: (code: number | string) => `/error/${code}` },
} as const;

/**
 * Status code an /error/:code URL stands for: the number (up to five digits, so an unknown
 * code such as 99999 shows as itself), or 500 when it is not one (§2.1).
 */
export function errorCodeFromParam(param: string | undefined): number {
  if (param === undefined || !/^\d{1,5}$/.test(param)) return 500;
  return Number(param);
}
