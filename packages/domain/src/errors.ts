/**
 * The error catalogue: every text a failure shows, word for word as the product spec gives
 * it (Russian user messages and English store-level messages, §8), the server's wire
 * messages (ARCHITECTURE.md), and the API error codes with the HTTP statuses they stand
 * for. One table, so the gateway, the client and the tests never retype a message.
 */
import { IMAGE_MAX_SIDE_PX } from "./constants";
import type { Role } from "./enums";
import { pluralRu } from "./format";

// ---------------------------------------------------------------- API error codes

/**
 * Codes every failure carries (STYLE.md, "API client and errors"); GONE is an expired code
 * (410); IMPORT_RUNNING a 409 of an hh.ru import started while the company's last one runs.
 */
export const API_ERROR_CODES = [
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION",
  "CONFLICT",
  "GONE",
  "IMPORT_RUNNING",
  "RATE_LIMITED",
  "NETWORK",
  "SCHEMA",
  "UNKNOWN",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

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
 * Codes that name a particular case of a status's code: the gateway may send one in the error
 * body, and the client keeps it when the status agrees (a 409 `IMPORT_RUNNING` stays that).
 */
const REFINED_CODES: Readonly<Partial<Record<ApiErrorCode, ApiErrorCode>>> = { IMPORT_RUNNING: "CONFLICT" };

/** The code of a failed answer: the body's own code when it refines the status's, else the status's. */
export function apiErrorCodeFor(status: number, bodyCode: ApiErrorCode | undefined): ApiErrorCode {
  const byStatus = apiErrorCodeForStatus(status);
  return bodyCode && REFINED_CODES[bodyCode] === byStatus ? bodyCode : byStatus;
}

/** No response (status 0) or a server fault (5xx) sends the browser to the error page `/error/{status}` (§2.1, §8). */
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
  /**
   * 429 of a login while the account is locked after repeated wrong passwords (the gateway's
   * README, "Sign-in throttling"); already Russian, so the modal shows it as it is.
   */
  loginLocked:
    "Слишком много неверных попыток входа. Вход в этот аккаунт временно приостановлен, попробуйте позже",
  /** 429 of an upload address asked for while too many uploads wait unsaved; Russian, shown as is. */
  tooManyUnsavedUploads: "Слишком много несохранённых загрузок. Сохраните изменения или попробуйте позже",
  /** 400 of an upload whose real dimensions are too large; Russian, shown as is by the upload field. */
  imageTooLarge: `Изображение слишком большое: не больше ${IMAGE_MAX_SIDE_PX} × ${IMAGE_MAX_SIDE_PX} пикселей`,
} as const;

// ---------------------------------------------------------------- rate limits (issue 29)

const SECOND_FORMS = { one: "секунду", few: "секунды", many: "секунд" } as const;
const MINUTE_FORMS = { one: "минуту", few: "минуты", many: "минут" } as const;
const HOUR_FORMS = { one: "час", few: "часа", many: "часов" } as const;

/**
 * A wait as «через N …» reads it: seconds up to a minute, then whole minutes up to an hour,
 * then whole hours (rounded up, so the wait is never understated).
 */
function waitRu(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 60) return `${whole} ${pluralRu(whole, SECOND_FORMS)}`;
  if (whole <= 3600) {
    const minutes = Math.ceil(whole / 60);
    return `${minutes} ${pluralRu(minutes, MINUTE_FORMS)}`;
  }
  const hours = Math.ceil(whole / 3600);
  return `${hours} ${pluralRu(hours, HOUR_FORMS)}`;
}

/**
 * The Russian text of a 429 (`RATE_LIMITED`), which the gateway sends as the error's
 * `message` beside `Retry-After: {seconds}` and the client shows as it is.
 */
export const RATE_LIMIT_MESSAGES = {
  /** Any limited call: «Слишком много запросов. Повторите через N секунд.» */
  tooManyRequests: (seconds: number) => `Слишком много запросов. Повторите через ${waitRu(seconds)}.`,
  /** The daily cap of codes mailed to one address (sign-up and recovery together). */
  tooManyCodesSent: (seconds: number) =>
    `На этот адрес отправлено слишком много кодов. Повторите через ${waitRu(seconds)}.`,
  /** The hourly cap of codes checked for one address, right or wrong. */
  tooManyCodeChecks: (seconds: number) =>
    `Слишком много попыток ввести код. Повторите через ${waitRu(seconds)}.`,
} as const;

/**
 * The text to show for a failed call: a 429's own (`code` RATE_LIMITED: the Russian
 * «Слишком много запросов. Повторите через N секунд.» the gateway sent), else `fallback`. Reads
 * any error with `code` and `message` (the API client's `ApiError`), so every layer can use it.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "RATE_LIMITED" && typeof message === "string" && message.trim() ? message : fallback;
}

// ---------------------------------------------------------------- transport (§8)

/** Failures of the transport itself, the same for every call (§8 Transport). */
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

// ---------------------------------------------------------------- employer profile (§8)

/** What the employer profile shows when its profile did not load or did not save (§8). */
export const EMPLOYER_PROFILE_MESSAGES = {
  fetchFailed: "Failed to fetch employer profile.",
  updateFailed: "Failed to update employer profile.",
} as const;

// ---------------------------------------------------------------- company membership (issue 12)

/**
 * Company membership texts. The gateway answers a company-scoped call of a member who is not
 * active with the `forbidden` text of the member's status (403); the UI shows the `notice`
 * of that status instead of the company's data.
 */
export const COMPANY_ACCESS_MESSAGES = {
  forbidden: {
    pending: "Доступ к компании ещё не открыт: заявку должен одобрить сотрудник компании.",
    rejected: "Доступ к компании закрыт: сотрудник компании отклонил вашу заявку.",
    removed: "Доступ к компании закрыт: вас удалили из сотрудников компании.",
  },
  notice: {
    pending: "Заявка на доступ к компании отправлена. Доступ откроется, когда её одобрит сотрудник компании.",
    rejected:
      "Сотрудник компании отклонил вашу заявку на доступ. Данные компании вам недоступны; если это ошибка, свяжитесь с компанией.",
    removed:
      "Вас удалили из сотрудников компании. Данные компании вам больше недоступны; если это ошибка, свяжитесь с компанией.",
  },
  /** 403: the path names a company the caller is no active member of. */
  otherCompany: "Это не ваша компания: её данные доступны только её сотрудникам.",
  /** 404: no such member or request in the caller's company. */
  memberNotFound: "Такой заявки или сотрудника в вашей компании нет.",
  /** 409: the request was decided already (by a colleague, or in another tab). */
  alreadyDecided: "Эта заявка уже рассмотрена.",
  /** 409: removing someone who is not an active member. */
  notActive: "Этот сотрудник уже не состоит в компании.",
  /** 409: the last active member cannot leave the company without anyone to let others in. */
  lastMember: "Нельзя удалить последнего сотрудника с доступом к компании.",
  /** 409: asking to join again while the request still waits (a second click, another tab). */
  alreadyPending: "Заявка на доступ к компании уже отправлена и ждёт решения.",
  /** 409: asking to join again while being an active member. */
  alreadyActive: "У вас уже есть доступ к компании.",
  /** The UI's failure text of «Запросить доступ снова». */
  requestFailed: "Не удалось отправить заявку на доступ. Попробуйте ещё раз.",
  /** The UI's failure texts of the decisions. */
  decideFailed: "Не удалось сохранить решение. Попробуйте ещё раз.",
  loadFailed: "Не удалось загрузить сотрудников компании.",
} as const;

// ---------------------------------------------------------------- import (§2.5, §5, §8)

/** Vacancy import dialog messages (§2.5, §5, §8). */
export const IMPORT_MESSAGES = {
  /** The counts did not load. */
  countFailed: "Не удалось получить информацию о вакансиях. Попробуйте снова.",
  /** The import call failed. */
  importFailed: "Произошла ошибка во время импорта. Пожалуйста, повторите попытку.",
  /** No authorization code or no company id: the import cannot start. */
  missingData: "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
  /** 409 `IMPORT_RUNNING`: the company's previous import is still queued or running. */
  alreadyRunning: "Импорт вакансий этой компании уже идёт. Дождитесь его завершения и попробуйте снова.",
  /** Success step title and message. */
  successTitle: "Процесс импорта",
  success: "Импорт запущен! Ваши вакансии скоро появятся в общем списке.",
  /** The gateway did not give hh.ru's authorization address. */
  authorizeFailed: "Не удалось открыть страницу авторизации hh.ru. Попробуйте снова.",
  /** The employer pressed «Отказаться» on hh.ru's consent page (`error=access_denied`). */
  accessDenied:
    "Вы не разрешили доступ к профилю на hh.ru, поэтому вакансии не импортированы. Чтобы импортировать их, привяжите профиль снова и разрешите доступ.",
} as const;

// ---------------------------------------------------------------- no response (§8)

/**
 * What each gateway call says when no answer came: the server answered with an empty body
 * where data was due, or the call timed out. The auth calls' texts are the spec's
 * «{Call} failed: No response from server.» (§8); the employer profile's are its store
 * messages; the others follow the same pattern. Keyed by the API client's `group.call`.
 */
export const NO_RESPONSE_MESSAGES = {
  "auth.checkEmail": "Check email failed: No response from server.",
  "auth.sendCode": "Send code failed: No response from server.",
  "auth.verifyCode": "Verify code failed: No response from server.",
  "auth.resetPassword": "Reset password failed: No response from server.",
  "auth.resetPasswordConfirm": "Confirm reset password failed: No response from server.",
  "auth.applicantSignup": "Applicant signup failed: No response from server.",
  "auth.employerSignup": "Employer signup failed: No response from server.",
  "auth.listCompanies": "List companies failed: No response from server.",
  "auth.login": "Login failed: No response from server.",
  "auth.logout": "Logout failed: No response from server.",
  "dev.getOutbox": "Outbox: No response from server.",
  "employer.register": "Employer register failed: No response from server.",
  "employer.getProfile": EMPLOYER_PROFILE_MESSAGES.fetchFailed,
  "employer.updateProfile": EMPLOYER_PROFILE_MESSAGES.updateFailed,
  "company.listMembers": "Company members failed: No response from server.",
  "company.decideRequest": "Company request decision failed: No response from server.",
  "company.removeMember": "Remove company member failed: No response from server.",
  "company.requestAccess": "Company access request failed: No response from server.",
  "company.responseRate": "Company response rate failed: No response from server.",
  "employer.getCandidate": "Failed to fetch candidate profile.",
  "employer.getCandidateApplications": "Failed to fetch the candidate's responses.",
  "files.requestUpload": "Failed to get an upload address.",
  "files.getDownloadUrl": "Failed to get a download address.",
  "files.deleteFile": "Failed to delete the file.",
  "hidden.list": "Hidden list failed: No response from server.",
  "hidden.hideVacancy": "Hide vacancy failed: No response from server.",
  "hidden.showVacancy": "Show vacancy failed: No response from server.",
  "hidden.hideCompany": "Hide company failed: No response from server.",
  "hidden.showCompany": "Show company failed: No response from server.",
  "hidden.setWords": "Excluded words failed: No response from server.",
  "profile.getApplicantProfile": "Failed to fetch applicant profile.",
  "profile.updateApplicantProfile": "Failed to update applicant profile.",
  "profile.getSkills": "Failed to fetch skills.",
  "profile.getQualities": "Failed to fetch qualities.",
  "vacancy.getVacancies": "Vacancies failed: No response from server.",
  "vacancy.getVacancyTotal": "Vacancy total failed: No response from server.",
  "vacancy.getVacancy": "Vacancy failed: No response from server.",
  "vacancy.recordVacancyView": "View failed: No response from server.",
  "vacancy.likeVacancy": "Like failed: No response from server.",
  "vacancy.unlikeVacancy": "Unlike failed: No response from server.",
  "vacancy.getFavouriteVacancies": "Favourites failed: No response from server.",
  "vacancy.getViewedVacancies": "Viewed vacancies failed: No response from server.",
  "vacancy.getApplicantResponses": "Responses failed: No response from server.",
  "vacancy.applyToVacancy": "Apply failed: No response from server.",
  "vacancy.deleteVacancies": "Delete failed: No response from server.",
  "vacancy.getVacancyApplications": "Applications failed: No response from server.",
  "vacancy.updateApplicationStatus": "Status update failed: No response from server.",
  "vacancy.setVacancyTest": "Vacancy test failed: No response from server.",
  "vacancy.createVacancy": "Vacancy create failed: No response from server.",
  "vacancy.replaceVacancy": "Vacancy save failed: No response from server.",
  "vacancy.setVacancyStatus": "Vacancy status failed: No response from server.",
  "tests.getCatalogue": "Tests failed: No response from server.",
  "tests.startProfileTest": "Test session failed: No response from server.",
  "tests.startVacancyTest": "Test session failed: No response from server.",
  "tests.getSession": "Test session failed: No response from server.",
  "tests.answer": "Answer failed: No response from server.",
  "tests.finish": "Finish test failed: No response from server.",
  "tests.getApplicantTests": "Test results failed: No response from server.",
  "tests.getMessages": "Test messages failed: No response from server.",
  "contest.getScore": "Contest score failed: No response from server.",
  "contest.getFactors": "Contest factors failed: No response from server.",
  "contest.getFormula": "Contest formula failed: No response from server.",
  "vacancy.undoRejection": "Undo rejection failed: No response from server.",
  "vacancy.inviteApplicant": "Invitation failed: No response from server.",
  "vacancy.prolongVacancy": "Prolong failed: No response from server.",
  "import.getAuthorizeUrl": "Import authorization failed: No response from server.",
  "import.getCounts": IMPORT_MESSAGES.countFailed,
  "import.startImport": IMPORT_MESSAGES.importFailed,
  "import.getLatestRun": "Import progress failed: No response from server.",
  "chat.getSummary": "Chat summary failed: No response from server.",
  "chat.getList": "Chat list failed: No response from server.",
  "chat.getHistory": "Chat history failed: No response from server.",
  "chat.getMessagesAfter": "Chat messages failed: No response from server.",
  "chat.openForResponse": "Open chat failed: No response from server.",
  "searches.list": "Saved searches failed: No response from server.",
  "searches.create": "Save search failed: No response from server.",
  "searches.update": "Update saved search failed: No response from server.",
  "searches.remove": "Delete saved search failed: No response from server.",
  "searches.markOpened": "Open saved search failed: No response from server.",
} as const;
/** A gateway call, named `group.call` as the API client groups it. */
export type GatewayCall = keyof typeof NO_RESPONSE_MESSAGES;

// ---------------------------------------------------------------- saved searches (issue 26)

/** What the gateway answers (and the page shows) when a saved search is refused. */
export const SAVED_SEARCH_MESSAGES = {
  /** The 21st search. */
  tooMany: "Можно сохранить не больше 20 поисков",
  notFound: "Поиск не найден",
  /** A filter of the body is not one the list takes (an unknown name, a wrong value). */
  badFilter: "Фильтры поиска заданы неверно",
  /** The unsubscribe link is not one the gateway signed (altered or made up). */
  badLink: "Ссылка для отписки недействительна",
  /** The store's fallbacks when the gateway gave no message. */
  loadFailed: "Не удалось загрузить сохранённые поиски",
  saveFailed: "Не удалось сохранить поиск",
} as const;
