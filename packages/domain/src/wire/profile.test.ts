import { describe, expect, it } from "vitest";
import {
  applicantProfileDtoSchema,
  contactsInputSchema,
  educationInputSchema,
  experienceInputSchema,
  getApplicantProfileResponseSchema,
  suggestionQuerySchema,
  updateApplicantProfileRequestSchema,
} from "./profile";

const thisYear = new Date().getFullYear();

describe("updateApplicantProfileRequestSchema", () => {
  const base = { name: "Анна", surname: "Иванова" };
  it("accepts the minimal body and normalises names", () => {
    expect(updateApplicantProfileRequestSchema.parse({ name: "  Анна ", surname: "Иванова" })).toEqual(base);
  });
  it.each([
    ["a lowercase name", { name: "анна" }],
    ["a city with digits", { city: "Москва2" }],
    ["an ISO date in the wrong shape", { dateOfBirth: "01.01.1990" }],
    ["an impossible date", { dateOfBirth: "2023-02-29" }],
    ["an unknown key", { role: "employer" }],
    ["a 6000-character about-myself", { aboutMyself: "а".repeat(6000) }],
    ["a megabyte skill", { skills: ["x".repeat(1_000_000)] }],
    ["an empty skill", { skills: [""] }],
    ["101 skills", { skills: Array.from({ length: 101 }, (_, i) => `s${i}`) }],
    ["a negative income", { goals: { preferredIncome: -1 } }],
    ["a goal without a name", { goals: { goalPositions: [{ name: " " }] } }],
  ])("rejects %s", (_label, patch) => {
    expect(updateApplicantProfileRequestSchema.safeParse({ ...base, ...patch }).success).toBe(false);
  });
  it("keeps line breaks in free text", () => {
    expect(
      updateApplicantProfileRequestSchema.parse({ ...base, aboutMyself: "Строка 1\nСтрока 2" }).aboutMyself,
    ).toBe("Строка 1\nСтрока 2");
  });
});

describe("contacts", () => {
  it("checks phone and site, with the messages shown under each field (§5)", () => {
    const result = contactsInputSchema.safeParse({ phoneNumber: "+7 (999 123-45-67", website: "not a site" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Введите корректный телефон",
      "Введите корректный URL сайта",
    ]);
  });
  it("accepts valid contacts", () => {
    expect(
      contactsInputSchema.safeParse({ phoneNumber: "+7 (999) 123-45-67", website: "https://a.ru" }).success,
    ).toBe(true);
  });
});

describe("education entries", () => {
  it("accept a finished and an ongoing education", () => {
    expect(
      educationInputSchema.safeParse({ institution: "МГУ", startYear: 2010, endYear: 2015 }).success,
    ).toBe(true);
    expect(
      educationInputSchema.safeParse({ institution: "МГУ", startYear: thisYear, endYear: null }).success,
    ).toBe(true);
    expect(
      educationInputSchema.safeParse({ institution: "МГУ", startYear: thisYear - 1, endYear: thisYear + 3 })
        .success,
    ).toBe(true);
  });
  it.each([
    ["end before start", { institution: "МГУ", startYear: 2015, endYear: 2010 }],
    ["start next year", { institution: "МГУ", startYear: thisYear + 1 }],
    ["start 1899", { institution: "МГУ", startYear: 1899 }],
    ["no institution", { institution: "  " }],
    ["a fractional year", { institution: "МГУ", startYear: 2010.5 }],
  ])("reject %s", (_label, entry) => {
    expect(educationInputSchema.safeParse(entry).success).toBe(false);
  });
});

describe("experience entries", () => {
  const entry = { company: "Яндекс", position: "Разработчик", startDate: "2019-03", endDate: "2021-12" };
  it("accept YYYY-MM periods and endDate null for now", () => {
    expect(experienceInputSchema.safeParse(entry).success).toBe(true);
    expect(experienceInputSchema.safeParse({ ...entry, endDate: null }).success).toBe(true);
  });
  it.each([
    ["a day in the date", { startDate: "2019-03-01" }],
    ["month 13", { startDate: "2019-13" }],
    ["end before start", { endDate: "2018-01" }],
    ["a future start", { startDate: `${thisYear + 1}-01`, endDate: null }],
    ["a missing endDate", { endDate: undefined }],
  ])("reject %s", (_label, patch) => {
    expect(experienceInputSchema.safeParse({ ...entry, ...patch }).success).toBe(false);
  });
});

describe("responses and suggestions", () => {
  it("GET answers { profile } with a lenient DTO", () => {
    const body = {
      profile: { email: "a@b.ru", name: "Анна", surname: "Иванова", contacts: null, goals: null },
    };
    expect(getApplicantProfileResponseSchema.safeParse(body).success).toBe(true);
    expect(applicantProfileDtoSchema.safeParse({ email: "a@b.ru" }).success).toBe(false);
  });
  it("suggestion search is optional and capped", () => {
    expect(suggestionQuerySchema.parse({})).toEqual({});
    expect(suggestionQuerySchema.safeParse({ search: "я".repeat(201) }).success).toBe(false);
  });
});

describe("avatar address", () => {
  const base = { name: "Анна", surname: "Иванова" };
  it.each(["/files/p1/avatar.png", "https://cdn.example.com/a.png", null])("accepts %j", (avatarUrl) => {
    expect(updateApplicantProfileRequestSchema.safeParse({ ...base, avatarUrl }).success).toBe(true);
  });
  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "//evil.example/a.png",
    "ftp://x/a.png",
    "/a b.png",
  ])("rejects %j", (avatarUrl) => {
    expect(updateApplicantProfileRequestSchema.safeParse({ ...base, avatarUrl }).success).toBe(false);
  });
});
