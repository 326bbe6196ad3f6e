import { describe, expect, it } from "vitest";
import {
  EXPERIENCE_LABELS,
  EXPERIENCES,
  experienceSchema,
  FILE_TYPE_LABELS,
  FILE_TYPES,
  isRole,
  isVacancyFilterType,
  OFFICE_TYPE_LABELS,
  OFFICE_TYPES,
  RESPONSE_QUERY_FILTER_LABELS,
  RESPONSE_QUERY_FILTER_STATUS,
  RESPONSE_QUERY_FILTERS,
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  ROLE_LABELS,
  ROLES,
  roleSchema,
  TEST_STATUS_LABELS,
  TEST_STATUSES,
  VACANCY_FILTER_TYPE_LABELS,
  VACANCY_FILTER_TYPES,
  VACANCY_STATUS_LABELS,
  VACANCY_STATUSES,
  VIEWED_FILTER_LABELS,
  VIEWED_FILTER_QUERY,
  VIEWED_FILTERS,
  VIEWED_QUERY_FILTERS,
  viewedQueryFilterSchema,
  WORKING_SCHEDULE_LABELS,
  WORKING_SCHEDULES,
  workingScheduleSchema,
} from "./enums";

describe("Russian labels", () => {
  it.each([
    ["role", ROLES, ROLE_LABELS],
    ["experience", EXPERIENCES, EXPERIENCE_LABELS],
    ["schedule", WORKING_SCHEDULES, WORKING_SCHEDULE_LABELS],
    ["office type", OFFICE_TYPES, OFFICE_TYPE_LABELS],
    ["test status", TEST_STATUSES, TEST_STATUS_LABELS],
    ["response status", RESPONSE_STATUSES, RESPONSE_STATUS_LABELS],
    ["viewed filter", VIEWED_FILTERS, VIEWED_FILTER_LABELS],
    ["vacancy status", VACANCY_STATUSES, VACANCY_STATUS_LABELS],
    ["file type", FILE_TYPES, FILE_TYPE_LABELS],
    ["filter type", VACANCY_FILTER_TYPES, VACANCY_FILTER_TYPE_LABELS],
    ["response query filter", RESPONSE_QUERY_FILTERS, RESPONSE_QUERY_FILTER_LABELS],
  ] as const)("cover every %s, each a distinct capitalised Cyrillic label", (_name, values, labels) => {
    const record = labels as Record<string, string>;
    expect(Object.keys(record).sort()).toEqual([...values].sort());
    for (const value of values) expect(record[value]).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ0-9 ]+$/);
    // Two values sharing a label would look the same in a select or a tag.
    expect(new Set(Object.values(record)).size).toBe(values.length);
  });

  it("name a response query filter as the status it selects", () => {
    for (const filter of RESPONSE_QUERY_FILTERS) {
      expect(RESPONSE_QUERY_FILTER_LABELS[filter]).toBe(
        RESPONSE_STATUS_LABELS[RESPONSE_QUERY_FILTER_STATUS[filter]],
      );
    }
  });
});

describe("query filters", () => {
  it("select each response status exactly once", () => {
    expect(Object.values(RESPONSE_QUERY_FILTER_STATUS).sort()).toEqual([...RESPONSE_STATUSES].sort());
  });

  it("give every viewed period but «all time» a query value the query schema accepts", () => {
    const queryValues = VIEWED_FILTERS.map((filter) => VIEWED_FILTER_QUERY[filter]);
    expect(VIEWED_FILTER_QUERY.VIEWED_FILTER_UNSPECIFIED).toBeUndefined();
    expect(queryValues.filter((value) => value !== undefined).sort()).toEqual(
      [...VIEWED_QUERY_FILTERS].sort(),
    );
    for (const value of VIEWED_QUERY_FILTERS) expect(viewedQueryFilterSchema.parse(value)).toBe(value);
  });
});

describe("schemas and guards", () => {
  it("accept wire values and reject others", () => {
    expect(experienceSchema.parse("EXPERIENCE_WITHOUT")).toBe("EXPERIENCE_WITHOUT");
    expect(experienceSchema.safeParse("experience_without").success).toBe(false);
    expect(workingScheduleSchema.safeParse("").success).toBe(false);
    expect(roleSchema.safeParse("guest").success).toBe(false);
    expect(viewedQueryFilterSchema.safeParse("month").success).toBe(false);
  });
  it("guard roles and filter types", () => {
    expect(isRole("employer")).toBe(true);
    expect(isRole("admin")).toBe(false);
    expect(isRole(null)).toBe(false);
    expect(isVacancyFilterType("liked")).toBe(true);
    expect(isVacancyFilterType("disliked")).toBe(false);
    expect(isVacancyFilterType(undefined)).toBe(false);
  });
});
