import { describe, expect, it } from "vitest";
import {
  applicantActionAccess,
  candidateAccess,
  canOpenVacancyFilter,
  moderationAccess,
  otherRole,
  profileEditAccess,
  roleFromToggleLabel,
  showsFavouritesLink,
  toggleLabelForRole,
} from "./access";

describe("canOpenVacancyFilter: liked and viewed for applicants, assessed for employers, applied for both (§6)", () => {
  it.each([
    ["liked", null, 403],
    ["liked", "employer", 403],
    ["liked", "applicant", "allowed"],
    ["viewed", null, 403],
    ["viewed", "employer", 403],
    ["viewed", "applicant", "allowed"],
    ["assessed", null, 403],
    ["assessed", "employer", "allowed"],
    ["assessed", "applicant", 403],
    ["applied", null, 403],
    ["applied", "employer", "allowed"],
    ["applied", "applicant", "allowed"],
  ] as const)("%s for %s -> %s", (filter, role, decision) => {
    expect(canOpenVacancyFilter(filter, role)).toBe(decision);
  });
});

describe("profileEditAccess: applicants edit, employers get 404, anyone else 403 (§2.1)", () => {
  it("shows the spinner until the auth check finishes, whatever the role", () => {
    expect(profileEditAccess("applicant", false)).toBe("loading");
    expect(profileEditAccess(null, false)).toBe("loading");
  });
  it.each([
    ["applicant", "page"],
    ["employer", 404],
    [null, 403],
    [undefined, 403],
    ["admin", 403],
    ["", 403],
    ["Applicant", 403],
  ] as const)("%j -> %s", (role, outcome) => {
    expect(profileEditAccess(role, true)).toBe(outcome);
  });
});

describe("sign-in toggle", () => {
  it.each([
    ["Ищу сотрудников", "employer"],
    ["Ищу работу", "applicant"],
    ["", "applicant"],
    ["ищу сотрудников", "applicant"],
    [null, "applicant"],
    [undefined, "applicant"],
  ] as const)("%j -> %s", (label, role) => {
    expect(roleFromToggleLabel(label)).toBe(role);
  });
  it("round-trips labels", () => {
    expect(roleFromToggleLabel(toggleLabelForRole("employer"))).toBe("employer");
    expect(roleFromToggleLabel(toggleLabelForRole("applicant"))).toBe("applicant");
  });
});

describe("role helpers", () => {
  it("applicant-only actions", () => {
    expect(applicantActionAccess(null)).toBe("signIn");
    expect(applicantActionAccess("employer")).toBe("forbidden");
    expect(applicantActionAccess("applicant")).toBe("allowed");
  });
  it("hide favourites for employers only", () => {
    expect(showsFavouritesLink("employer")).toBe(false);
    expect(showsFavouritesLink("applicant")).toBe(true);
    expect(showsFavouritesLink(null)).toBe(true);
  });
  it("name the other role", () => {
    expect(otherRole("applicant")).toBe("employer");
    expect(otherRole("employer")).toBe("applicant");
  });
});

describe("candidateAccess: a candidate's profile is an employer's page (issue 12)", () => {
  it.each([
    ["employer", false, "loading"],
    ["employer", true, "page"],
    ["applicant", true, 403],
    [null, true, 403],
  ] as const)("%s, auth checked %s -> %s", (role, checked, expected) => {
    expect(candidateAccess(role, checked)).toBe(expected);
  });
});

describe("moderationAccess: /moderation is the moderators' page (issue 42)", () => {
  it.each([
    ["moderator", false, "loading"],
    ["moderator", true, "page"],
    ["employer", true, 403],
    ["applicant", true, 403],
    [null, true, 403],
  ] as const)("%s, auth checked %s -> %s", (role, checked, expected) => {
    expect(moderationAccess(role, checked)).toBe(expected);
  });
});
