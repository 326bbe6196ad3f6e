import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_CONSENT_VERSION } from "../constants";
import { applicantSignupRequestSchema, employerSignupRequestSchema } from "../wire/auth";
import { toApplicantSignupRequest, toEmployerSignupRequest } from "./signup";

const credentials = { email: " ivan@mail.ru ", password: " Abcdefg1 " };

describe("toApplicantSignupRequest", () => {
  it("builds the spec payload with dateOfBirth YYYY-MM-DD", () => {
    const payload = toApplicantSignupRequest(credentials, {
      name: " Иван ",
      surname: "Иванов",
      birthDate: "01.01.1990",
      city: "Нижний   Новгород",
    });
    expect(payload).toEqual({
      applicant: {
        user: { email: "ivan@mail.ru", password: " Abcdefg1 ", name: "Иван", surname: "Иванов" },
        city: "Нижний Новгород",
        dateOfBirth: "1990-01-01",
      },
      personalDataConsent: { version: PERSONAL_DATA_CONSENT_VERSION },
    });
    expect(applicantSignupRequestSchema.safeParse(payload).success).toBe(true);
  });
  it.each(["", "01.01", "1990-01-01", "31.02.1990"])("sends dateOfBirth null for %j", (birthDate) => {
    const payload = toApplicantSignupRequest(credentials, {
      name: "Иван",
      surname: "Иванов",
      birthDate,
      city: "Москва",
    });
    expect(payload.applicant.dateOfBirth).toBeNull();
  });
  it("adds the picked place's areaId beside the city, and nothing for a typed name", () => {
    const form = { name: "Иван", surname: "Иванов", birthDate: "01.01.1990", city: "Киров" };
    const picked = toApplicantSignupRequest(credentials, { ...form, areaId: "49" });
    expect(picked.applicant).toMatchObject({ city: "Киров", areaId: "49" });
    expect(applicantSignupRequestSchema.safeParse(picked).success).toBe(true);
    expect(toApplicantSignupRequest(credentials, { ...form, areaId: null }).applicant).not.toHaveProperty(
      "areaId",
    );
  });
});

describe("toEmployerSignupRequest", () => {
  const form = { name: "Пётр", surname: "Петров", companyName: " Ромашка ", position: "Менеджер" };
  it("sends an existing company as { id, companyName }", () => {
    const payload = toEmployerSignupRequest(credentials, { ...form, companyId: "c42" });
    expect(payload.employer.company).toEqual({ id: "c42", companyName: "Ромашка" });
    expect(employerSignupRequestSchema.safeParse(payload).success).toBe(true);
  });
  it.each([undefined, null, "", "  "])(
    "sends a new company as { companyName } when the id is %j",
    (companyId) => {
      const payload = toEmployerSignupRequest(credentials, { ...form, companyId });
      expect(payload.employer.company).toEqual({ companyName: "Ромашка" });
    },
  );
  it("carries user and position", () => {
    expect(toEmployerSignupRequest(credentials, form).employer).toMatchObject({
      user: { email: "ivan@mail.ru", password: " Abcdefg1 ", name: "Пётр", surname: "Петров" },
      position: "Менеджер",
    });
  });
  it("carries the consent the form's checkbox gave, to the text in force", () => {
    expect(toEmployerSignupRequest(credentials, form).personalDataConsent).toEqual({
      version: PERSONAL_DATA_CONSENT_VERSION,
    });
  });
});
