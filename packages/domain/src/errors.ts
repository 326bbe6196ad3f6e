/**
 * The error catalogue of spec §8 as named constants (Russian user messages and the English
 * store-level messages word for word), the server's wire messages of ARCHITECTURE.md, and
 * the API error codes with their HTTP status mapping. One table, so the gateway, the client
 * and the tests never retype a message.
 */
import type { Role } from "./enums";

// The §5 field messages live with the rules; re-exported so every message has one home here too.
export {
  EXTRA_VALIDATION_MESSAGES,
  PASSWORDS_MISMATCH_MESSAGE,
  VALIDATION_MESSAGES,
} from "./validation/messages";

// ---------------------------------------------------------------- API error codes

/** Codes every failure carries (STYLE.md, "API client and errors"); GONE is an expired code (410). */
export const API_ERROR_CODES = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "CONFLICT",
  "GONE",
  "RATE_LIMITED",
  "NETWORK",
  "SCHEMA",
  "UNKNOWN",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Type guard for a code read from an error body or a foreign bundle. */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === "string" && (API_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The code of an HTTP status: 0 (no response) is NETWORK, 400/413/422 VALIDATION (bad
 * input, a too-large body included), 401, 403, 404, 409, 410, 429 their own codes, anything
 * else (5xx, unexpected 4xx) UNKNOWN.
 */
export function apiErrorCodeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 0:
      return "NETWORK";
    case 400:
    case 413:
    case 422:
      return "VALIDATION";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 410:
      return "GONE";
    case 429:
      return "RATE_LIMITED";
    default:
      return "UNKNOWN";
  }
}

/**
 * The HTTP status the gateway answers with for each code (ARCHITECTURE.md, Errors).
 * NETWORK and SCHEMA arise on the client only (no response / a response that does not
 * match its schema), so they have status 0.
 */
export const HTTP_STATUS_FOR_CODE: Readonly<Record<ApiErrorCode, number>> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  UNKNOWN: 500,
  NETWORK: 0,
  SCHEMA: 0,
};

/** Status 0 or 5xx on any rejected call sends the browser to `/error/{status}` (spec §2.1, §8). */
export function isFatalStatus(status: number): boolean {
  return status === 0 || (status >= 500 && status <= 599);
}

// ---------------------------------------------------------------- server wire messages

/** The `message` values the gateway answers with (ARCHITECTURE.md, "Wire conventions"). */
export const SERVER_MESSAGES = {
  userFound: "user found",
  userNotFound: "user not found",
  emailTakenByOtherRole: "user with such email already registered with another role",
  invalidPassword: "invalid password",
  invalidCode: "invalid code",
  codeExpired: "code expired",
} as const;
export type ServerMessage = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

// ---------------------------------------------------------------- transport (§8)

/** Transport failures (spec §8 Transport). */
export const TRANSPORT_MESSAGES = {
  /** Network failure while the browser is offline. */
  offline: "Ошибка загрузки. Пожалуйста, проверьте ваше подключение к интернету.",
  /** Any other network failure (status 0). */
  network: "Произошла сетевая ошибка. Пожалуйста, попробуйте снова.",
  /** A 2xx body that is not JSON. */
  unparseableSuccess: "Failed to parse successful response as JSON.",
} as const;

/** Last-resort server error message: «Request failed with status {code}». */
export function requestFailedMessage(status: number): string {
  return `Request failed with status ${status}`;
}

// ---------------------------------------------------------------- auth modal (§8)

/**
 * Role names as they follow «как» in «…используется для входа как {роль}». After «как»
 * ("in the capacity of") Russian uses the nominative, which reads naturally:
 * «как соискатель», «как работодатель».
 */
export const ROLE_NAMES_AFTER_KAK: Readonly<Record<Role, string>> = {
  applicant: "соискатель",
  employer: "работодатель",
};

/**
 * Mail step, 409: «Этот email уже используется для входа как {другая роль}». Pass the role
 * the email is registered with — the other one than the toggle's choice.
 */
export function emailRegisteredAsMessage(registeredRole: Role): string {
  return `Этот email уже используется для входа как ${ROLE_NAMES_AFTER_KAK[registeredRole]}`;
}

/** Auth modal and session messages (spec §8 Auth modal), word for word. */
export const AUTH_MESSAGES = {
  /** Mail step: neither the 409 nor a server message. */
  unexpected: "Произошла непредвиденная ошибка",
  /** Login: server said "invalid password". */
  wrongPassword: "Неправильный пароль",
  /** Login: server said "user not found". */
  wrongLogin: "Неправильный логин",
  /** Login: anything else. */
  loginFailed: "Произошла ошибка входа",
  /** Login store: the response lacks `auth.id` / `auth.role`. */
  loginInvalidResponse: "Login failed: Invalid response from server.",
  /** Code check: server said "invalid code". */
  wrongCode: "Неправильный код",
  /** Code check: server said "code expired". */
  codeExpired: "Срок действия кода истек",
  /** Code check: anything else. */
  codeCheckFailed: "Произошла ошибка при проверке кода",
  /** Recovery start, when the server gives no message. */
  recoveryFailed: "Не удалось отправить код восстановления",
  /** Password reset, when the server gives no message. */
  resetFailed: "Не удалось сбросить пароль",
  /** Registration, when the server gives no message. */
  registrationFailed: "Ошибка регистрации",
  /** Resend, when the server gives no message. */
  resendFailed: "Не удалось отправить код",
  /** Company list load failure. */
  companiesFailed: "Не удалось загрузить список компаний",
  /** Session restore: nothing stored. */
  noSessionData: "No session data in localStorage",
  /** Session restore: the stored session does not load. */
  tokenValidationFailed: "Token validation failed",
} as const;

/** The auth calls that have a missing-response error (spec §8). */
export const AUTH_CALL_NAMES = {
  checkEmail: "Check email",
  sendCode: "Send code",
  verifyCode: "Verify code",
  resetPassword: "Reset password",
  confirmResetPassword: "Confirm reset password",
  applicantSignup: "Applicant signup",
  employerSignup: "Employer signup",
  listCompanies: "List companies",
  login: "Login",
  logout: "Logout",
} as const;
export type AuthCallName = keyof typeof AUTH_CALL_NAMES;

/** Missing-response error of an auth call: «Check email failed: No response from server.». */
export function noResponseMessage(call: AuthCallName): string {
  return `${AUTH_CALL_NAMES[call]} failed: No response from server.`;
}

/**
 * The message the login step shows for a server message (spec §8): known server messages
 * map to their Russian text, anything else to «Произошла ошибка входа».
 */
export function loginErrorMessage(serverMessage: string | null | undefined): string {
  if (serverMessage === SERVER_MESSAGES.invalidPassword) return AUTH_MESSAGES.wrongPassword;
  if (serverMessage === SERVER_MESSAGES.userNotFound) return AUTH_MESSAGES.wrongLogin;
  return AUTH_MESSAGES.loginFailed;
}

/** The message the code step shows for a server message (spec §8). */
export function codeErrorMessage(serverMessage: string | null | undefined): string {
  if (serverMessage === SERVER_MESSAGES.invalidCode) return AUTH_MESSAGES.wrongCode;
  if (serverMessage === SERVER_MESSAGES.codeExpired) return AUTH_MESSAGES.codeExpired;
  return AUTH_MESSAGES.codeCheckFailed;
}

/** "The server message, or else this fallback" — the rule of most auth steps (spec §8). */
export function serverMessageOr(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage?.trim() ? serverMessage : fallback;
}

// ---------------------------------------------------------------- employer profile (§8)

/** Employer profile store failures (spec §8). */
export const EMPLOYER_PROFILE_MESSAGES = {
  fetchFailed: "Failed to fetch employer profile.",
  updateFailed: "Failed to update employer profile.",
} as const;

// ---------------------------------------------------------------- import (§2.5, §5, §8)

/** Vacancy import dialog messages (spec §2.5, §5, §8). */
export const IMPORT_MESSAGES = {
  /** The counts did not load. */
  countFailed: "Не удалось получить информацию о вакансиях. Попробуйте снова.",
  /** The import call failed. */
  importFailed: "Произошла ошибка во время импорта. Пожалуйста, повторите попытку.",
  /** No authorization code or no company id (spec §5). */
  missingData: "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
  /** Success step title and message (spec §2.5). */
  successTitle: "Процесс импорта",
  success: "Импорт запущен! Ваши вакансии скоро появятся в общем списке.",
} as const;

// ---------------------------------------------------------------- chat (§2.2, §8)

/**
 * The chat button's toasts. The spec gives no exact text ("chat does not work yet, write to
 * technical support in a messenger"); this is ours.
 */
export const CHAT_MESSAGES = {
  unavailable: "Чат пока не работает. Если нужна помощь, напишите в техническую поддержку в мессенджере.",
  unavailableForEmployer: "Чат для работодателей пока недоступен.",
} as const;
