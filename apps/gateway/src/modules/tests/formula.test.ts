import type { Experience } from "@rabota/domain/enums";
import type { ApplicantProfileDto } from "@rabota/domain/wire/profile";
import { describe, expect, it } from "vitest";
import { createRandom } from "../vacancy/demo-data";
import {
  applicantFacts,
  explain,
  fullScore,
  profileScore,
  type ResultFact,
  type VacancyFact,
  WEIGHTS,
} from "./formula";

const NOW = new Date("2026-11-24T12:00:00.000Z");
const SKILLS = [
  "SQL",
  "Python",
  "Excel",
  "JavaScript",
  "Продажи",
  "1С: Бухгалтерия",
  "Английский язык",
  "Git",
];
const EXPERIENCES: Experience[] = [
  "EXPERIENCE_UNSPECIFIED",
  "EXPERIENCE_WITHOUT",
  "EXPERIENCE_1_TO_3_YEARS",
  "EXPERIENCE_3_TO_6_YEARS",
  "EXPERIENCE_6_YEARS",
];
const NAMES = ["Анна", "Иван", "Мухаммед", "Ольга", "Чжан", "Нгуен", "Мария-Луиза", "Ё"];

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const some = <T>(random: Random, items: readonly T[]) => items.filter(() => random() < 0.4);
const maybe = <T>(random: Random, value: T) => (random() < 0.5 ? value : null);

/** A random profile: every field the wire has, work-related and personal alike. */
function generateProfile(random: Random): ApplicantProfileDto {
  const year = 2005 + Math.floor(random() * 18);
  return {
    id: "00000000-0000-4000-8000-000000000001",
    ...personalFields(random),
    city: maybe(random, pick(random, ["Казань", "Москва", "Пермь"])),
    aboutMyself: maybe(random, "Люблю свою работу."),
    contacts: maybe(random, { phoneNumber: "+7 900 000-00-00" }),
    educations: some(random, [{ id: "e1", institution: "КФУ", startYear: 2010, endYear: 2014 }]),
    experiences: some(random, [
      { id: "x1", company: "А", position: "Аналитик", startDate: `${year}-03`, endDate: `${year + 2}-11` },
      { id: "x2", company: "Б", position: "Инженер", startDate: "2024-01", endDate: null },
    ]),
    skills: some(random, SKILLS),
    personalQualities: some(random, ["Ответственность", "Пунктуальность"]),
    preferredPosition: maybe(random, "Аналитик"),
    goals: maybe(random, { goalPositions: [{ name: "Аналитик" }] }),
    testDone: random() < 0.5,
  };
}

/**
 * The protected fields: name, surname, photo, date of birth, email — plus gender and age,
 * which the profile does not have today; they ride along so that a formula reading them
 * tomorrow fails here.
 */
function personalFields(random: Random) {
  const year = 1950 + Math.floor(random() * 55);
  return {
    name: pick(random, NAMES),
    surname: pick(random, NAMES),
    email: `person${Math.floor(random() * 1e6)}@example.ru`,
    avatarUrl: maybe(random, `/v1/files/${Math.floor(random() * 1e6)}`),
    dateOfBirth: maybe(random, `${year}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`),
    gender: pick(random, ["female", "male", null]),
    age: NOW.getUTCFullYear() - year,
  };
}

function generateResults(random: Random): ResultFact[] {
  return [
    { testName: "SKILL_SQL", score: Math.round(random() * 100), skills: ["sql", "postgresql"], title: "SQL" },
    { testName: "SKILL_LOGIC", score: Math.round(random() * 100), skills: [], title: "Логика" },
    { testName: "QUALITY_CHARACTERISTICS", score: null, skills: [], title: "Тест характеристик" },
  ].filter(() => random() < 0.6);
}

function generateVacancies(random: Random): VacancyFact[] {
  return Array.from({ length: 5 }, (_, index) => ({
    id: `v${index}`,
    skills: some(random, SKILLS),
    workingExperience: pick(random, EXPERIENCES),
  }));
}

const OPTIONS = { now: NOW, logicTest: "SKILL_LOGIC", personalityTest: "QUALITY_CHARACTERISTICS" };

/** Everything the formula answers for one applicant: the scores and every vacancy's factors. */
function scores(profile: ApplicantProfileDto, results: ResultFact[], vacancies: VacancyFact[]) {
  const facts = applicantFacts(profile, results, OPTIONS);
  return {
    full: fullScore(profile, results, "SKILL_LOGIC"),
    profile: profileScore(profile),
    vacancies: vacancies.map((vacancy) => explain(facts, vacancy)),
  };
}

describe("the contest formula", () => {
  it("never uses name, surname, photo, date of birth, age, gender or email (500 generated profiles)", () => {
    const random = createRandom(13);
    let distinctCoefficients = new Set<number>();
    for (let run = 0; run < 500; run += 1) {
      const profile = generateProfile(random);
      const results = generateResults(random);
      const vacancies = generateVacancies(random);
      const expected = scores(profile, results, vacancies);
      for (let variant = 0; variant < 3; variant += 1) {
        const other = { ...profile, ...personalFields(random) } as ApplicantProfileDto;
        expect(scores(other, results, vacancies)).toEqual(expected);
      }
      distinctCoefficients = new Set([
        ...distinctCoefficients,
        ...expected.vacancies.map((entry) => entry.coefficient),
      ]);
    }
    // The generator really varies what the formula reads (else equal scores would prove nothing).
    expect(distinctCoefficients.size).toBeGreaterThan(50);
  });

  it("changes when a work field changes (the property test can fail)", () => {
    const random = createRandom(7);
    const profile = { ...generateProfile(random), skills: [] };
    const vacancy: VacancyFact = { id: "v", skills: ["SQL"], workingExperience: "EXPERIENCE_WITHOUT" };
    const before = scores(profile, [], [vacancy]).vacancies[0]?.coefficient;
    const after = scores({ ...profile, skills: ["SQL"] }, [], [vacancy]).vacancies[0]?.coefficient;
    expect(after).toBeGreaterThan(before as number);
  });

  it("is linear: the coefficient is the sum of weight × value; weights sum to 1, personality ≤ 10 %", () => {
    expect(Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 9);
    expect(WEIGHTS.personality).toBeLessThanOrEqual(0.1);
    const random = createRandom(99);
    for (let run = 0; run < 100; run += 1) {
      const facts = applicantFacts(generateProfile(random), generateResults(random), OPTIONS);
      for (const vacancy of generateVacancies(random)) {
        const { coefficient, factors } = explain(facts, vacancy);
        const sum = factors.reduce((total, factor) => total + factor.weight * factor.value, 0);
        // Rounded to one decimal: at most half a tenth away.
        expect(Math.abs(coefficient - sum * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(coefficient).toBeGreaterThanOrEqual(0);
        expect(coefficient).toBeLessThanOrEqual(100);
      }
    }
  });

  it("counts a skill verified by a test more than the same skill declared, and a test never lowers it", () => {
    const profile: ApplicantProfileDto = { name: "А", surname: "Б", email: "a@b.ru", skills: ["SQL"] };
    const vacancy: VacancyFact = { id: "v", skills: ["SQL"], workingExperience: null };
    const value = (results: ResultFact[]) =>
      explain(applicantFacts(profile, results, OPTIONS), vacancy).factors[0]?.value as number;
    const sql = (score: number): ResultFact => ({
      testName: "SKILL_SQL",
      score,
      skills: ["sql"],
      title: "SQL",
    });
    expect(value([])).toBe(0.4);
    expect(value([sql(100)])).toBe(1);
    expect(value([sql(50)])).toBe(0.7);
    expect(value([sql(0)])).toBe(0.4);
  });
});
