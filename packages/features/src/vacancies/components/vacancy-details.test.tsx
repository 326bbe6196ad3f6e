import { toVacancy } from "@rabota/domain/mappers";
import type { SalaryResponse } from "@rabota/domain/wire/salaries";
import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VacanciesApi } from "../store/vacancies-contract";
import { VacanciesStoreProvider } from "../store/vacancies-store-provider";
import { SalaryPosition } from "./salary-position";
import { VacancyDetails } from "./vacancy-details";

afterEach(cleanup);

const vacancyDto = {
  id: "v1",
  title: "Аналитик данных",
  description: "Анализ продаж",
  objectives: "Отчёты",
  requirements: "SQL",
  offerings: "ДМС",
  workingExperience: "EXPERIENCE_1_TO_3_YEARS",
  workingSchedule: "WORKING_SCHEDULE_FULL_TIME",
  officeType: "OFFICE_TYPE_HYBRID",
  city: "Казань",
  skills: ["SQL", "Python"],
  qualities: ["Внимательность"],
  views: 1234,
  salaryFrom: 100_000,
  salaryTo: 150_000,
  salaryCurrency: "RUB",
  salaryGross: true,
  company: { id: "c", companyName: "Ромашка", companyCity: "Москва", rating: 4.5, feedbackCount: 22 },
  createdAt: "2025-10-28T09:00:00.000Z",
} satisfies VacancyDto;
const vacancy = toVacancy(vacancyDto);

describe("VacancyDetails", () => {
  it("says «Нет отзывов» on the company card without reviews, and links the company's page and reviews (issue 42)", () => {
    const unrated = toVacancy({
      ...vacancyDto,
      company: { id: "c", companyName: "Ромашка", rating: null, feedbackCount: 0 },
    });
    render(
      <VacancyDetails
        vacancy={unrated}
        variant="applicant"
        companyHrefs={{ page: "/companies/c", reviews: "/companies/c#reviews" }}
      />,
    );
    expect(screen.getByTestId("company-card-rating").textContent).toBe("Нет отзывов");
    expect(screen.getByRole("link", { name: "Нет отзывов" }).getAttribute("href")).toBe(
      "/companies/c#reviews",
    );
    expect(screen.getByRole("link", { name: "Ромашка" }).getAttribute("href")).toBe("/companies/c");
  });

  it("shows salary, conditions, sections, skills and the company card with Russian plurals", () => {
    render(<VacancyDetails vacancy={vacancy} variant="applicant" />);
    expect(screen.getByRole("heading", { level: 1, name: "Аналитик данных" })).toBeTruthy();
    expect(screen.getByText("от 100 000 до 150 000 ₽ до вычета налогов")).toBeTruthy();
    expect(screen.getByText("От 1 года до 3 лет")).toBeTruthy();
    expect(screen.getByText("Гибрид")).toBeTruthy();
    expect(screen.getByText("1 234")).toBeTruthy();
    for (const heading of ["Описание", "Обязанности", "Требования", "Условия", "Навыки", "Личные качества"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeTruthy();
    }
    expect(screen.getByText("4,5")).toBeTruthy();
    expect(screen.getByText("22 отзыва")).toBeTruthy();
  });

  it("offers like and apply to applicants, the applied state after applying, and neither to employers", () => {
    const onApply = vi.fn();
    const onToggleLike = vi.fn();
    const { rerender } = render(
      <VacancyDetails vacancy={vacancy} variant="applicant" onApply={onApply} onToggleLike={onToggleLike} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Откликнуться" }));
    fireEvent.click(screen.getByRole("button", { name: "В избранное" }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onToggleLike).toHaveBeenCalledOnce();

    rerender(
      <VacancyDetails
        vacancy={{
          ...vacancy,
          hasApplied: true,
          responseStatus: "RESPONSE_STATUS_REJECTED",
          isLikedByCurrentUser: true,
        }}
        variant="applicant"
      />,
    );
    expect(screen.getByText("Отклик: отказ")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Откликнуться" })).toBeNull();
    expect(screen.getByRole("button", { name: "В избранном" }).getAttribute("aria-pressed")).toBe("true");

    rerender(<VacancyDetails vacancy={vacancy} variant="employer" />);
    expect(screen.queryByRole("button", { name: "Откликнуться" })).toBeNull();
    expect(screen.queryByRole("button", { name: "В избранное" })).toBeNull();
  });

  it("shows the address and each metro station with its line's colour and name (issue 40)", () => {
    render(
      <VacancyDetails
        vacancy={{
          ...vacancy,
          city: "Москва",
          areaId: "1",
          address: { street: "Бауманская улица", building: "7" },
          metroStations: [
            { id: "3.57", name: "Бауманская", lineName: "Арбатско-Покровская", lineColor: "#0072BA" },
          ],
        }}
        variant="applicant"
      />,
    );
    expect(screen.getByText("Бауманская улица, 7")).toBeTruthy();
    const stations = screen.getByRole("list", { name: "Метро" });
    expect(stations.textContent).toBe("Бауманская, Арбатско-Покровская");
    const dot = stations.querySelector<HTMLElement>(".rb-line-dot");
    expect(dot?.style.backgroundColor).toBe("rgb(0, 114, 186)");
  });

  it("shows no address or metro rows for a vacancy without them", () => {
    render(<VacancyDetails vacancy={vacancy} variant="applicant" />);
    expect(screen.queryByText("Адрес")).toBeNull();
    expect(screen.queryByRole("list", { name: "Метро" })).toBeNull();
  });
});

describe("SalaryPosition (issue 45)", () => {
  const tula = { ...vacancy, professionId: "96", areaId: "92" };
  const figures = (median: number | null) =>
    ({ count: median ? 12 : 3, median, area: { id: "92", name: "Тула" } }) as SalaryResponse;

  function renderPosition(shown: typeof vacancy, median: number | null) {
    const getSalaries = vi.fn(async () => figures(median));
    render(
      <VacanciesStoreProvider api={{ getSalaries } as unknown as VacanciesApi}>
        <VacancyDetails
          vacancy={shown}
          variant="applicant"
          salaryPosition={<SalaryPosition vacancy={shown} hrefOf={(p, a) => `/salaries/${p}/${a}`} />}
        />
      </VacanciesStoreProvider>,
    );
    return getSalaries;
  }

  // The pay 100 000–150 000 ₽ before tax is 125 000 ₽ on the statistics' basis.
  it.each([
    [110_000, "выше медианы на 14 %"],
    [136_000, "ниже медианы на 8 %"],
    [125_500, "на уровне медианы"],
  ])("against a median of %i says «%s», linked to the statistics", async (median, text) => {
    const getSalaries = renderPosition(tula, median);
    const link = await screen.findByRole("link", { name: text });
    expect(link.getAttribute("href")).toBe("/salaries/96/92");
    expect(getSalaries).toHaveBeenCalledWith({ professionId: "96", areaId: "92" });
  });

  it("says nothing with fewer than five vacancies", async () => {
    const getSalaries = renderPosition(tula, null);
    await vi.waitFor(() => expect(getSalaries).toHaveBeenCalled());
    expect(screen.queryByTestId("salary-position")).toBeNull();
  });

  it("asks nothing without a profession, a place or a pay in roubles", () => {
    for (const shown of [
      { ...tula, professionId: null },
      { ...tula, areaId: null },
      { ...tula, salaryCurrency: "USD" },
    ]) {
      const getSalaries = renderPosition(shown, 100_000);
      expect(getSalaries).not.toHaveBeenCalled();
      expect(screen.queryByTestId("salary-position")).toBeNull();
      cleanup();
    }
  });
});
