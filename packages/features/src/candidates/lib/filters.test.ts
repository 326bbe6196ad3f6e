import { describe, expect, it } from "vitest";
import { candidateListSearch, parseCandidateSearch } from "./filters";

describe("the candidate search's address", () => {
  it("round-trips the filters, arrays repeated and empty ones left out", () => {
    const filters = {
      search: "бухгалтер",
      areaId: ["1"],
      experience: ["EXPERIENCE_1_TO_3_YEARS" as const],
      salaryTo: 120_000,
      skills: ["1С", "Excel"],
      testName: "SKILL_EXCEL",
      updatedSince: "2026-11-01",
    };
    const search = candidateListSearch({ ...filters, testName: "", skills: [] });
    expect(search).not.toContain("testName");
    expect(parseCandidateSearch(candidateListSearch(filters))).toEqual(filters);
    expect(candidateListSearch({})).toBe("");
  });

  it("drops what does not parse and keeps the rest", () => {
    expect(parseCandidateSearch("filter.salaryTo=много&filter.skills=SQL&filter.experience=NOPE")).toEqual({
      skills: ["SQL"],
    });
  });
});
