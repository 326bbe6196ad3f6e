import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  apiErrorCodeForStatus,
  codeErrorMessage,
  emailRegisteredAsMessage,
  failureMessage,
  isFatalStatus,
  loginErrorMessage,
  RATE_LIMIT_MESSAGES,
  SERVER_MESSAGES,
  serverMessageOr,
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
    expect(loginErrorMessage(SERVER_MESSAGES.loginLocked)).toBe(SERVER_MESSAGES.loginLocked);
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
});

describe("rate-limit messages", () => {
  it.each([
    [1, "Слишком много запросов. Повторите через 1 секунду."],
    [3, "Слишком много запросов. Повторите через 3 секунды."],
    [45, "Слишком много запросов. Повторите через 45 секунд."],
    [60, "Слишком много запросов. Повторите через 60 секунд."],
    [61, "Слишком много запросов. Повторите через 2 минуты."],
    [3300, "Слишком много запросов. Повторите через 55 минут."],
    [85_800, "Слишком много запросов. Повторите через 24 часа."],
  ])("words a wait of %i s", (seconds, text) => {
    expect(RATE_LIMIT_MESSAGES.tooManyRequests(seconds)).toBe(text);
  });

  it("shows a 429's own text instead of a call's fallback, and only a 429's", () => {
    const limited = { code: "RATE_LIMITED", message: "Слишком много запросов. Повторите через 5 секунд." };
    expect(failureMessage(limited, "Не удалось")).toBe(limited.message);
    expect(failureMessage({ code: "CONFLICT", message: "conflict" }, "Не удалось")).toBe("Не удалось");
    expect(failureMessage(new Error("boom"), "Не удалось")).toBe("Не удалось");
    expect(failureMessage(null, "Не удалось")).toBe("Не удалось");
  });

  it("lets the code and login steps show a 429's text", () => {
    const text = RATE_LIMIT_MESSAGES.tooManyCodeChecks(600);
    expect(codeErrorMessage(text, "RATE_LIMITED")).toBe(text);
    expect(codeErrorMessage(text)).toBe(AUTH_MESSAGES.codeCheckFailed);
    expect(loginErrorMessage(RATE_LIMIT_MESSAGES.tooManyRequests(30), "RATE_LIMITED")).toBe(
      "Слишком много запросов. Повторите через 30 секунд.",
    );
  });
});
