/**
 * The auth modal's texts (§8 Auth modal) and the rules that pick one for a server message;
 * they live together because each rule maps a `SERVER_MESSAGES` value onto one of these.
 */
import type { Role } from "../enums";
import type { ApiErrorCode } from "./api-codes";
import { SERVER_MESSAGES } from "./server-messages";

/**
 * Role names as they follow «как» in «…используется для входа как {роль}». After «как»
 * ("in the capacity of") Russian uses the nominative, which reads naturally:
 * «как соискатель», «как работодатель».
 */
const ROLE_NAMES_AFTER_KAK: Readonly<Record<Role, string>> = {
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

/** Auth modal and session messages, word for word (§8 Auth modal). */
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

/**
 * The message the login step shows for a server message: a wrong password and an unknown
 * login have their Russian text, a locked account and a 429 (`code` RATE_LIMITED) the
 * server's own Russian text, anything else is «Произошла ошибка входа» (§8).
 */
export function loginErrorMessage(serverMessage: string | null | undefined, code?: ApiErrorCode): string {
  if (code === "RATE_LIMITED" && serverMessage) return serverMessage;
  if (serverMessage === SERVER_MESSAGES.invalidPassword) return AUTH_MESSAGES.wrongPassword;
  if (serverMessage === SERVER_MESSAGES.userNotFound) return AUTH_MESSAGES.wrongLogin;
  if (serverMessage === SERVER_MESSAGES.loginLocked) return SERVER_MESSAGES.loginLocked;
  return AUTH_MESSAGES.loginFailed;
}

/**
 * The message the code step shows: a wrong code, an expired code, a 429's own Russian text
 * (`code` RATE_LIMITED: too many checks), or the generic code-check failure (§8).
 */
export function codeErrorMessage(serverMessage: string | null | undefined, code?: ApiErrorCode): string {
  if (code === "RATE_LIMITED" && serverMessage) return serverMessage;
  if (serverMessage === SERVER_MESSAGES.invalidCode) return AUTH_MESSAGES.wrongCode;
  if (serverMessage === SERVER_MESSAGES.codeExpired) return AUTH_MESSAGES.codeExpired;
  return AUTH_MESSAGES.codeCheckFailed;
}

/** "The server message, or else this fallback" — the rule of most auth steps (§8). */
export function serverMessageOr(serverMessage: string | null | undefined, fallback: string): string {
  return serverMessage?.trim() ? serverMessage : fallback;
}
