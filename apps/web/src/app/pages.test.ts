import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { matchesPattern, pageRoutes } from "./pages";

const pageAt = (pathname: string) => pageRoutes.find((route) => matchesPattern(route.path, pathname))?.path;

describe("the page table's matching (the start-up preload)", () => {
  it("finds the page the router shows", () => {
    expect(pageAt("/")).toBe(paths.home.path);
    expect(pageAt("/vacancies")).toBe(paths.vacancyList.path);
    expect(pageAt("/vacancies/liked")).toBe(paths.vacancyList.path);
    expect(pageAt("/vacancies/detail/7274ad90-0c9c")).toBe(paths.vacancyDetails.path);
    expect(pageAt("/contest/formula")).toBe(paths.contestFormula.path);
    expect(pageAt("/searches")).toBe(paths.searches.path);
    expect(pageAt("/candidates")).toBe(paths.candidates.path);
    expect(pageAt("/candidates/7274ad90-0c9c")).toBe(paths.candidate.path);
    expect(pageAt("/salaries/96")).toBe(paths.salaries.path);
    expect(pageAt("/salaries/96/92")).toBe(paths.salaries.path);
    expect(pageAt("/companies/c1")).toBe(paths.company.path);
    expect(pageAt("/accessibility")).toBe(paths.accessibility.path);
    expect(pageAt("/contest/")).toBe(paths.contest.path);
    expect(pageAt("/profile/edit/contacts")).toBe(paths.profileEdit.path);
    // As for the router: a lone "detail" is the list's optional filter segment.
    expect(pageAt("/vacancies/detail")).toBe(paths.vacancyList.path);
  });

  it("finds none for a path no route has (the 404 page's chunk is loaded instead)", () => {
    expect(pageAt("/vacancies/detail/1/2")).toBeUndefined();
    expect(pageAt("/nowhere")).toBeUndefined();
    expect(pageAt("/profile/edit")).toBeUndefined();
  });

  it("takes a pattern's characters literally", () => {
    expect(matchesPattern("/a.b", "/aXb")).toBe(false);
    expect(matchesPattern("/a.b", "/a.b")).toBe(true);
  });
});
