import { describe, expect, it } from "vitest";
import {
  type ApplicantWishes,
  likeness,
  matchOf,
  mostAlike,
  type RankedVacancy,
  scoreOf,
  wordStems,
} from "./score";

const vacancy = (overrides: Partial<RankedVacancy>): RankedVacancy => ({
  id: "v",
  companyId: "c",
  title: "Вакансия",
  skills: [],
  professionId: null,
  areaId: null,
  areaPath: [],
  officeType: "OFFICE_TYPE_OFFICE",
  salaryFrom: null,
  salaryTo: null,
  salaryCurrency: "RUB",
  testName: null,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  ...overrides,
});

const WISHES: ApplicantWishes = {
  skills: ["SQL", "Python"],
  professionIds: [],
  positionNames: ["Аналитик данных"],
  areaId: "1",
  preferredIncome: 150_000,
  passedTests: [],
};

describe("the ranking of vacancies for a person and for a vacancy", () => {
  it("stems words, so a position finds the title's forms of its words", () => {
    expect([...wordStems("Старший аналитик данных, ёлки")]).toEqual(["старши", "аналит", "данных", "елки"]);
    expect(matchOf(vacancy({ title: "Ведущий аналитик данных" }), WISHES).position).toBe(true);
    expect(matchOf(vacancy({ title: "Аналитик" }), WISHES).position).toBe(false);
  });

  it("counts pay only in roubles and only beside another reason", () => {
    const paid = vacancy({ salaryFrom: 100_000, salaryTo: 160_000 });
    expect(matchOf(paid, WISHES).pay).toBe(true);
    expect(scoreOf(matchOf(paid, WISHES))).toBe(0);
    expect(matchOf({ ...paid, salaryCurrency: "USD" }, WISHES).pay).toBe(false);
    expect(scoreOf(matchOf({ ...paid, areaPath: ["1", "113"] }, WISHES))).toBe(3);
  });

  it("finds skills whatever their case, in the vacancy's spelling", () => {
    expect(matchOf(vacancy({ skills: ["sql", "Go"] }), WISHES).skills).toEqual(["sql"]);
  });

  it("calls two vacancies alike for a profession, skills or title words, never for the place alone", () => {
    const of = vacancy({
      id: "a",
      title: "Аналитик данных",
      areaId: "1",
      professionId: "156",
      skills: ["SQL"],
    });
    expect(likeness(of, vacancy({ id: "b", title: "Повар", areaId: "1" }))).toBe(0);
    expect(likeness(of, vacancy({ id: "c", title: "Повар", professionId: "156" }))).toBeGreaterThan(0);
    const alike = mostAlike(of, [
      of,
      vacancy({ id: "d", title: "Аналитик данных", skills: ["sql"] }),
      vacancy({ id: "e", title: "Аналитик" }),
    ]);
    expect(alike.map((item) => item.id)).toEqual(["d", "e"]);
  });
});
