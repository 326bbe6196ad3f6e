import { describe, expect, it } from "vitest";
import * as constants from "./constants";

describe("constants of spec §9", () => {
  it("hold the spec's values", () => {
    expect(constants).toMatchObject({
      VACANCY_PAGE_SIZE: 10,
      VACANCY_PAGE_SIZE_MAX: 50,
      CODE_LENGTH: 6,
      CODE_TTL_MS: 300_000,
      CODE_RESEND_MS: 59_000,
      CODE_MAX_WRONG_TRIES: 5,
      PASSWORD_MIN_LENGTH: 8,
      YEAR_MIN: 1900,
      BIRTH_DATE_MAX_LENGTH: 10,
      TOAST_DURATION_MS: 5000,
      CLOSE_ANIMATION_MS: 300,
      COMPANY_SEARCH_DEBOUNCE_MS: 500,
      CHAT_LIST_DEFAULT_PAGE: 1,
      CHAT_LIST_PER_PAGE: 20,
      CHAT_MESSAGES_DEFAULT_PAGE: 0,
      CHAT_MESSAGES_PER_PAGE: 50,
      CHAT_DEFAULT_COMPANY_NAME: "Компания",
      FRONT_VERSION: "0.6.22",
      FRONT_VERSION_DATE: "28.10.2025",
      IMPORT_DEFAULT_STATUS: "VACANCY_STATUS_ACTIVE",
    });
    expect(constants.STORAGE_KEYS).toEqual({ userId: "userId", userRole: "userRole" });
  });
  it("cap strings as the brief says", () => {
    expect(constants.MAX_LENGTH.short).toBe(200);
    expect(constants.MAX_LENGTH.text).toBe(5000);
  });
});
