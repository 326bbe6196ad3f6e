import { describe, expect, it } from "vitest";
import {
  AUTH_STEPS,
  EXPERIENCE_LABELS,
  EXPERIENCES,
  experienceSchema,
  FILE_TYPES,
  IMPORT_STEPS,
  isRole,
  isVacancyFilterType,
  OFFICE_TYPE_LABELS,
  OFFICE_TYPES,
  RESPONSE_QUERY_FILTER_LABELS,
  RESPONSE_QUERY_FILTER_STATUS,
  RESPONSE_QUERY_FILTERS,
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
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

describe("wire values", () => {
  it("spell spec §3 exactly", () => {
    expect(EXPERIENCES).toEqual([
      "EXPERIENCE_UNSPECIFIED",
      "EXPERIENCE_WITHOUT",
      "EXPERIENCE_1_TO_3_YEARS",
      "EXPERIENCE_3_TO_6_YEARS",
      "EXPERIENCE_6_YEARS",
    ]);
    expect(WORKING_SCHEDULES).toEqual([
      "WORKING_SCHEDULE_UNSPECIFIED",
      "WORKING_SCHEDULE_FULL_TIME",
      "WORKING_SCHEDULE_PART_TIME",
      "WORKING_SCHEDULE_INTERNSHIP",
    ]);
    expect(OFFICE_TYPES).toEqual([
      "OFFICE_TYPE_UNSPECIFIED",
      "OFFICE_TYPE_REMOTE",
      "OFFICE_TYPE_HYBRID",
      "OFFICE_TYPE_OFFICE",
    ]);
    expect(TEST_STATUSES).toEqual(["TEST_STATUS_TODO", "TEST_STATUS_COMPLETED", "TEST_STATUS_IN_PROGRESS"]);
    expect(RESPONSE_STATUSES).toEqual([
      "RESPONSE_STATUS_VIEWED",
      "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
      "RESPONSE_STATUS_REJECTED",
    ]);
    expect(VIEWED_FILTERS).toEqual([
      "VIEWED_FILTER_TODAY",
      "VIEWED_FILTER_BY_WEEK",
      "VIEWED_FILTER_UNSPECIFIED",
    ]);
    expect(VACANCY_STATUSES).toEqual(["VACANCY_STATUS_ACTIVE", "VACANCY_STATUS_ARCHIVED"]);
    expect(FILE_TYPES).toEqual(["FILE_TYPE_AVATAR"]);
    expect(VACANCY_FILTER_TYPES).toEqual(["liked", "viewed", "assessed", "applied"]);
    expect(ROLES).toEqual(["applicant", "employer"]);
    expect(VIEWED_QUERY_FILTERS).toEqual(["today", "week"]);
    expect(RESPONSE_QUERY_FILTERS).toEqual(["viewed", "not_viewed", "rejected"]);
  });

  it("lists the modal steps of spec §2.4 and §2.5", () => {
    expect(AUTH_STEPS).toHaveLength(7);
    expect(IMPORT_STEPS).toEqual([
      "selectSite",
      "linkProfile",
      "loadingCount",
      "showCount",
      "importing",
      "success",
      "error",
    ]);
  });
});

describe("Russian labels", () => {
  it("for experience", () => {
    expect(EXPERIENCE_LABELS).toEqual({
      EXPERIENCE_UNSPECIFIED: "Не указан",
      EXPERIENCE_WITHOUT: "Без опыта",
      EXPERIENCE_1_TO_3_YEARS: "От 1 года до 3 лет",
      EXPERIENCE_3_TO_6_YEARS: "От 3 до 6 лет",
      EXPERIENCE_6_YEARS: "Более 6 лет",
    });
  });
  it("for schedules and office types", () => {
    expect(WORKING_SCHEDULE_LABELS.WORKING_SCHEDULE_FULL_TIME).toBe("Полный день");
    expect(WORKING_SCHEDULE_LABELS.WORKING_SCHEDULE_PART_TIME).toBe("Частичная занятость");
    expect(WORKING_SCHEDULE_LABELS.WORKING_SCHEDULE_INTERNSHIP).toBe("Стажировка");
    expect(OFFICE_TYPE_LABELS).toMatchObject({
      OFFICE_TYPE_REMOTE: "Удалённо",
      OFFICE_TYPE_HYBRID: "Гибрид",
      OFFICE_TYPE_OFFICE: "Офис",
    });
  });
  it("for response statuses and their query filters", () => {
    expect(RESPONSE_STATUS_LABELS).toEqual({
      RESPONSE_STATUS_VIEWED: "Просмотрен",
      RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED: "Не просмотрен",
      RESPONSE_STATUS_REJECTED: "Отказ",
    });
    for (const filter of RESPONSE_QUERY_FILTERS) {
      expect(RESPONSE_QUERY_FILTER_LABELS[filter]).toBe(
        RESPONSE_STATUS_LABELS[RESPONSE_QUERY_FILTER_STATUS[filter]],
      );
    }
  });
  it("for viewed filters, vacancy statuses", () => {
    expect(VIEWED_FILTER_LABELS).toEqual({
      VIEWED_FILTER_TODAY: "Сегодня",
      VIEWED_FILTER_BY_WEEK: "За неделю",
      VIEWED_FILTER_UNSPECIFIED: "За всё время",
    });
    expect(VACANCY_STATUS_LABELS).toEqual({
      VACANCY_STATUS_ACTIVE: "Активные",
      VACANCY_STATUS_ARCHIVED: "Архивные",
    });
  });
  it.each([
    ["experience", EXPERIENCES, EXPERIENCE_LABELS],
    ["schedule", WORKING_SCHEDULES, WORKING_SCHEDULE_LABELS],
    ["office type", OFFICE_TYPES, OFFICE_TYPE_LABELS],
    ["test status", TEST_STATUSES, TEST_STATUS_LABELS],
    ["filter type", VACANCY_FILTER_TYPES, VACANCY_FILTER_TYPE_LABELS],
  ] as const)("cover every %s with a non-empty Cyrillic label", (_name, values, labels) => {
    const record = labels as Record<string, string>;
    expect(Object.keys(record).sort()).toEqual([...values].sort());
    for (const value of values) expect(record[value]).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ0-9 ]+$/);
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
  it("map viewed filters to their query value", () => {
    expect(VIEWED_FILTER_QUERY).toEqual({
      VIEWED_FILTER_TODAY: "today",
      VIEWED_FILTER_BY_WEEK: "week",
      VIEWED_FILTER_UNSPECIFIED: undefined,
    });
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
