/**
 * Every enumeration of the product's entities (§3) as wire values (`as const` tuples) and the
 * Russian label the UI shows. Their zod schemas are in enums.ts, which re-exports all of this;
 * apart, so the app's frame reads labels without bringing zod into the entry script.
 */

/** Label map type: one Russian label per wire value, checked exhaustive by the compiler. */
export type Labels<T extends string> = Readonly<Record<T, string>>;

// ---------------------------------------------------------------- roles

/** Roles on the wire (docs/architecture.md, "Wire conventions"). A guest has no role (`null`). */
export const ROLES = ["applicant", "employer"] as const;
export type Role = (typeof ROLES)[number];
/** Russian role names in the nominative case. */
export const ROLE_LABELS: Labels<Role> = { applicant: "Соискатель", employer: "Работодатель" };

/**
 * Every account's role: the two above, which sign-up and sign-in offer, and the moderator
 * (issue 42), an account only the server's command makes, who signs in from either tab.
 */
export const ACCOUNT_ROLES = [...ROLES, "moderator"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Type guard for a role read from untrusted places (localStorage, query strings). */
export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------- company membership

/**
 * An employer's standing in its company: the founder is `active` at once; one who joined an
 * existing company is `pending` until an active member approves (`active`) or rejects
 * (`rejected`) the request; an active member can later be `removed`. Only `active` members
 * reach the company's data.
 */
export const COMPANY_MEMBER_STATUSES = ["pending", "active", "rejected", "removed"] as const;
export type CompanyMemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];

// ---------------------------------------------------------------- experience

/** Wire values of the working experience a vacancy asks for (§3). */
export const EXPERIENCES = [
  "EXPERIENCE_UNSPECIFIED",
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
] as const;
export type Experience = (typeof EXPERIENCES)[number];
/** The Russian label the UI shows for each value. */
export const EXPERIENCE_LABELS: Labels<Experience> = {
  EXPERIENCE_UNSPECIFIED: "Не указан",
  EXPERIENCE_WITHOUT: "Без опыта",
  EXPERIENCE_1_TO_3_YEARS: "От 1 года до 3 лет",
  EXPERIENCE_3_TO_6_YEARS: "От 3 до 6 лет",
  EXPERIENCE_6_YEARS: "Более 6 лет",
};

// ---------------------------------------------------------------- working schedule

/** Wire values of the working schedule: full time, part time, internship (§3). */
export const WORKING_SCHEDULES = [
  "WORKING_SCHEDULE_UNSPECIFIED",
  "WORKING_SCHEDULE_FULL_TIME",
  "WORKING_SCHEDULE_PART_TIME",
  "WORKING_SCHEDULE_INTERNSHIP",
] as const;
export type WorkingSchedule = (typeof WORKING_SCHEDULES)[number];
/** The Russian label the UI shows for each value. */
export const WORKING_SCHEDULE_LABELS: Labels<WorkingSchedule> = {
  WORKING_SCHEDULE_UNSPECIFIED: "Не указан",
  WORKING_SCHEDULE_FULL_TIME: "Полный день",
  WORKING_SCHEDULE_PART_TIME: "Частичная занятость",
  WORKING_SCHEDULE_INTERNSHIP: "Стажировка",
};

// ---------------------------------------------------------------- office type

/** Wire values of the office type, where the work happens: remote, hybrid, office (§3). */
export const OFFICE_TYPES = [
  "OFFICE_TYPE_UNSPECIFIED",
  "OFFICE_TYPE_REMOTE",
  "OFFICE_TYPE_HYBRID",
  "OFFICE_TYPE_OFFICE",
] as const;
export type OfficeType = (typeof OFFICE_TYPES)[number];
/** The Russian label the UI shows for each value. */
export const OFFICE_TYPE_LABELS: Labels<OfficeType> = {
  OFFICE_TYPE_UNSPECIFIED: "Не указан",
  OFFICE_TYPE_REMOTE: "Удалённо",
  OFFICE_TYPE_HYBRID: "Гибрид",
  OFFICE_TYPE_OFFICE: "Офис",
};

// ---------------------------------------------------------------- test status

/** Wire values of an applicant's test status: to do, completed, in progress (§3). */
export const TEST_STATUSES = [
  "TEST_STATUS_TODO",
  "TEST_STATUS_COMPLETED",
  "TEST_STATUS_IN_PROGRESS",
] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];
/** The Russian label the UI shows for each value. */
export const TEST_STATUS_LABELS: Labels<TestStatus> = {
  TEST_STATUS_TODO: "Не начат",
  TEST_STATUS_COMPLETED: "Пройден",
  TEST_STATUS_IN_PROGRESS: "В процессе",
};

// ---------------------------------------------------------------- response status

/** Wire values of the status of an applicant's response: viewed, not viewed, rejected (§3). */
export const RESPONSE_STATUSES = [
  "RESPONSE_STATUS_VIEWED",
  "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
  "RESPONSE_STATUS_REJECTED",
  "RESPONSE_STATUS_INVITED",
  "RESPONSE_STATUS_NO_ANSWER",
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
/** The Russian label the UI shows for each value. */
export const RESPONSE_STATUS_LABELS: Labels<ResponseStatus> = {
  RESPONSE_STATUS_VIEWED: "Просмотрен",
  RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED: "Не просмотрен",
  RESPONSE_STATUS_REJECTED: "Отказ",
  RESPONSE_STATUS_INVITED: "Приглашение",
  RESPONSE_STATUS_NO_ANSWER: "Работодатель не ответил",
};

// ---------------------------------------------------------------- viewed filter

/** Wire values of the viewed-history period: today, this week, all time (§3). */
export const VIEWED_FILTERS = [
  "VIEWED_FILTER_TODAY",
  "VIEWED_FILTER_BY_WEEK",
  "VIEWED_FILTER_UNSPECIFIED",
] as const;
export type ViewedFilter = (typeof VIEWED_FILTERS)[number];
/** The Russian label the UI shows for each value. */
export const VIEWED_FILTER_LABELS: Labels<ViewedFilter> = {
  VIEWED_FILTER_TODAY: "Сегодня",
  VIEWED_FILTER_BY_WEEK: "За неделю",
  VIEWED_FILTER_UNSPECIFIED: "За всё время",
};

// ---------------------------------------------------------------- vacancy status

/**
 * Wire values of the vacancy status: active and archived (§3), and the draft issue 24 adds (a
 * vacancy its company is still writing, seen by its members only).
 */
export const VACANCY_STATUSES = [
  "VACANCY_STATUS_ACTIVE",
  "VACANCY_STATUS_ARCHIVED",
  "VACANCY_STATUS_DRAFT",
] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];
/** The Russian label the UI shows for each value (the employer's list tabs). */
export const VACANCY_STATUS_LABELS: Labels<VacancyStatus> = {
  VACANCY_STATUS_ACTIVE: "Активные",
  VACANCY_STATUS_ARCHIVED: "Архивные",
  VACANCY_STATUS_DRAFT: "Черновики",
};

/** The folders of another site the import modal offers as tabs: its active and archived vacancies (§2.5). */
export const IMPORT_FOLDERS = ["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_ARCHIVED"] as const;
export type ImportFolder = (typeof IMPORT_FOLDERS)[number];

// ---------------------------------------------------------------- salary currency

/** Currencies an employer may state pay in (ISO 4217 codes, as hh.ru's import also brings them). */
export const SALARY_CURRENCIES = ["RUB", "USD", "EUR", "KZT", "BYN"] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];
/** The Russian label the UI shows for each value. */
export const SALARY_CURRENCY_LABELS: Labels<SalaryCurrency> = {
  RUB: "₽ — рубли",
  USD: "$ — доллары США",
  EUR: "€ — евро",
  KZT: "₸ — тенге",
  BYN: "Br — белорусские рубли",
};

// ---------------------------------------------------------------- file type

/** Wire values of the uploaded file type; an avatar is the only kind (§3). */
export const FILE_TYPES = ["FILE_TYPE_AVATAR"] as const;
export type FileType = (typeof FILE_TYPES)[number];
/** The Russian label the UI shows for each value. */
export const FILE_TYPE_LABELS: Labels<FileType> = { FILE_TYPE_AVATAR: "Аватар" };

// ---------------------------------------------------------------- vacancy list filter types

/**
 * The optional `{filterType}` segment of `/vacancies/{filterType?}`; who may open which is
 * in access.ts (§2.1, §6).
 */
export const VACANCY_FILTER_TYPES = ["liked", "viewed", "assessed", "applied"] as const;
export type VacancyFilterType = (typeof VACANCY_FILTER_TYPES)[number];
/** The Russian label the UI shows for each value. */
export const VACANCY_FILTER_TYPE_LABELS: Labels<VacancyFilterType> = {
  liked: "Избранное",
  viewed: "Просмотренные",
  assessed: "С оценкой",
  applied: "Отклики",
};

/** Type guard for the route segment; anything else is an unknown filter (404 in the app). */
export function isVacancyFilterType(value: unknown): value is VacancyFilterType {
  return typeof value === "string" && (VACANCY_FILTER_TYPES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------- list query filters

/**
 * `?filter=` of `GET /v1/vacancy/viewed/{applicantId}`: «today» or «week»; no filter means
 * "all time" (§9).
 */
export const VIEWED_QUERY_FILTERS = ["today", "week"] as const;
export type ViewedQueryFilter = (typeof VIEWED_QUERY_FILTERS)[number];

/** The query value for a viewed filter; `undefined` (no parameter) for "all time". */
export const VIEWED_FILTER_QUERY: Readonly<Record<ViewedFilter, ViewedQueryFilter | undefined>> = {
  VIEWED_FILTER_TODAY: "today",
  VIEWED_FILTER_BY_WEEK: "week",
  VIEWED_FILTER_UNSPECIFIED: undefined,
};

/**
 * `?filter=` of `GET /v1/vacancy/response/{applicantId}`: viewed, not_viewed or rejected;
 * "all" means no parameter (§9).
 */
export const RESPONSE_QUERY_FILTERS = ["viewed", "not_viewed", "rejected", "invited", "no_answer"] as const;
export type ResponseQueryFilter = (typeof RESPONSE_QUERY_FILTERS)[number];
/** The Russian label the UI shows for each value. */
export const RESPONSE_QUERY_FILTER_LABELS: Labels<ResponseQueryFilter> = {
  viewed: "Просмотрен",
  not_viewed: "Не просмотрен",
  rejected: "Отказ",
  invited: "Приглашение",
  no_answer: "Работодатель не ответил",
};

/** The response status each response query filter selects. */
export const RESPONSE_QUERY_FILTER_STATUS: Readonly<Record<ResponseQueryFilter, ResponseStatus>> = {
  viewed: "RESPONSE_STATUS_VIEWED",
  not_viewed: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
  rejected: "RESPONSE_STATUS_REJECTED",
  invited: "RESPONSE_STATUS_INVITED",
  no_answer: "RESPONSE_STATUS_NO_ANSWER",
};

// ---------------------------------------------------------------- chat

/**
 * A chat message's delivery status: sending until the server acknowledges, sent, read (§3);
 * `failed` when the server refused it or never answered (shown «Не отправлено», with a retry).
 */
export const CHAT_MESSAGE_STATUSES = ["sending", "sent", "read", "failed"] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** Status of a chat list load, per chat (§4). */
export const CHAT_LIST_STATUSES = ["idle", "pending", "succeeded", "failed"] as const;
export type ChatListStatus = (typeof CHAT_LIST_STATUSES)[number];

// ---------------------------------------------------------------- modal steps

/** Steps of the auth modal; the moves between them are in transitions/auth-flow.ts (§2.4). */
export const AUTH_STEPS = [
  "mail",
  "login",
  "code",
  "createNewPassword",
  "createPassword",
  "registerApplicant",
  "registerEmployer",
] as const;
export type AuthStep = (typeof AUTH_STEPS)[number];

/** Steps of the employer's vacancy import modal, from choosing the site to the result (§2.5). */
export const IMPORT_STEPS = [
  "selectSite",
  "linkProfile",
  "loadingCount",
  "showCount",
  "importing",
  "success",
  "error",
] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** The modals the modal host can show, at most one at a time (§2.3). */
export const MODAL_NAMES = ["auth", "importVacancies"] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

// ---------------------------------------------------------------- saved searches

/** How a saved search tells its applicant about new matches (issue 26). */
export const SEARCH_ALERTS = ["INSTANT", "DAILY", "OFF"] as const;
export type SearchAlert = (typeof SEARCH_ALERTS)[number];
export const SEARCH_ALERT_LABELS: Labels<SearchAlert> = {
  INSTANT: "Сразу",
  DAILY: "Раз в день",
  OFF: "Не присылать",
};
