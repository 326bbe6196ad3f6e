import type { SavedSearchDto } from "@rabota/domain/wire/searches";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { SearchesApi } from "../store/searches-store";
import { SearchesStoreProvider } from "../store/searches-store-provider";
import { SavedSearchList } from "./saved-search-list";

afterEach(cleanup);

const SEARCH: SavedSearchDto = {
  id: "s1",
  name: "Склад у дома",
  filter: { search: "кладовщик", areaId: ["92"] },
  alert: "DAILY",
  newCount: 0,
  openedAt: "2026-11-20T10:00:00.000Z",
  createdAt: "2026-11-20T10:00:00.000Z",
};

it("names the places of a search's filters in its summary (issue 40)", async () => {
  const api: SearchesApi = {
    list: vi.fn(async () => [SEARCH]),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    markOpened: vi.fn(),
    getArea: vi.fn(async (id: string) => ({
      id,
      name: "Тула",
      kind: "city" as const,
      regionId: "1913",
      regionName: null,
    })),
  };
  render(
    <SearchesStoreProvider api={api}>
      <SavedSearchList hrefOf={() => "/vacancies"} onOpen={() => {}} />
    </SearchesStoreProvider>,
  );
  expect(await screen.findByText("кладовщик, Тула")).toBeTruthy();
  expect(api.getArea).toHaveBeenCalledWith("92");
});
