import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  contactsFormSchema,
  createGoalsFormSchema,
  educationFormSchema,
  experienceFormSchema,
  personalFormSchema,
  skillsFormSchema,
} from "./profile";

/** Messages by dotted path, the way react-hook-form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

const thisYear = new Date().getFullYear();
const study = { institution: "МГУ", faculty: "", specialty: "", startYear: "2010", endYear: "2015" };

describe("educationFormSchema", () => {
  it("gives the entries with years as numbers, blank years as null", () => {
    expect(
      educationFormSchema.parse({ educations: [study, { ...study, id: "e1", startYear: "", endYear: "" }] }),
    ).toEqual({
      educations: [
        { institution: "МГУ", faculty: "", specialty: "", startYear: 2010, endYear: 2015 },
        { id: "e1", institution: "МГУ", faculty: "", specialty: "", startYear: null, endYear: null },
      ],
    });
  });

  it.each([
    ["0999", "before 1900"],
    ["2200", "after 2100"],
    ["2009", "before the start year"],
    ["20a1", "not a number"],
  ])("refuses the end year %s (%s) with the year message at the field", (endYear) => {
    expect(errorsOf(educationFormSchema, { educations: [{ ...study, endYear }] })).toEqual({
      "educations.0.endYear": "Введите корректный год",
    });
  });

  it("accepts an end year ahead (an expected graduation) and refuses a start year ahead", () => {
    expect(educationFormSchema.safeParse({ educations: [{ ...study, endYear: "2100" }] }).success).toBe(true);
    expect(
      errorsOf(educationFormSchema, {
        educations: [{ ...study, startYear: String(thisYear + 1), endYear: "" }],
      }),
    ).toEqual({ "educations.0.startYear": "Введите корректный год" });
  });

  it("reports a blank institution and a too long faculty together with a bad year", () => {
    expect(
      errorsOf(educationFormSchema, {
        educations: [{ ...study, institution: " ", faculty: "ф".repeat(201), startYear: "1899" }],
      }),
    ).toEqual({
      "educations.0.institution": "Поле обязательно для заполнения",
      "educations.0.faculty": "Слишком длинное значение",
      "educations.0.startYear": "Введите корректный год",
    });
  });
});

describe("experienceFormSchema", () => {
  const job = {
    company: "Ромашка",
    position: "Аналитик",
    startDate: "2015-03",
    endDate: "2019-08",
    description: "",
    current: false,
  };
  it("gives a null end for a current job", () => {
    expect(experienceFormSchema.parse({ experiences: [{ ...job, endDate: "", current: true }] })).toEqual({
      experiences: [
        { company: "Ромашка", position: "Аналитик", startDate: "2015-03", endDate: null, description: "" },
      ],
    });
  });
  it("requires company, position and the period's months", () => {
    expect(
      errorsOf(experienceFormSchema, {
        experiences: [{ ...job, company: "", position: "", startDate: "", endDate: "" }],
      }),
    ).toEqual({
      "experiences.0.company": "Поле обязательно для заполнения",
      "experiences.0.position": "Поле обязательно для заполнения",
      "experiences.0.startDate": "Поле обязательно для заполнения",
      "experiences.0.endDate": "Поле обязательно для заполнения",
    });
  });
  it.each([
    [{ startDate: "1899-12" }, "startDate"],
    [{ endDate: "2014-01" }, "endDate"],
    [{ endDate: `${thisYear + 1}-01` }, "endDate"],
    [{ endDate: "0999-01" }, "endDate"],
  ])("refuses the period %j", (change, field) => {
    expect(errorsOf(experienceFormSchema, { experiences: [{ ...job, ...change }] })).toEqual({
      [`experiences.0.${field}`]: "Введите корректный период",
    });
  });
});

describe("personalFormSchema", () => {
  const person = {
    name: "Анна",
    surname: "Смирнова",
    city: "Казань",
    birthDate: "12.04.1995",
    aboutMyself: "",
    avatarUrl: null,
  };
  it("gives the birth date as YYYY-MM-DD", () => {
    expect(personalFormSchema.parse(person)).toMatchObject({ dateOfBirth: "1995-04-12" });
    expect(personalFormSchema.parse({ ...person, birthDate: "" })).toMatchObject({ dateOfBirth: null });
  });
  it("reports each field's rule", () => {
    expect(
      errorsOf(personalFormSchema, {
        ...person,
        name: "",
        surname: "смирнова",
        city: "",
        birthDate: "31.02.1995",
        aboutMyself: "a".repeat(5001),
      }),
    ).toEqual({
      name: "Поле обязательно для заполнения",
      surname: "Введите корректное значение",
      city: "Поле обязательно для заполнения",
      birthDate: "Введите корректную дату рождения",
      aboutMyself: "Слишком длинное значение",
    });
  });
});

describe("contactsFormSchema", () => {
  it("takes blank contacts and refuses a bad phone, site or an overlong other contact", () => {
    expect(contactsFormSchema.parse({ phoneNumber: "", website: "", additionalContact: "" })).toEqual({
      contacts: { phoneNumber: "", website: "", additionalContact: "" },
    });
    expect(
      errorsOf(contactsFormSchema, {
        phoneNumber: "123",
        website: "нет",
        additionalContact: "x".repeat(201),
      }),
    ).toEqual({
      phoneNumber: "Введите корректный телефон",
      website: "Введите корректный URL сайта",
      additionalContact: "Слишком длинное значение",
    });
  });
});

describe("createGoalsFormSchema", () => {
  const schema = createGoalsFormSchema({
    goalPositions: [{ id: "g1", name: "Аналитик" }],
    preferredIncome: null,
    preferredBusinessFields: [],
    additionalGoals: [],
  });
  const goals = {
    preferredPosition: "",
    preferredIncome: "",
    goalPositions: [],
    preferredBusinessFields: [],
    additionalGoals: [],
  };
  it("keeps the ids of kept entries and reads the income with spaces", () => {
    expect(
      schema.parse({ ...goals, preferredIncome: "120 000", goalPositions: ["Аналитик", "Тестировщик"] })
        .goals,
    ).toEqual({
      goalPositions: [{ id: "g1", name: "Аналитик" }, { name: "Тестировщик" }],
      preferredIncome: 120000,
      preferredBusinessFields: [],
      additionalGoals: [],
    });
  });
  it.each(["-5", "1,5", "abc", "2000000000"])("refuses the income %j", (preferredIncome) => {
    expect(errorsOf(schema, { ...goals, preferredIncome })).toEqual({
      preferredIncome: "Введите корректное число",
    });
  });
});

describe("skillsFormSchema", () => {
  it("refuses a skill over 200 characters", () => {
    expect(errorsOf(skillsFormSchema, { skills: ["s".repeat(201)] })).toEqual({
      skills: "Слишком длинное значение",
    });
  });
});
