import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_CONSENT_VERSION } from "../constants";
import { EXTRA_VALIDATION_MESSAGES } from "../validation/messages";
import {
  applicantSignupRequestSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  companyRefSchema,
  employerSignupRequestSchema,
  listCompaniesQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  outboxResponseSchema,
  resetPasswordConfirmRequestSchema,
  verifyCodeRequestSchema,
} from "./auth";

const user = { email: "Ivan@Mail.RU ", password: "Abcdefg1", name: "Иван", surname: "Иванов" };

describe("checkEmailRequestSchema", () => {
  it("normalises and lower-cases the email", () => {
    expect(checkEmailRequestSchema.parse({ email: "  Ivan@Mail.Ru ", role: "applicant" })).toEqual({
      email: "ivan@mail.ru",
      role: "applicant",
    });
  });
  it("rejects an unknown role, a missing field and an unknown key", () => {
    expect(checkEmailRequestSchema.safeParse({ email: "a@b.ru", role: "admin" }).success).toBe(false);
    expect(checkEmailRequestSchema.safeParse({ email: "a@b.ru" }).success).toBe(false);
    expect(
      checkEmailRequestSchema.safeParse({ email: "a@b.ru", role: "employer", isAdmin: true }).success,
    ).toBe(false);
  });
  it("rejects a megabyte email", () => {
    expect(
      checkEmailRequestSchema.safeParse({ email: `${"a".repeat(1_000_000)}@b.ru`, role: "employer" }).success,
    ).toBe(false);
  });
  it("answers with one of the two known messages", () => {
    expect(checkEmailResponseSchema.parse({ message: "user not found" })).toEqual({
      message: "user not found",
    });
    expect(checkEmailResponseSchema.safeParse({ message: "whatever" }).success).toBe(false);
  });
});

describe("codes", () => {
  it("verify-code takes a 6-character code and the optional toggle label", () => {
    expect(
      verifyCodeRequestSchema.parse({ email: "a@b.ru", code: "123456", applicantType: "Ищу работу" }),
    ).toEqual({
      email: "a@b.ru",
      code: "123456",
      applicantType: "Ищу работу",
    });
    expect(verifyCodeRequestSchema.safeParse({ email: "a@b.ru", code: "12345" }).success).toBe(false);
    expect(verifyCodeRequestSchema.safeParse({ email: "a@b.ru", code: 123456 }).success).toBe(false);
  });
  it("reset confirm checks the new password rule only when given", () => {
    expect(resetPasswordConfirmRequestSchema.safeParse({ email: "a@b.ru", code: "123456" }).success).toBe(
      true,
    );
    expect(
      resetPasswordConfirmRequestSchema.safeParse({
        email: "a@b.ru",
        code: "123456",
        newPassword: "Abcdefg1",
      }).success,
    ).toBe(true);
    expect(
      resetPasswordConfirmRequestSchema.safeParse({ email: "a@b.ru", code: "123456", newPassword: "weak" })
        .success,
    ).toBe(false);
  });
});

describe("applicant sign-up", () => {
  it("accepts the spec payload with a date or null", () => {
    const parsed = applicantSignupRequestSchema.parse({
      applicant: { user, city: "Москва", dateOfBirth: "1990-01-31" },
    });
    expect(parsed.applicant.user.email).toBe("ivan@mail.ru");
    expect(
      applicantSignupRequestSchema.safeParse({ applicant: { user, city: "Москва", dateOfBirth: null } })
        .success,
    ).toBe(true);
  });
  it.each([
    ["an impossible date", { user, city: "Москва", dateOfBirth: "2023-02-29" }],
    ["a display date", { user, city: "Москва", dateOfBirth: "31.01.1990" }],
    ["a weak password", { user: { ...user, password: "password" }, city: "Москва", dateOfBirth: null }],
    ["a lowercase name", { user: { ...user, name: "иван" }, city: "Москва", dateOfBirth: null }],
    [
      "HTML in a name",
      { user: { ...user, name: "<script>alert(1)</script>" }, city: "Москва", dateOfBirth: null },
    ],
    ["SQL in the city", { user, city: "'; DROP TABLE users; --", dateOfBirth: null }],
    ["an extra role key", { user: { ...user, role: "employer" }, city: "Москва", dateOfBirth: null }],
  ])("rejects %s", (_label, applicant) => {
    expect(applicantSignupRequestSchema.safeParse({ applicant }).success).toBe(false);
  });
});

describe("the consent in a sign-up", () => {
  const applicant = { user, city: "Москва", dateOfBirth: null };
  it("is optional, and taken for the version in force", () => {
    expect(applicantSignupRequestSchema.parse({ applicant }).personalDataConsent).toBeUndefined();
    const consent = { version: PERSONAL_DATA_CONSENT_VERSION };
    expect(applicantSignupRequestSchema.parse({ applicant, personalDataConsent: consent })).toMatchObject({
      personalDataConsent: consent,
    });
  });
  it.each([
    ["another version", { version: "2020-01-01" }],
    ["a huge version", { version: "x".repeat(10_000) }],
  ])("refuses %s with the Russian message on personalDataConsent.version", (_label, personalDataConsent) => {
    const result = applicantSignupRequestSchema.safeParse({ applicant, personalDataConsent });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["personalDataConsent", "version"],
        message: EXTRA_VALIDATION_MESSAGES.consentVersion,
      }),
    ]);
  });
  it("refuses a consent without a version or with a key of its own", () => {
    for (const personalDataConsent of [{}, { version: PERSONAL_DATA_CONSENT_VERSION, at: "now" }, true]) {
      const body = { employer: { user, company: { companyName: "А" }, position: "HR" }, personalDataConsent };
      expect(employerSignupRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("employer sign-up", () => {
  it("accepts an existing company by id and a new one by name", () => {
    const existing = { user, company: { id: "c1", companyName: "Ромашка" }, position: "Менеджер" };
    const fresh = { user, company: { companyName: "Новая компания" }, position: "HR" };
    expect(employerSignupRequestSchema.parse({ employer: existing }).employer.company).toEqual({
      id: "c1",
      companyName: "Ромашка",
    });
    expect(employerSignupRequestSchema.parse({ employer: fresh }).employer.company).toEqual({
      companyName: "Новая компания",
    });
  });
  it("rejects an empty company name and an empty position", () => {
    expect(companyRefSchema.safeParse({ companyName: "  " }).success).toBe(false);
    expect(
      employerSignupRequestSchema.safeParse({
        employer: { user, company: { companyName: "A" }, position: "" },
      }).success,
    ).toBe(false);
  });
});

describe("login and companies", () => {
  it("login needs a non-empty password", () => {
    expect(loginRequestSchema.safeParse({ email: "a@b.ru", password: "" }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email: "a@b.ru", password: "x" }).success).toBe(true);
  });
  it("login answers { auth: { id, role, companyId, consentRequired } }", () => {
    const employer = { id: "u1", role: "employer", companyId: "c1", consentRequired: false };
    expect(loginResponseSchema.parse({ auth: employer, extra: 1 })).toEqual({ auth: employer });
    const applicant = { id: "u1", role: "applicant", companyId: null, consentRequired: true };
    expect(loginResponseSchema.parse({ auth: applicant })).toEqual({ auth: applicant });
    expect(loginResponseSchema.safeParse({ auth: { ...applicant, role: "guest" } }).success).toBe(false);
    // The company and the consent are part of the contract: an answer without them is refused, not guessed.
    expect(
      loginResponseSchema.safeParse({ auth: { id: "u1", role: "employer", consentRequired: false } }).success,
    ).toBe(false);
    expect(
      loginResponseSchema.safeParse({ auth: { id: "u1", role: "employer", companyId: "c1" } }).success,
    ).toBe(false);
  });
  it("list-companies takes an optional, normalised search", () => {
    expect(listCompaniesQuerySchema.parse({})).toEqual({});
    expect(listCompaniesQuerySchema.parse({ search: "  Ром  " })).toEqual({ search: "Ром" });
    expect(listCompaniesQuerySchema.safeParse({ search: "x".repeat(201) }).success).toBe(false);
  });
});

describe("outbox", () => {
  it("carries messages with a code or null", () => {
    const body = {
      messages: [
        {
          to: "a@b.ru",
          subject: "Код",
          text: "Ваш код 123456",
          code: "123456",
          sentAt: "2025-10-28T10:00:00.000Z",
        },
        { to: "a@b.ru", subject: "Привет", text: "…", code: null, sentAt: "2025-10-28T09:00:00+03:00" },
      ],
    };
    expect(outboxResponseSchema.parse(body)).toEqual(body);
    expect(
      outboxResponseSchema.safeParse({ messages: [{ ...body.messages[0], sentAt: "yesterday" }] }).success,
    ).toBe(false);
  });
});

describe("birth date on the wire", () => {
  const thisYear = new Date().getFullYear();
  const payload = (dateOfBirth: string | null) => ({ applicant: { user, city: "Москва", dateOfBirth } });
  it.each(["1900-01-01", "2000-02-29", `${thisYear}-01-01`])("accepts %s", (date) => {
    expect(applicantSignupRequestSchema.safeParse(payload(date)).success).toBe(true);
  });
  it.each(["1899-12-31", `${thisYear + 1}-01-01`, "1900-02-29"])(
    "rejects %s with the date message",
    (date) => {
      const result = applicantSignupRequestSchema.safeParse(payload(date));
      expect(result.error?.issues[0]?.message).toBe("Введите корректную дату рождения");
    },
  );
});

describe("query strings", () => {
  it("strip unknown keys instead of refusing them (caches add parameters)", () => {
    expect(listCompaniesQuerySchema.parse({ search: "Ром", _: "1700000000" })).toEqual({ search: "Ром" });
  });
  it("empty search is allowed", () => {
    expect(listCompaniesQuerySchema.parse({ search: "" })).toEqual({ search: "" });
  });
});
