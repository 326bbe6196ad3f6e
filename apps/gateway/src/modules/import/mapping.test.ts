import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "../vacancy";
import { parseHhDate, toImportedVacancy, UnmappableVacancyError } from "./mapping";

const NOW = new Date("2026-11-01T12:00:00.000Z");

/** A minimal hh.ru vacancy with `overrides`. */
function hhVacancy(overrides: Record<string, unknown> = {}) {
  return {
    id: "8331228",
    name: "Backend-разработчик (Go)",
    description: "<p>Задачи</p>",
    area: { id: "2", name: "Санкт-Петербург", url: "https://api.hh.ru/areas/2" },
    published_at: "2025-07-08T16:17:21+0300",
    archived: false,
    ...overrides,
  };
}

const map = (overrides: Record<string, unknown> = {}, folder = "VACANCY_STATUS_ACTIVE" as const) =>
  toImportedVacancy(hhVacancy(overrides), folder, NOW);

describe("the description sanitiser", () => {
  it.each([
    ["<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ['<p onclick="alert(1)" style="color:red" class="x">hi</p>', "<p>hi</p>"],
    ['<a href="javascript:alert(1)">link</a>', "link"],
    ['<a href="https://evil.example">link</a>', "link"],
    ["<style>body{display:none}</style><b>bold</b>", "<b>bold</b>"],
    ['<iframe src="https://evil.example"></iframe><i>x</i>', "<i>x</i>"],
    ['<svg onload="alert(1)"><circle/></svg><em>x</em>', "<em>x</em>"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)">', ""],
    ['<object data="data:text/html,<script>alert(1)</script>"></object>', ""],
    ["<h1>Title</h1><h2>Sub</h2><h5>Small</h5>", "<h3>Title</h3><h3>Sub</h3><h4>Small</h4>"],
    [
      "<ul><li><strong>a</strong></li></ul><ol><li>b<br>c</li></ol>",
      "<ul><li><strong>a</strong></li></ul><ol><li>b<br />c</li></ol>",
    ],
    ["<div><span>text</span></div>", "text"],
  ])("%s -> %s", (input, output) => {
    expect(sanitizeDescription(input)).toBe(output);
  });

  it.each([
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "<<script>script>alert(1)<</script>/script>",
    '<p <script>onmouseover="alert(1)"</script>>x</p>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '<svg><animate onbegin="alert(1)" attributeName="x"/></svg>',
    "<p>x</p><!--<script>alert(1)</script>-->",
    '<a href="  jav&#x09;ascript:alert(1)">x</a>',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ])("leaves nothing unsafe of %s", (input) => {
    const output = sanitizeDescription(input);
    // Every tag left is one of the allowlist, without attributes; any other `<` is escaped text.
    for (const tag of output.match(/<[^>]*>/g) ?? []) {
      expect(tag).toMatch(/^<\/?(p|br|ul|ol|li|strong|b|em|i|h3|h4) ?\/?>$/);
    }
    expect(output).not.toMatch(/<(script|img|svg|iframe|a|style|math|object|form|base|meta)\b/i);
  });
});

describe("hh.ru vacancy -> ours", () => {
  it("keeps the provenance and the raw JSON, and reads hh.ru's +0300 dates", () => {
    const mapped = map();
    expect(mapped).toMatchObject({ source: "hh", externalId: "8331228", sourceData: hhVacancy() });
    expect(mapped.createdAt.toISOString()).toBe("2025-07-08T13:17:21.000Z");
    expect(parseHhDate("2025-01-31T23:59:59-0130")?.toISOString()).toBe("2025-02-01T01:29:59.000Z");
    expect(parseHhDate("not a date")).toBeNull();
    expect(map({ published_at: "garbage", created_at: null }).createdAt).toEqual(NOW);
  });

  it("takes salary_range before the deprecated salary, RUR as RUB, and leaves out non-monthly ranges", () => {
    const salary = { from: 100_000, to: 150_000, currency: "RUR", gross: true };
    expect(map({ salary }).fields).toMatchObject({
      salaryFrom: 100_000,
      salaryTo: 150_000,
      salaryCurrency: "RUB",
      salaryGross: true,
    });
    const range = {
      from: 200_000,
      to: null,
      currency: "USD",
      gross: false,
      mode: { id: "MONTH", name: "За месяц" },
    };
    expect(map({ salary, salary_range: range }).fields).toMatchObject({
      salaryFrom: 200_000,
      salaryTo: null,
      salaryCurrency: "USD",
      salaryGross: false,
    });
    const hourly = { ...range, mode: { id: "HOUR", name: "За час" } };
    expect(map({ salary, salary_range: hourly }).fields).toMatchObject({
      salaryFrom: null,
      salaryTo: null,
      salaryCurrency: null,
      salaryGross: null,
    });
    expect(map({ salary: { from: 1, to: 2, currency: "BYR", gross: null } }).fields.salaryCurrency).toBe(
      "BYN",
    );
    expect(map({ salary: null }).fields.salaryFrom).toBeNull();
  });

  it("maps the schedule from the new fields first, the deprecated ones otherwise", () => {
    const schedule = (overrides: Record<string, unknown>) => map(overrides).fields.workingSchedule;
    expect(schedule({ internship: true, employment_form: { id: "FULL" } })).toBe(
      "WORKING_SCHEDULE_INTERNSHIP",
    );
    expect(schedule({ employment_form: { id: "FULL" }, employment: { id: "part" } })).toBe(
      "WORKING_SCHEDULE_FULL_TIME",
    );
    expect(schedule({ employment_form: { id: "PART" } })).toBe("WORKING_SCHEDULE_PART_TIME");
    expect(schedule({ employment_form: { id: "PROJECT" } })).toBe("WORKING_SCHEDULE_UNSPECIFIED");
    expect(schedule({ employment: { id: "full" } })).toBe("WORKING_SCHEDULE_FULL_TIME");
    expect(schedule({ employment: { id: "probation" } })).toBe("WORKING_SCHEDULE_INTERNSHIP");
    expect(schedule({ employment: { id: "volunteer" } })).toBe("WORKING_SCHEDULE_UNSPECIFIED");
    expect(schedule({})).toBe("WORKING_SCHEDULE_UNSPECIFIED");

    const office = (overrides: Record<string, unknown>) => map(overrides).fields.officeType;
    expect(office({ work_format: [{ id: "HYBRID" }] })).toBe("OFFICE_TYPE_HYBRID");
    expect(office({ work_format: [{ id: "REMOTE" }, { id: "ON_SITE" }] })).toBe("OFFICE_TYPE_HYBRID");
    expect(office({ work_format: [{ id: "REMOTE" }], schedule: { id: "fullDay" } })).toBe(
      "OFFICE_TYPE_REMOTE",
    );
    expect(office({ work_format: [{ id: "FIELD_WORK" }] })).toBe("OFFICE_TYPE_OFFICE");
    expect(office({ work_format: [], schedule: { id: "remote" } })).toBe("OFFICE_TYPE_REMOTE");
    expect(office({ work_format: null, schedule: { id: "fullDay" } })).toBe("OFFICE_TYPE_UNSPECIFIED");
  });

  it("maps experience, skills, city and status", () => {
    const mapped = map({
      experience: { id: "between3And6" },
      key_skills: [{ name: "Go" }, { name: "PostgreSQL" }, { name: "Go" }],
      professional_roles: [{ id: "96", name: "Программист, разработчик" }],
      address: { city: "Пушкин" },
    });
    expect(mapped.fields).toMatchObject({
      workingExperience: "EXPERIENCE_3_TO_6_YEARS",
      skills: ["Go", "PostgreSQL"],
      positions: ["Программист, разработчик"],
      city: "Пушкин",
      status: "VACANCY_STATUS_ACTIVE",
    });
    expect(map({ experience: { id: "moreThan6" } }).fields.workingExperience).toBe("EXPERIENCE_6_YEARS");
    expect(map({ experience: null }).fields.workingExperience).toBe("EXPERIENCE_UNSPECIFIED");
    expect(map().fields.city).toBe("Санкт-Петербург");
    expect(map({ archived: true }).fields.status).toBe("VACANCY_STATUS_ARCHIVED");
    expect(map({}, "VACANCY_STATUS_ARCHIVED" as never).fields.status).toBe("VACANCY_STATUS_ARCHIVED");
  });

  it("carries hh.ru's area id, address and metro stations for the writes to resolve", () => {
    const station = (id: string) => ({ station_id: id, station_name: "x", line_id: id.split(".")[0] });
    expect(
      map({
        address: {
          city: "Санкт-Петербург",
          street: " Невский проспект ",
          building: "28",
          metro: station("14.197"),
          metro_stations: [station("14.197"), station("15.210")],
        },
      }).place,
    ).toEqual({
      areaId: "2",
      street: "Невский проспект",
      building: "28",
      metroStationIds: ["14.197", "15.210"],
    });
    // The one `metro` when the list is missing; no address is none.
    expect(map({ address: { metro: station("14.197") } }).place?.metroStationIds).toEqual(["14.197"]);
    expect(map({ area: { id: 113, name: "Россия" }, address: null }).place).toEqual({
      areaId: "113",
      street: null,
      building: null,
      metroStationIds: [],
    });
  });

  it("ignores the branded description and refuses a vacancy without a name", () => {
    const mapped = map({ description: "<p>plain</p>", branded_description: "<div onclick=x>brand</div>" });
    expect(mapped.fields.description).toBe("<p>plain</p>");
    expect(() => map({ name: "" })).toThrow(UnmappableVacancyError);
    expect(() => toImportedVacancy("not an object", "VACANCY_STATUS_ACTIVE", NOW)).toThrow(
      UnmappableVacancyError,
    );
  });
});
