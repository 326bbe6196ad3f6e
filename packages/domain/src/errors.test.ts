import { describe, expect, it } from "vitest";
import {
  API_ERROR_CODES,
  AUTH_MESSAGES,
  apiErrorCodeForStatus,
  codeErrorMessage,
  EMPLOYER_PROFILE_MESSAGES,
  emailRegisteredAsMessage,
  HTTP_STATUS_FOR_CODE,
  IMPORT_MESSAGES,
  isApiErrorCode,
  isFatalStatus,
  loginErrorMessage,
  noResponseMessage,
  requestFailedMessage,
  SERVER_MESSAGES,
  serverMessageOr,
  TRANSPORT_MESSAGES,
} from "./errors";

describe("API error codes", () => {
  it.each([
    [0, "NETWORK"],
    [400, "VALIDATION"],
    [413, "VALIDATION"],
    [422, "VALIDATION"],
    [401, "UNAUTHORIZED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
    [409, "CONFLICT"],
    [410, "GONE"],
    [429, "RATE_LIMITED"],
    [500, "UNKNOWN"],
    [503, "UNKNOWN"],
    [418, "UNKNOWN"],
  ])("status %i -> %s", (status, code) => {
    expect(apiErrorCodeForStatus(status)).toBe(code);
  });

  it("round-trips every server-side code through its status", () => {
    for (const code of API_ERROR_CODES) {
      const status = HTTP_STATUS_FOR_CODE[code];
      if (status === 0) expect(["NETWORK", "SCHEMA"]).toContain(code);
      else expect(apiErrorCodeForStatus(status)).toBe(code);
    }
  });

  it("guards codes", () => {
    expect(isApiErrorCode("CONFLICT")).toBe(true);
    expect(isApiErrorCode("conflict")).toBe(false);
    expect(isApiErrorCode(409)).toBe(false);
  });

  it.each([
    [0, true],
    [500, true],
    [599, true],
    [404, false],
    [403, false],
    [600, false],
  ])("isFatalStatus(%i) is %s", (status, fatal) => {
    expect(isFatalStatus(status)).toBe(fatal);
  });
});

describe("server wire messages", () => {
  it("match ARCHITECTURE.md word for word", () => {
    expect(SERVER_MESSAGES).toEqual({
      userFound: "user found",
      userNotFound: "user not found",
      emailTakenByOtherRole: "user with such email already registered with another role",
      invalidPassword: "invalid password",
      invalidCode: "invalid code",
      codeExpired: "code expired",
    });
  });
});

describe("transport messages", () => {
  it("match spec §8", () => {
    expect(TRANSPORT_MESSAGES.offline).toBe(
      "Ошибка загрузки. Пожалуйста, проверьте ваше подключение к интернету.",
    );
    expect(TRANSPORT_MESSAGES.network).toBe("Произошла сетевая ошибка. Пожалуйста, попробуйте снова.");
    expect(TRANSPORT_MESSAGES.unparseableSuccess).toBe("Failed to parse successful response as JSON.");
    expect(requestFailedMessage(502)).toBe("Request failed with status 502");
  });
});

describe("auth modal messages", () => {
  it("names the other role after «как»", () => {
    expect(emailRegisteredAsMessage("applicant")).toBe(
      "Этот email уже используется для входа как соискатель",
    );
    expect(emailRegisteredAsMessage("employer")).toBe(
      "Этот email уже используется для входа как работодатель",
    );
  });

  it("maps login server messages", () => {
    expect(loginErrorMessage("invalid password")).toBe("Неправильный пароль");
    expect(loginErrorMessage("user not found")).toBe("Неправильный логин");
    expect(loginErrorMessage("boom")).toBe("Произошла ошибка входа");
    expect(loginErrorMessage(undefined)).toBe("Произошла ошибка входа");
  });

  it("maps code server messages", () => {
    expect(codeErrorMessage("invalid code")).toBe("Неправильный код");
    expect(codeErrorMessage("code expired")).toBe("Срок действия кода истек");
    expect(codeErrorMessage(null)).toBe("Произошла ошибка при проверке кода");
  });

  it("prefers a non-blank server message over the fallback", () => {
    expect(serverMessageOr("too many requests", AUTH_MESSAGES.resendFailed)).toBe("too many requests");
    expect(serverMessageOr("  ", AUTH_MESSAGES.resendFailed)).toBe("Не удалось отправить код");
    expect(serverMessageOr(undefined, AUTH_MESSAGES.registrationFailed)).toBe("Ошибка регистрации");
  });

  it("keeps every fallback word for word", () => {
    expect(AUTH_MESSAGES).toMatchObject({
      unexpected: "Произошла непредвиденная ошибка",
      loginInvalidResponse: "Login failed: Invalid response from server.",
      recoveryFailed: "Не удалось отправить код восстановления",
      resetFailed: "Не удалось сбросить пароль",
      companiesFailed: "Не удалось загрузить список компаний",
      noSessionData: "No session data in localStorage",
      tokenValidationFailed: "Token validation failed",
    });
  });

  it("builds the missing-response messages", () => {
    expect(noResponseMessage("checkEmail")).toBe("Check email failed: No response from server.");
    expect(noResponseMessage("login")).toBe("Login failed: No response from server.");
  });
});

describe("employer profile and import messages", () => {
  it("match spec §8", () => {
    expect(EMPLOYER_PROFILE_MESSAGES.fetchFailed).toBe("Failed to fetch employer profile.");
    expect(EMPLOYER_PROFILE_MESSAGES.updateFailed).toBe("Failed to update employer profile.");
    expect(IMPORT_MESSAGES.missingData).toBe(
      "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
    );
    expect(IMPORT_MESSAGES.success).toBe("Импорт запущен! Ваши вакансии скоро появятся в общем списке.");
    expect(IMPORT_MESSAGES.countFailed).toBe("Не удалось получить информацию о вакансиях. Попробуйте снова.");
    expect(IMPORT_MESSAGES.importFailed).toBe(
      "Произошла ошибка во время импорта. Пожалуйста, повторите попытку.",
    );
  });
});
