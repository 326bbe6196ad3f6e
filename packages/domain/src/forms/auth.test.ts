import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  applicantRegistrationFormSchema,
  codeFormSchema,
  createApplicantRegistrationFormSchema,
  employerRegistrationFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  signInFormSchema,
} from "./auth";

/** Messages by dotted path, the way a form library shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= issue.message;
  }
  return errors;
}

describe("signInFormSchema", () => {
  it("accepts an email and a role, normalising the email", () => {
    expect(signInFormSchema.parse({ email: "  a@b.ru ", role: "employer" })).toEqual({
      email: "a@b.ru",
      role: "employer",
    });
  });
  it("requires the email first, then its shape", () => {
    expect(errorsOf(signInFormSchema, { email: "  ", role: "applicant" })).toEqual({
      email: "Поле обязательно для заполнения",
    });
    expect(errorsOf(signInFormSchema, { email: "a@b", role: "applicant" })).toEqual({
      email: "Введите корректный email",
    });
  });
  it("rejects an unknown role", () => {
    expect(errorsOf(signInFormSchema, { email: "a@b.ru", role: "admin" })).toHaveProperty("role");
  });
});

describe("codeFormSchema", () => {
  it("accepts exactly 6 characters", () => {
    expect(codeFormSchema.safeParse({ code: "123456" }).success).toBe(true);
  });
  it.each(["12345", "1234567", ""])("rejects %j", (code) => {
    expect(errorsOf(codeFormSchema, { code })).toEqual({ code: "Код должен состоять из 6 символов" });
  });
});

describe("loginFormSchema", () => {
  it("needs a non-empty password but not the password rule", () => {
    expect(loginFormSchema.safeParse({ password: "x" }).success).toBe(true);
    expect(errorsOf(loginFormSchema, { password: "" })).toEqual({
      password: "Поле обязательно для заполнения",
    });
  });
  it("rejects a megabyte password", () => {
    expect(loginFormSchema.safeParse({ password: "A".repeat(1_000_000) }).success).toBe(false);
  });
});

describe("newPasswordFormSchema", () => {
  it("accepts a valid, confirmed password", () => {
    expect(
      newPasswordFormSchema.safeParse({ password: "Abcdefg1", confirmPassword: "Abcdefg1" }).success,
    ).toBe(true);
  });
  it("reports a mismatch on confirmPassword", () => {
    expect(errorsOf(newPasswordFormSchema, { password: "Abcdefg1", confirmPassword: "Abcdefg2" })).toEqual({
      confirmPassword: "Пароли не совпадают",
    });
  });
  it("reports a weak password on password", () => {
    expect(errorsOf(newPasswordFormSchema, { password: "abcdefg1", confirmPassword: "abcdefg1" })).toEqual({
      password: "Пароль должен содержать не менее 8 символов, заглавные и строчные буквы, цифры",
    });
  });
  it("does not trim the password before comparing", () => {
    expect(
      errorsOf(newPasswordFormSchema, { password: "Abcdefg1 ", confirmPassword: "Abcdefg1" }).confirmPassword,
    ).toBe("Пароли не совпадают");
  });
});

describe("applicant registration", () => {
  const schema = createApplicantRegistrationFormSchema({ now: () => new Date(2025, 5, 15) });
  const valid = {
    name: "Анна-Мария",
    surname: "Д'Артаньян",
    birthDate: "29.02.2000",
    city: "Москва",
    consent: true,
  };

  it("accepts a complete form", () => {
    expect(schema.parse(valid)).toEqual(valid);
  });
  it("normalises names", () => {
    expect(schema.parse({ ...valid, city: "  Нижний   Новгород " }).city).toBe("Нижний Новгород");
  });
  it("requires consent", () => {
    expect(errorsOf(schema, { ...valid, consent: false })).toEqual({
      consent: "Необходимо дать согласие на обработку персональных данных",
    });
  });
  it("reports every invalid field with its message", () => {
    expect(
      errorsOf(schema, {
        name: "анна",
        surname: "",
        birthDate: "29.02.2023",
        city: "Москва1",
        consent: true,
      }),
    ).toEqual({
      name: "Введите корректное значение",
      surname: "Поле обязательно для заполнения",
      birthDate: "Введите корректную дату рождения",
      city: "Введите корректное значение",
    });
  });
  it("requires the birth date", () => {
    expect(errorsOf(schema, { ...valid, birthDate: "" })).toEqual({
      birthDate: "Поле обязательно для заполнения",
    });
  });
  it("rejects a birth date next year", () => {
    expect(errorsOf(schema, { ...valid, birthDate: "01.01.2026" })).toHaveProperty("birthDate");
  });
  it("rejects a name longer than 200 characters", () => {
    expect(errorsOf(schema, { ...valid, name: `А${"а".repeat(300)}` })).toEqual({
      name: "Слишком длинное значение",
    });
  });
  it("has a default instance on the real clock", () => {
    expect(applicantRegistrationFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe("employer registration", () => {
  const valid = {
    name: "Иван",
    surname: "Петров",
    companyName: "ООО «Ромашка»",
    position: "Менеджер",
    consent: true,
  };
  it("accepts a new company without an id, and an existing one with it", () => {
    expect(employerRegistrationFormSchema.safeParse(valid).success).toBe(true);
    expect(employerRegistrationFormSchema.parse({ ...valid, companyId: "c-1" }).companyId).toBe("c-1");
  });
  it("requires company name and position but not name-validity for them", () => {
    expect(errorsOf(employerRegistrationFormSchema, { ...valid, companyName: " ", position: "" })).toEqual({
      companyName: "Поле обязательно для заполнения",
      position: "Поле обязательно для заполнения",
    });
    expect(employerRegistrationFormSchema.safeParse({ ...valid, companyName: "3D studio" }).success).toBe(
      true,
    );
  });
  it("checks the person's names and the consent", () => {
    expect(errorsOf(employerRegistrationFormSchema, { ...valid, name: "o'neil", consent: false })).toEqual({
      name: "Введите корректное значение",
      consent: "Необходимо дать согласие на обработку персональных данных",
    });
  });
});
