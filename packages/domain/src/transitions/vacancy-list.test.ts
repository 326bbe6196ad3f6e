import { describe, expect, it } from "vitest";
import {
  appendNewVacancies,
  hasMorePages,
  markVacancyApplied,
  markVacancyTestStarted,
  removeVacancies,
  setVacancyLiked,
  unlikeVacancy,
} from "./vacancy-list";

const item = (id: string) => ({
  id,
  isLikedByCurrentUser: true,
  hasApplied: false,
  testStatus: null as "TEST_STATUS_TODO" | "TEST_STATUS_IN_PROGRESS" | "TEST_STATUS_COMPLETED" | null,
});

describe("load more", () => {
  it("appends only vacancies not already in the list, in page order", () => {
    const merged = appendNewVacancies([item("a"), item("b")], [item("b"), item("c"), item("c"), item("d")]);
    expect(merged.map((v) => v.id)).toEqual(["a", "b", "c", "d"]);
  });
  it("keeps the existing entries untouched", () => {
    const a = item("a");
    expect(appendNewVacancies([a], [{ ...a, hasApplied: true }])[0]).toBe(a);
  });
  it.each([
    [[1], "next", true],
    [[], "next", false],
    [[1], null, false],
    [[1], undefined, false],
    [[1], "", false],
  ] as const)("hasMorePages(%j, %j) is %s", (page, token, more) => {
    expect(hasMorePages(page, token)).toBe(more);
  });
});

describe("likes", () => {
  it("sets and clears the flag of one vacancy", () => {
    const list = [item("a"), item("b")];
    expect(setVacancyLiked(list, "a", false).map((v) => v.isLikedByCurrentUser)).toEqual([false, true]);
    expect(list[0]?.isLikedByCurrentUser).toBe(true);
  });
  it("on the favourites list, unlike removes the vacancy and sets the total to the list length", () => {
    const state = { vacancies: [item("a"), item("b"), item("c")], total: 40 };
    expect(unlikeVacancy(state, "b", true)).toEqual({
      vacancies: [item("a"), item("c")],
      total: 2,
    });
  });
  it("elsewhere, unlike clears the flag and keeps the total", () => {
    const state = { vacancies: [item("a")], total: 40 };
    const next = unlikeVacancy(state, "a", false);
    expect(next.total).toBe(40);
    expect(next.vacancies[0]?.isLikedByCurrentUser).toBe(false);
  });
});

describe("applying, tests, deleting", () => {
  it("marks applied", () => {
    expect(markVacancyApplied([item("a"), item("b")], "b").map((v) => v.hasApplied)).toEqual([false, true]);
  });
  it("marks a started test in progress", () => {
    expect(markVacancyTestStarted([item("a")], "a")[0]?.testStatus).toBe("TEST_STATUS_IN_PROGRESS");
  });
  it("removes deleted vacancies and lowers the total", () => {
    const state = { vacancies: [item("a"), item("b"), item("c")], total: 25 };
    expect(removeVacancies(state, ["a", "c"])).toEqual({ vacancies: [item("b")], total: 23 });
  });
  it("counts ids once and never goes below zero", () => {
    expect(removeVacancies({ vacancies: [item("a")], total: 1 }, ["a", "a", "z"]).total).toBe(0);
    expect(removeVacancies({ vacancies: [item("a")], total: 5 }, ["a", "a"]).total).toBe(4);
  });
});
