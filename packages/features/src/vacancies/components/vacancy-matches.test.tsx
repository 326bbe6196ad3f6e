import type { VacancyCardDto, VacancyRecommendation } from "@rabota/domain/wire/vacancy";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createVacancyMatchesStore, type VacancyMatchesApi } from "../store/matches-store";
import { VacancyMatchesStoreProvider } from "../store/matches-store-provider";
import { RecommendedVacancies, SimilarVacancies } from "./vacancy-matches";

afterEach(cleanup);

const card = (id: string, title: string): VacancyCardDto => ({
  id,
  title,
  city: "Казань",
  company: { id: "c", companyName: "Ромашка" },
  createdAt: "2026-11-28T09:00:00.000Z",
  salaryFrom: 150_000,
  salaryTo: null,
  salaryCurrency: "RUB",
  salaryGross: false,
});

const recommendation = (id: string, title: string, why: string): VacancyRecommendation => ({
  vacancy: card(id, title),
  why,
  matched: { skills: ["SQL"], position: false, place: true, remote: false, pay: false, tests: [] },
});

const apiOf = (overrides: Partial<VacancyMatchesApi>): VacancyMatchesApi => ({
  getRecommendedVacancies: vi.fn(async () => []),
  getSimilarVacancies: vi.fn(async () => []),
  ...overrides,
});

describe("RecommendedVacancies", () => {
  it("shows «Подходящие вакансии» as a list of links, each with why it fits", async () => {
    const api = apiOf({
      getRecommendedVacancies: vi.fn(async () => [
        recommendation("1", "Аналитик данных", "Совпадает: SQL, Python; ваш город"),
        recommendation("2", "Повар", "Совпадает: ваш город"),
      ]),
    });
    const onOpen = vi.fn();
    render(
      <VacancyMatchesStoreProvider api={api}>
        <RecommendedVacancies applicantId="a1" hrefOf={(id) => `/vacancies/detail/${id}`} onOpen={onOpen} />
      </VacancyMatchesStoreProvider>,
    );
    const block = await screen.findByRole("region", { name: "Подходящие вакансии" });
    await within(block).findByText("Совпадает: SQL, Python; ваш город");
    expect(api.getRecommendedVacancies).toHaveBeenCalledWith("a1", 3);
    const items = within(block).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const link = within(items[0] as HTMLElement).getByRole("link", { name: "Аналитик данных" });
    expect(link.getAttribute("href")).toBe("/vacancies/detail/1");
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith("/vacancies/detail/1");
    expect(within(items[1] as HTMLElement).getByText("Совпадает: ваш город")).toBeTruthy();
  });

  it("leaves the block out when nothing fits or the call fails", async () => {
    const api = apiOf({ getRecommendedVacancies: vi.fn(async () => Promise.reject(new Error("down"))) });
    const store = createVacancyMatchesStore({ api });
    render(
      <VacancyMatchesStoreProvider store={store}>
        <RecommendedVacancies applicantId="a1" hrefOf={(id) => `/v/${id}`} />
      </VacancyMatchesStoreProvider>,
    );
    expect(screen.getByRole("region", { name: "Подходящие вакансии" }).getAttribute("aria-busy")).toBe(
      "true",
    );
    await vi.waitFor(() => expect(store.getState().recommended.status).toBe("error"));
    expect(screen.queryByRole("region", { name: "Подходящие вакансии" })).toBeNull();
  });
});

describe("SimilarVacancies", () => {
  it("shows «Похожие вакансии» and asks again only for another vacancy or viewer", async () => {
    const getSimilarVacancies = vi.fn(async (id: string) => [card(`${id}-like`, "Старший аналитик")]);
    const store = createVacancyMatchesStore({ api: apiOf({ getSimilarVacancies }) });
    const view = (vacancyId: string, viewerId: string | null) => (
      <VacancyMatchesStoreProvider store={store}>
        <SimilarVacancies vacancyId={vacancyId} viewerId={viewerId} hrefOf={(id) => `/v/${id}`} />
      </VacancyMatchesStoreProvider>
    );
    const { rerender } = render(view("v1", null));
    const block = await screen.findByRole("region", { name: "Похожие вакансии" });
    expect(await within(block).findByRole("link", { name: "Старший аналитик" })).toBeTruthy();
    rerender(view("v1", null));
    expect(getSimilarVacancies).toHaveBeenCalledTimes(1);
    rerender(view("v1", "a1"));
    await vi.waitFor(() => expect(getSimilarVacancies).toHaveBeenCalledTimes(2));
    expect(getSimilarVacancies).toHaveBeenLastCalledWith("v1", 4);
  });

  it("drops a vacancy the applicant hid from both blocks", async () => {
    const store = createVacancyMatchesStore({
      api: apiOf({
        getRecommendedVacancies: vi.fn(async () => [recommendation("1", "Аналитик", "Совпадает: SQL")]),
        getSimilarVacancies: vi.fn(async () => [card("1", "Аналитик"), card("2", "Повар")]),
      }),
    });
    await store.getState().actions.loadRecommended("a1");
    await store.getState().actions.loadSimilar("v", "a1");
    store.getState().actions.drop((vacancy) => vacancy.id !== "1");
    expect(store.getState().recommended.items).toEqual([]);
    expect(store.getState().similar.items.map((vacancy) => vacancy.id)).toEqual(["2"]);
  });
});
