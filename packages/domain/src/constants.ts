/**
 * The product's business constants and limits (page sizes, code timings, password and year
 * limits, toast and animation times; §9) and the few other fixed numbers the rules imply, so
 * no package repeats a magic number.
 */

/** Vacancies per list page, and the most a guest sees (§9). */
export const VACANCY_PAGE_SIZE = 10;
/** Largest page a client may ask for (docs/architecture.md, "Wire conventions": 50 at most). */
export const VACANCY_PAGE_SIZE_MAX = 50;
/** Vacancy filters travel in the query string as `filter.{name}` (§7, §9). */
export const VACANCY_FILTER_PREFIX = "filter.";

/** The chat list starts at page 1 (§9). */
export const CHAT_LIST_DEFAULT_PAGE = 1;
/** Chats per list page (§9). */
export const CHAT_LIST_PER_PAGE = 20;
/** Chat history pages count from 0 (§9). */
export const CHAT_MESSAGES_DEFAULT_PAGE = 0;
/** Messages per history page (§9). */
export const CHAT_MESSAGES_PER_PAGE = 50;
/** Shown as the company of a chat list item that has none (§9). */
export const CHAT_DEFAULT_COMPANY_NAME = "Компания";
/** The fixed label of the support chat, which every user has first in the list (§9). */
export const CHAT_SUPPORT_LABEL = "Техническая поддержка";
/** Longest chat message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Milliseconds the socket client waits for a message's acknowledgement before rejecting. */
export const CHAT_ACK_TIMEOUT_MS = 15_000;

/** A mailed verification code has 6 characters (§9). */
export const CODE_LENGTH = 6;
/** A verification code is valid for 5 minutes (§9), in milliseconds. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** A new code may be asked for 59 seconds after the last one (§9), in milliseconds. */
export const CODE_RESEND_MS = 59 * 1000;
/** Wrong tries after which a code is dead (issue 4; docs/architecture.md, "Wire conventions"). */
export const CODE_MAX_WRONG_TRIES = 5;

/** A password has at least 8 characters (§9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Password cap: hashing a megabyte-long password is a denial of service, not a login. */
export const PASSWORD_MAX_LENGTH = 128;
/** Years and dates are accepted from 1900 to the current year (§9). */
export const YEAR_MIN = 1900;
/** The birth-date input takes at most 10 characters, `DD.MM.YYYY` (§9). */
export const BIRTH_DATE_MAX_LENGTH = 10;
/** The birth-date mask keeps 8 digits and adds the dots itself (§5). */
export const BIRTH_DATE_MAX_DIGITS = 8;

/** A toast disappears on its own after 5 s (§9), in milliseconds. */
export const TOAST_DURATION_MS = 5000;
/** Modals and the side menu close with a 300 ms animation (§9), in milliseconds. */
export const CLOSE_ANIMATION_MS = 300;
/** The company search runs after a 500 ms pause in typing (§9), in milliseconds. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 500;
/** The vacancy list's income filter applies after the same 500 ms pause in typing, in milliseconds. */
export const FILTER_INPUT_DEBOUNCE_MS = 500;

/** The front-end version the footer shows (§2.2). */
export const FRONT_VERSION = "0.6.22";
/** The date of that version as the footer shows it, DD.MM.YYYY (§2.2). */
export const FRONT_VERSION_DATE = "28.10.2025";

/**
 * The session's user id and role are remembered in localStorage under these keys (§3), and
 * whether the account still owes the personal-data consent (issue 41), so a reload asks again.
 */
export const STORAGE_KEYS = {
  userId: "userId",
  userRole: "userRole",
  consentRequired: "consentRequired",
} as const;

/** The import modal opens on the «Активные» tab (§9). */
export const IMPORT_DEFAULT_STATUS = "VACANCY_STATUS_ACTIVE" as const;

/** Length caps of wire strings: a 1 MB string is a 400, not a row. */
export const MAX_LENGTH = {
  /** Names, cities, positions, company names, titles. */
  short: 200,
  /** Emails (RFC 5321 path limit). */
  email: 254,
  /** URLs and file names. */
  url: 2048,
  /** Free text: descriptions, about-myself, requirements. */
  text: 5000,
  /** A vacancy's formatted text (HTML of paragraphs, emphasis and lists): the text and its markup. */
  richText: 20_000,
  /** Search queries. */
  search: 200,
  /** Opaque ids and page tokens. */
  id: 64,
  token: 512,
  /** Entries of a string list (skills, qualities…). */
  listItems: 100,
} as const;

/** Largest avatar upload (issue 5: "a few MB at most"), in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Largest side of an uploaded image, in pixels (issue 17: the gateway reads the real dimensions). */
export const IMAGE_MAX_SIDE_PX = 4096;
/** Content types accepted for an avatar. */
export const AVATAR_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Largest salary accepted on the wire (a sanity cap, in currency units). */
export const SALARY_MAX = 100_000_000;

/**
 * The big cities of the demo data: the gateway's demo companies sit in these (their branches
 * in smaller towns besides). The list's place filter searches hh.ru's whole dictionary (issue
 * 40); this list no longer limits it.
 */
export const VACANCY_CITIES = [
  "Москва",
  "Санкт-Петербург",
  "Казань",
  "Новосибирск",
  "Екатеринбург",
  "Нижний Новгород",
  "Краснодар",
  "Самара",
  "Ростов-на-Дону",
  "Пермь",
] as const;

/** The response rate (issue 25) counts the responses of the last this many days. */
export const RESPONSE_RATE_WINDOW_DAYS = 90;
/** Below this many responses in the window the rate is not given: too few to judge. */
export const RESPONSE_RATE_MIN_RESPONSES = 5;

/**
 * What an applicant may hide (issue 26): vacancies, whole companies, and words a vacancy's title
 * must not contain. The caps keep the list's exclusions cheap and stop a script from filling them.
 */
export const HIDDEN_LIMITS = {
  vacancies: 1000,
  companies: 200,
  words: 20,
  wordLength: 50,
} as const;

/** Saved searches one applicant may keep (issue 26); the next one is refused with a message. */
export const SAVED_SEARCHES_MAX = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** `newCount` of a saved search is counted up to this many («99+» beyond). */
export const SAVED_SEARCH_NEW_COUNT_CAP = 99;

/**
 * The version of the personal-data consent the registration form shows (the text behind its
 * «согласие на обработку персональных данных» link). A sign-up that carries the consent, or an
 * account giving it later, records it with the time; a new text gets a new version, so each
 * account shows which text it accepted.
 */
export const PERSONAL_DATA_CONSENT_VERSION = "2026-11-21";

/** What others see instead of a deleted account's name (a response, a chat, a member list). */
export const DELETED_USER_NAME = "Пользователь удалён";
