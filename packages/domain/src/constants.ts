/**
 * Business constants and limits of spec §9 (and the few the spec implies elsewhere), so no
 * package repeats a magic number.
 */

/** Vacancy list page size (spec §9). */
export const VACANCY_PAGE_SIZE = 10;
/** Largest page a client may ask for (ARCHITECTURE.md: 50 at most). */
export const VACANCY_PAGE_SIZE_MAX = 50;
/** Query-string prefix of vacancy filters: `filter.{name}` (spec §7, §9). */
export const VACANCY_FILTER_PREFIX = "filter.";

/** Chat list paging defaults (spec §9). */
export const CHAT_LIST_DEFAULT_PAGE = 1;
/** Chats per list page (spec §9). */
export const CHAT_LIST_PER_PAGE = 20;
/** Chat message history paging defaults (spec §9). */
export const CHAT_MESSAGES_DEFAULT_PAGE = 0;
/** Messages per history page (spec §9). */
export const CHAT_MESSAGES_PER_PAGE = 50;
/** Company label of a chat list item that has none (spec §9). */
export const CHAT_DEFAULT_COMPANY_NAME = "Компания";

/** Verification code length (spec §9). */
export const CODE_LENGTH = 6;
/** Verification code life: 5 minutes (spec §9), in milliseconds. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Wait before a code may be sent again: 59 seconds (spec §9), in milliseconds. */
export const CODE_RESEND_MS = 59 * 1000;
/** Wrong tries after which a code is dead (issue 4, ARCHITECTURE.md Security). */
export const CODE_MAX_WRONG_TRIES = 5;

/** Password minimum length (spec §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Password cap: hashing a megabyte-long password is a denial of service, not a login. */
export const PASSWORD_MAX_LENGTH = 128;
/** First year accepted by the year and date rules (spec §9); the last is the current year. */
export const YEAR_MIN = 1900;
/** Birth-date input maximum length: `DD.MM.YYYY` (spec §9). */
export const BIRTH_DATE_MAX_LENGTH = 10;
/** Digits kept by the birth-date mask (spec §5). */
export const BIRTH_DATE_MAX_DIGITS = 8;

/** Toast life (spec §9), in milliseconds. */
export const TOAST_DURATION_MS = 5000;
/** Modal and side-menu closing animation (spec §9), in milliseconds. */
export const CLOSE_ANIMATION_MS = 300;
/** Pause in typing before the company search runs (spec §9), in milliseconds. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 500;

/** Front-end version line of the footer (spec §2.2, §9). */
export const FRONT_VERSION = "0.6.22";
/** Date of the front-end version (spec §2.2, §9), as shown: DD.MM.YYYY. */
export const FRONT_VERSION_DATE = "28.10.2025";

/** Browser localStorage keys of the auth session (spec §3). */
export const STORAGE_KEYS = { userId: "userId", userRole: "userRole" } as const;

/** Default tab of the import modal (spec §9). */
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
/** Content types accepted for an avatar. */
export const AVATAR_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Largest salary accepted on the wire (a sanity cap, in currency units). */
export const SALARY_MAX = 100_000_000;
