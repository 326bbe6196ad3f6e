import { describe, expect, it } from "vitest";
import { cardOf, experienceBucket, experienceMonths, type ProfileFacts } from "./documents";

describe("a profile's months of work (issue 44's experience filter)", () => {
  const now = new Date("2026-12-07T12:00:00Z");

  it("counts each entry's first and last month, an open one up to this month", () => {
    expect(experienceMonths([{ startDate: "2020-01", endDate: "2020-12" }], now)).toBe(12);
    expect(experienceMonths([{ startDate: "2026-10", endDate: null }], now)).toBe(3);
  });

  it("counts months of overlapping jobs once, and a gap not at all", () => {
    const jobs = [
      { startDate: "2019-01", endDate: "2019-12" },
      { startDate: "2019-07", endDate: "2020-06" },
      { startDate: "2022-01", endDate: "2022-03" },
    ];
    expect(experienceMonths(jobs, now)).toBe(18 + 3);
    expect(experienceMonths([], now)).toBe(0);
    expect(experienceMonths([{ startDate: "2021-05", endDate: "2021-01" }], now)).toBe(0);
  });

  it("falls into the vacancy list's buckets", () => {
    expect([0, 1, 35, 36, 71, 72].map(experienceBucket)).toEqual([
      "EXPERIENCE_WITHOUT",
      "EXPERIENCE_1_TO_3_YEARS",
      "EXPERIENCE_1_TO_3_YEARS",
      "EXPERIENCE_3_TO_6_YEARS",
      "EXPERIENCE_3_TO_6_YEARS",
      "EXPERIENCE_6_YEARS",
    ]);
  });
});

describe("a card's latest job", () => {
  const job = (position: string, startDate: string, endDate: string | null) => ({
    company: "Ромашка",
    position,
    startDate,
    endDate,
    description: null,
  });
  const fields = { surname: false, photo: false, birthDate: false, contacts: false, employers: false };
  const profile = (experiences: ProfileFacts["experiences"]): ProfileFacts => ({
    id: "a",
    name: "Анна",
    surname: "Смирнова",
    dateOfBirth: null,
    city: null,
    areaId: null,
    preferredPosition: null,
    skills: [],
    experiences,
    educations: [],
    goals: { positions: [], businessFields: [], additional: [], preferredIncome: null },
  });
  const now = new Date("2026-12-07T00:00:00Z");

  it("is the open one, and leads the card when no position is wanted", () => {
    const card = cardOf(
      profile([job("Младший аналитик", "2021-02", "2023-05"), job("Аналитик", "2023-06", null)]),
      fields,
      now,
      now,
    );
    expect(card.lastJob).toEqual({
      position: "Аналитик",
      company: null,
      startDate: "2023-06",
      endDate: null,
    });
    expect(card.position).toBe("Аналитик");
  });

  it("is else the latest started", () => {
    const card = cardOf(
      profile([job("Стажёр", "2018-01", "2018-06"), job("Бухгалтер", "2019-01", "2020-01")]),
      fields,
      now,
      now,
    );
    expect(card.lastJob?.position).toBe("Бухгалтер");
  });
});
