import type { Vacancy } from "@rabota/domain/mappers";
import type { VacancyDto } from "@rabota/domain/wire/vacancy";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VacanciesApi } from "../store/vacancies-store";
import { useVacancyActions, VacanciesStoreProvider } from "../store/vacancies-store-provider";
import { VacancyCard } from "./vacancy-card";
import { VacancyList } from "./vacancy-list";

afterEach(cleanup);

const dto = (id: string): VacancyDto => ({
  id,
  title: `Вакансия ${id}`,
  company: { id: "c", companyName: "Ромашка" },
  createdAt: "2025-10-28T09:00:00.000Z",
  salaryFrom: 100_000,
  salaryTo: null,
  salaryCurrency: "RUB",
  salaryGross: false,
});

function Loader({ onReady }: { onReady: (actions: ReturnType<typeof useVacancyActions>) => void }) {
  onReady(useVacancyActions());
  return null;
}

describe("VacancyList", () => {
  it("says «более N вакансий» when the gateway's count stopped at its cap", async () => {
    const api = {
      getVacancies: vi.fn(async () => ({ vacancies: [dto("1")], nextPageToken: "next" })),
      getVacancyTotal: vi.fn(async () => ({ total: 1000, capped: true })),
    } as unknown as VacanciesApi;
    let actions: ReturnType<typeof useVacancyActions> | undefined;
    render(
      <VacanciesStoreProvider api={api}>
        <Loader onReady={(value) => (actions = value)} />
        <VacancyList
          emptyTitle="Ничего не нашлось"
          renderItem={(vacancy: Vacancy) => <VacancyCard vacancy={vacancy} href={`/v/${vacancy.id}`} />}
        />
      </VacanciesStoreProvider>,
    );
    await act(() => actions?.load({ kind: "search", filters: {} }));
    expect(screen.getByTestId("vacancy-total").textContent).toBe("более 1\u00a0000 вакансий");
  });

  it("shows the total with Russian plurals, the cards, and appends the next page on «Показать ещё»", async () => {
    const getVacancies = vi
      .fn<VacanciesApi["getVacancies"]>()
      .mockResolvedValueOnce({ vacancies: [dto("1"), dto("2")], nextPageToken: "next" })
      .mockResolvedValueOnce({ vacancies: [dto("2"), dto("3")] });
    const api = {
      getVacancies,
      getVacancyTotal: vi.fn(async () => ({ total: 3, capped: false })),
    } as unknown as VacanciesApi;
    let actions: ReturnType<typeof useVacancyActions> | undefined;
    render(
      <VacanciesStoreProvider api={api}>
        <Loader onReady={(value) => (actions = value)} />
        <VacancyList
          emptyTitle="Ничего не нашлось"
          renderItem={(vacancy: Vacancy) => <VacancyCard vacancy={vacancy} href={`/v/${vacancy.id}`} />}
        />
      </VacanciesStoreProvider>,
    );
    expect(screen.getByLabelText("Загрузка вакансий")).toBeTruthy();
    await act(() => actions?.load({ kind: "search", filters: {} }));
    expect(screen.getByTestId("vacancy-total").textContent).toBe("3 вакансии");
    expect(screen.getAllByTestId("vacancy-card")).toHaveLength(2);
    expect(screen.getAllByText("от 100 000 ₽ на руки", { exact: false })).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Показать ещё" })));
    expect(screen.getAllByTestId("vacancy-card").map((card) => card.dataset.vacancyId)).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(screen.queryByRole("button", { name: "Показать ещё" })).toBeNull();
  });

  it("shows the empty state of the filter type", async () => {
    const api = {
      getVacancies: vi.fn(async () => ({ vacancies: [] })),
      getVacancyTotal: vi.fn(async () => ({ total: 0, capped: false })),
    } as unknown as VacanciesApi;
    let actions: ReturnType<typeof useVacancyActions> | undefined;
    render(
      <VacanciesStoreProvider api={api}>
        <Loader onReady={(value) => (actions = value)} />
        <VacancyList emptyTitle="В избранном пока пусто" renderItem={() => null} />
      </VacanciesStoreProvider>,
    );
    await act(() => actions?.load({ kind: "search", filters: {} }));
    expect(screen.getByText("В избранном пока пусто")).toBeTruthy();
    expect(screen.getByTestId("vacancy-total").textContent).toBe("0 вакансий");
  });
});
