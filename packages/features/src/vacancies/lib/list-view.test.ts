import { toVacancySearchParams } from "@rabota/domain/wire/vacancy";
import { describe, expect, it } from "vitest";
import { emptyTextFor, listSourceFor, listTitleFor, readListQuery, type Viewer } from "./list-view";

const applicant: Viewer = { role: "applicant", applicantId: "a1" };
const employer: Viewer = { role: "employer", employerId: "e1", companyId: "c1" };
const guest: Viewer = { role: null };

describe("the vacancy list's view", () => {
  it("reads the period and status of the query, ignoring unknown values", () => {
    const params = toVacancySearchParams({ search: "Java" });
    params.set("period", "week");
    params.set("status", "nonsense");
    const query = readListQuery(params);
    expect(query.period).toBe("week");
    expect(query.responseStatus).toBeUndefined();
    expect(query.filters.search).toBe("Java");
  });

  it("shows an applicant's personal lists by filter type, with the query's period and status", () => {
    const query = readListQuery(new URLSearchParams("period=today"));
    expect(listSourceFor(applicant, "liked", query)).toEqual({ kind: "liked", applicantId: "a1" });
    expect(listSourceFor(applicant, "viewed", query)).toEqual({
      kind: "viewed",
      applicantId: "a1",
      period: "today",
    });
    expect(listSourceFor(applicant, null, query)).toMatchObject({ kind: "search" });
  });

  it("keeps the employer's archived choice, and shows everyone else the active vacancies", () => {
    const query = readListQuery(toVacancySearchParams({ status: "VACANCY_STATUS_ARCHIVED" }));
    expect(listSourceFor(employer, null, query)).toMatchObject({
      filters: { status: "VACANCY_STATUS_ARCHIVED", companyId: "c1" },
    });
    expect(listSourceFor(guest, null, query)).toEqual({ kind: "search", filters: {} });
    expect(listSourceFor(applicant, null, query)).toEqual({ kind: "search", filters: {} });
  });

  it("shows an employer its own company's vacancies, whatever the query says", () => {
    const query = readListQuery(toVacancySearchParams({ search: "Go" }));
    expect(listSourceFor(employer, null, query)).toMatchObject({
      kind: "search",
      filters: { search: "Go", companyId: "c1" },
    });
    expect(listTitleFor(employer, null)).toBe("Вакансии вашей компании");
    expect(emptyTextFor(employer, null).title).toBe("У вашей компании пока нет вакансий");
  });

  it("titles and empties the guest's list and the personal lists", () => {
    expect(listTitleFor(guest, null)).toBe("Вакансии");
    expect(listTitleFor(applicant, "applied")).toBe("Мои отклики");
    expect(emptyTextFor(applicant, "liked").title).toBe("В избранном пока пусто");
    expect(emptyTextFor(guest, null).title).toBe("Вакансий не найдено");
  });
});
