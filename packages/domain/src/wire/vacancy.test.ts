import { describe, expect, it } from "vitest";
import {
  applicantResponsesQuerySchema,
  applicantResponsesResponseSchema,
  deleteVacanciesRequestSchema,
  filtersFromQuery,
  hasVisitorVacancyFilters,
  parseVacancySearchParams,
  salaryFromInput,
  toVacancySearchParams,
  updateApplicationStatusRequestSchema,
  VACANCY_PLACE_MESSAGES,
  type VacancyFilters,
  vacancyApplicationsResponseSchema,
  vacancyCardDtoSchema,
  vacancyDtoSchema,
  vacancyListQuerySchema,
  vacancyListResponseSchema,
  vacancyListSearch,
  vacancyTotalQuerySchema,
  vacancyTotalResponseSchema,
  vacancyWriteRequestSchema,
  viewedVacanciesQuerySchema,
  visitorVacancyFilters,
} from "./vacancy";

const vacancy = {
  id: "v1",
  title: "Аналитик",
  company: { id: "c1", companyName: "Ромашка" },
  createdAt: "2025-10-28T10:00:00.000Z",
};

describe("vacancyListQuerySchema", () => {
  it("defaults pageSize to 10", () => {
    expect(vacancyListQuerySchema.parse({})).toMatchObject({ pageSize: 10 });
  });
  it("coerces pageSize from text and caps it at 50", () => {
    expect(vacancyListQuerySchema.parse({ pageSize: "50" }).pageSize).toBe(50);
    expect(vacancyListQuerySchema.safeParse({ pageSize: "51" }).success).toBe(false);
    expect(vacancyListQuerySchema.safeParse({ pageSize: "0" }).success).toBe(false);
    expect(vacancyListQuerySchema.safeParse({ pageSize: "abc" }).success).toBe(false);
    expect(vacancyListQuerySchema.safeParse({ pageSize: "2.5" }).success).toBe(false);
  });
  it("takes single and repeated filter keys, arrays either way", () => {
    const query = vacancyListQuerySchema.parse({
      "filter.city": "Москва",
      "filter.officeType": ["OFFICE_TYPE_REMOTE", "OFFICE_TYPE_HYBRID"],
      "filter.salaryFrom": "100000",
      "filter.search": "  react   разработчик ",
    });
    expect(filtersFromQuery(query)).toEqual({
      city: ["Москва"],
      officeType: ["OFFICE_TYPE_REMOTE", "OFFICE_TYPE_HYBRID"],
      salaryFrom: 100000,
      search: "react разработчик",
    });
  });
  it("rejects unknown enum values, negative salary and a huge search", () => {
    expect(vacancyListQuerySchema.safeParse({ "filter.workingSchedule": "NIGHT" }).success).toBe(false);
    expect(vacancyListQuerySchema.safeParse({ "filter.salaryFrom": "-1" }).success).toBe(false);
    expect(vacancyListQuerySchema.safeParse({ "filter.search": "x".repeat(1_000_000) }).success).toBe(false);
  });
  it("rejects a search repeated as an array", () => {
    expect(vacancyListQuerySchema.safeParse({ "filter.search": ["a", "b"] }).success).toBe(false);
  });
  it("strips unknown keys", () => {
    expect(vacancyListQuerySchema.parse({ _: "123" })).toEqual({ pageSize: 10 });
  });
  it("treats empty scalar values as absent", () => {
    expect(
      filtersFromQuery(vacancyTotalQuerySchema.parse({ "filter.search": "", "filter.salaryFrom": "" })),
    ).toEqual({});
  });
});

describe("filter query-string helpers", () => {
  const filters: VacancyFilters = {
    search: "react",
    city: ["Москва", "Санкт-Петербург"],
    workingExperience: ["EXPERIENCE_1_TO_3_YEARS"],
    salaryFrom: 150000,
    status: "VACANCY_STATUS_ACTIVE",
  };

  it("writes filter.{name}, repeating arrays", () => {
    const params = toVacancySearchParams(filters, { pageSize: 20, pageToken: "tok" });
    expect(params.getAll("filter.city")).toEqual(["Москва", "Санкт-Петербург"]);
    expect(params.get("filter.salaryFrom")).toBe("150000");
    expect(params.get("pageSize")).toBe("20");
    expect(params.get("pageToken")).toBe("tok");
    expect(params.toString()).toContain("filter.city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&filter.city=");
  });
  it("leaves out empty values", () => {
    expect(toVacancySearchParams({ search: "", city: [] }).toString()).toBe("");
  });
  it("round-trips through a query string", () => {
    const text = toVacancySearchParams(filters, { pageSize: 20, pageToken: "tok" }).toString();
    expect(parseVacancySearchParams(text)).toEqual({ filters, pageSize: 20, pageToken: "tok" });
  });
  it("defaults paging when parsing", () => {
    expect(parseVacancySearchParams("")).toEqual({ filters: {}, pageSize: 10 });
  });
  it("drops invalid parameters and keeps the valid ones", () => {
    const parsed = parseVacancySearchParams("filter.officeType=MOON&filter.city=Казань&pageSize=999");
    expect(parsed).toEqual({ filters: { city: ["Казань"] }, pageSize: 10 });
  });
  it("matches what the server schema reads from the same string", () => {
    const params = toVacancySearchParams(filters);
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      raw[key] = all.length === 1 ? (all[0] as string) : all;
    }
    expect(filtersFromQuery(vacancyListQuerySchema.parse(raw))).toEqual(filters);
  });
});

describe("the list page's address", () => {
  it("keeps only the visitor's filters, and drops empty ones", () => {
    expect(
      visitorVacancyFilters({
        search: "",
        city: [],
        officeType: ["OFFICE_TYPE_REMOTE"],
        companyId: "c1",
        status: "VACANCY_STATUS_ACTIVE",
      }),
    ).toEqual({ officeType: ["OFFICE_TYPE_REMOTE"] });
  });
  it("says whether a visitor's filter is set", () => {
    expect(hasVisitorVacancyFilters({})).toBe(false);
    expect(hasVisitorVacancyFilters({ city: [], companyId: "c1", status: "VACANCY_STATUS_ACTIVE" })).toBe(
      false,
    );
    expect(hasVisitorVacancyFilters({ salaryFrom: 1 })).toBe(true);
    expect(hasVisitorVacancyFilters({ search: "go" })).toBe(true);
  });
  it("writes the query string, empty for no filters", () => {
    expect(vacancyListSearch({})).toBe("");
    expect(vacancyListSearch({ companyId: "c1", city: [] })).toBe("");
    expect(vacancyListSearch({ city: ["Казань"], salaryFrom: 90000 })).toBe(
      `?filter.salaryFrom=90000&filter.city=${encodeURIComponent("Казань")}`,
    );
  });
  it("round-trips every visitor filter through the address", () => {
    const filters: VacancyFilters = {
      search: "дизайнер интерфейсов",
      city: ["Москва", "Ростов-на-Дону"],
      workingExperience: ["EXPERIENCE_WITHOUT"],
      workingSchedule: ["WORKING_SCHEDULE_PART_TIME", "WORKING_SCHEDULE_INTERNSHIP"],
      officeType: ["OFFICE_TYPE_REMOTE"],
      salaryFrom: 120000,
      skills: ["Figma"],
      areaId: ["1913", "1"],
      metroStationId: ["1.148"],
    };
    expect(parseVacancySearchParams(vacancyListSearch(filters)).filters).toEqual(filters);
  });
  it("ignores invalid values of a hand-edited address", () => {
    expect(
      parseVacancySearchParams(
        "filter.salaryFrom=abc&filter.workingExperience=&filter.workingSchedule=X&pageSize=-1&filter.city=Казань",
      ).filters,
    ).toEqual({ city: ["Казань"] });
    expect(parseVacancySearchParams("filter.salaryFrom=-5&filter.salaryFrom=7").filters).toEqual({});
  });
  it("reads the income field's text", () => {
    expect(salaryFromInput("150000")).toBe(150000);
    expect(salaryFromInput(" 150 000 ")).toBe(150000);
    for (const text of ["", "0", "abc", "12.5", "-3", "1000000000"])
      expect(salaryFromInput(text)).toBeUndefined();
  });
});

describe("list, total and details", () => {
  it("list answers { vacancies, nextPageToken }", () => {
    expect(
      vacancyListResponseSchema.parse({ vacancies: [vacancy], nextPageToken: "n" }).vacancies,
    ).toHaveLength(1);
    expect(vacancyListResponseSchema.safeParse({ vacancies: [vacancy], nextPageToken: null }).success).toBe(
      true,
    );
  });
  it("total is a non-negative integer, and says whether it stopped at the cap", () => {
    expect(vacancyTotalResponseSchema.parse({ total: 0, capped: false })).toEqual({
      total: 0,
      capped: false,
    });
    expect(vacancyTotalResponseSchema.parse({ total: 1000, capped: true })).toEqual({
      total: 1000,
      capped: true,
    });
    expect(vacancyTotalResponseSchema.safeParse({ total: -1, capped: false }).success).toBe(false);
    expect(vacancyTotalResponseSchema.safeParse({ total: 5 }).success).toBe(false);
  });
  it("a vacancy needs id, title, company and createdAt; enums are checked", () => {
    expect(vacancyDtoSchema.safeParse(vacancy).success).toBe(true);
    expect(vacancyDtoSchema.safeParse({ ...vacancy, company: undefined }).success).toBe(false);
    expect(vacancyDtoSchema.safeParse({ ...vacancy, officeType: "OFFICE_TYPE_MOON" }).success).toBe(false);
    expect(vacancyDtoSchema.safeParse({ ...vacancy, createdAt: "вчера" }).success).toBe(false);
  });
});

describe("personal lists", () => {
  it("viewed filter: today, week or absent", () => {
    expect(viewedVacanciesQuerySchema.parse({})).toEqual({});
    expect(viewedVacanciesQuerySchema.parse({ filter: "week" })).toEqual({ filter: "week" });
    expect(viewedVacanciesQuerySchema.parse({ filter: "" })).toEqual({});
    expect(viewedVacanciesQuerySchema.safeParse({ filter: "month" }).success).toBe(false);
  });
  it("responses filter: viewed, not_viewed, rejected or absent", () => {
    expect(applicantResponsesQuerySchema.parse({ filter: "not_viewed" })).toEqual({ filter: "not_viewed" });
    expect(applicantResponsesQuerySchema.safeParse({ filter: "accepted" }).success).toBe(false);
  });
  it("responses answer { responses: [{ vacancyId, status, … }] }", () => {
    const body = { responses: [{ vacancyId: "v1", status: "RESPONSE_STATUS_VIEWED", vacancy }] };
    expect(applicantResponsesResponseSchema.parse(body).responses[0]?.status).toBe("RESPONSE_STATUS_VIEWED");
  });
});

describe("employer side", () => {
  it("delete takes 1..50 ids, strictly", () => {
    expect(deleteVacanciesRequestSchema.safeParse({ vacancies: ["a", "b"] }).success).toBe(true);
    expect(deleteVacanciesRequestSchema.safeParse({ vacancies: [] }).success).toBe(false);
    expect(deleteVacanciesRequestSchema.safeParse({ vacancies: Array(51).fill("a") }).success).toBe(false);
    expect(deleteVacanciesRequestSchema.safeParse({ vacancies: ["a"], companyId: "x" }).success).toBe(false);
  });
  it("an employer may set viewed or rejected, not back to not viewed", () => {
    expect(
      updateApplicationStatusRequestSchema.safeParse({ status: "RESPONSE_STATUS_REJECTED" }).success,
    ).toBe(true);
    expect(
      updateApplicationStatusRequestSchema.safeParse({ status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED" })
        .success,
    ).toBe(false);
  });
  it("lists applications with applicant and status", () => {
    const body = {
      responses: [
        {
          vacancyId: "v1",
          applicantId: "a1",
          applicantName: "Анна",
          applicantSurname: "Иванова",
          city: "Москва",
          appliedAt: "2025-10-28T10:00:00.000Z",
          status: "RESPONSE_STATUS_NOT_VIEWED_UNSPECIFIED",
        },
      ],
    };
    expect(vacancyApplicationsResponseSchema.parse(body)).toEqual(body);
  });
});

describe("the assessed filter", () => {
  it("round-trips `filter.assessed=true`; any other value is no filter", () => {
    const params = toVacancySearchParams({ assessed: true, companyId: "c1" });
    expect(params.get("filter.assessed")).toBe("true");
    expect(parseVacancySearchParams(params).filters).toEqual({ assessed: true, companyId: "c1" });
    expect(parseVacancySearchParams("filter.assessed=false").filters).toEqual({});
    expect(parseVacancySearchParams("filter.assessed=yes").filters).toEqual({});
  });
});

describe("a vacancy's place (issue 40)", () => {
  const write = (place: Record<string, unknown>) =>
    vacancyWriteRequestSchema.safeParse({ title: "Бариста", salaryFrom: 50_000, ...place });
  const messages = (place: Record<string, unknown>) =>
    write(place).error?.issues.map((issue) => issue.message);

  it("takes an area id, an address and up to three stations; blanks are none", () => {
    expect(write({}).data).toMatchObject({ areaId: null, city: null });
    // Absent is told from none: a replace keeps what an older editor does not send.
    expect(write({}).data?.address).toBeUndefined();
    expect(write({}).data?.metroStationIds).toBeUndefined();
    expect(write({ address: null, metroStationIds: null }).data).toMatchObject({
      address: null,
      metroStationIds: [],
    });
    expect(
      write({
        areaId: "1",
        address: { street: " ул.  Тверская ", building: "7" },
        metroStationIds: ["1.148", "1.148", "2.5"],
      }).data,
    ).toMatchObject({
      areaId: "1",
      address: { street: "ул. Тверская", building: "7" },
      metroStationIds: ["1.148", "2.5"],
    });
    expect(write({ address: { street: "", building: null } }).data?.address).toBeNull();
    expect(write({ address: { building: "12к2" } }).data?.address).toEqual({
      street: null,
      building: "12к2",
    });
  });
  it("refuses a malformed area or station, a fourth station and a long house number, naming the field", () => {
    expect(messages({ areaId: "Москва" })).toEqual([VACANCY_PLACE_MESSAGES.areaId]);
    expect(messages({ metroStationIds: ["Тверская"] })).toEqual([VACANCY_PLACE_MESSAGES.metroStationId]);
    expect(messages({ metroStationIds: ["1.1", "1.2", "1.3", "1.4"] })).toEqual([
      VACANCY_PLACE_MESSAGES.metroTooMany,
    ]);
    expect(messages({ address: { building: "1".repeat(51) } })).toEqual([VACANCY_PLACE_MESSAGES.building]);
    expect(write({ areaId: "Москва" }).error?.issues[0]?.path).toEqual(["areaId"]);
  });
  it("reads cards with or without the place (older servers send none)", () => {
    expect(vacancyCardDtoSchema.safeParse(vacancy).success).toBe(true);
    const placed = {
      ...vacancy,
      areaId: "1",
      address: { street: "ул. Тверская", building: null },
      metroStations: [{ id: "1.148", name: "Тверская", lineName: "Замоскворецкая", lineColor: "#4FB04F" }],
    };
    expect(vacancyCardDtoSchema.parse(placed)).toMatchObject(placed);
  });
  it("reads `filter.areaId` and `filter.metroStationId`, single or repeated", () => {
    const query = vacancyListQuerySchema.parse({
      "filter.areaId": ["1913", "1"],
      "filter.metroStationId": "1.148",
    });
    expect(filtersFromQuery(query)).toEqual({ areaId: ["1913", "1"], metroStationId: ["1.148"] });
    expect(vacancyListQuerySchema.safeParse({ "filter.areaId": "Тула" }).success).toBe(false);
  });
});
