import { ApiError } from "@rabota/api-client";
import type { SavedSearchDto } from "@rabota/domain/wire/searches";
import { describe, expect, it, vi } from "vitest";
import { createSearchesStore, type SearchesApi } from "./searches-store";

function search(overrides: Partial<SavedSearchDto> = {}): SavedSearchDto {
  return {
    id: "s1",
    name: "Python, Москва",
    filter: { search: "Python", city: ["Москва"] },
    alert: "DAILY",
    newCount: 3,
    openedAt: "2026-11-20T10:00:00.000Z",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

function fakeApi(overrides: Partial<SearchesApi> = {}): SearchesApi {
  return {
    list: vi.fn(async () => [search()]),
    create: vi.fn(async (body) => search({ id: "s2", ...body, newCount: 0 })),
    update: vi.fn(async (id, body) => search({ id, ...body })),
    remove: vi.fn(async () => {}),
    markOpened: vi.fn(async (id) => search({ id, newCount: 0 })),
    getArea: vi.fn(async (id) => ({
      id,
      name: "Тула",
      kind: "city" as const,
      regionId: "1913",
      regionName: null,
    })),
    ...overrides,
  };
}

describe("the saved searches' store", () => {
  it("loads the list, and says so when it cannot", async () => {
    const store = createSearchesStore({ api: fakeApi() });
    expect(store.getState().status).toBe("idle");
    await store.getState().actions.load();
    expect(store.getState()).toMatchObject({ status: "ready", searches: [{ id: "s1", newCount: 3 }] });

    const failing = createSearchesStore({
      api: fakeApi({ list: async () => Promise.reject(new Error("down")) }),
    });
    await failing.getState().actions.load();
    expect(failing.getState().status).toBe("error");
  });

  it("puts a saved search first, and shows the gateway's message at the 21st", async () => {
    const api = fakeApi();
    const store = createSearchesStore({ api });
    await store.getState().actions.load();
    const saved = await store
      .getState()
      .actions.create({ name: "Повар", filter: { city: ["Казань"] }, alert: "INSTANT" });
    expect(saved).toMatchObject({ ok: true, search: { id: "s2", name: "Повар" } });
    expect(store.getState().searches.map((entry) => entry.id)).toEqual(["s2", "s1"]);

    const refusing = createSearchesStore({
      api: fakeApi({
        create: async () =>
          Promise.reject(
            new ApiError({ code: "CONFLICT", status: 409, message: "Можно сохранить не больше 20 поисков" }),
          ),
      }),
    });
    expect(await refusing.getState().actions.create({ name: "x", filter: {}, alert: "OFF" })).toEqual({
      ok: false,
      message: "Можно сохранить не больше 20 поисков",
    });
    expect(refusing.getState().searches).toEqual([]);
  });

  it("switches an alert keeping the name and filters, marks a search opened, removes one", async () => {
    const api = fakeApi();
    const store = createSearchesStore({ api });
    await store.getState().actions.load();
    await store.getState().actions.setAlert("s1", "OFF");
    expect(api.update).toHaveBeenCalledWith("s1", {
      name: "Python, Москва",
      filter: { search: "Python", city: ["Москва"] },
      alert: "OFF",
    });
    expect(store.getState().searches[0]?.alert).toBe("OFF");

    await store.getState().actions.markOpened("s1");
    expect(store.getState().searches[0]?.newCount).toBe(0);

    expect(await store.getState().actions.remove("s1")).toEqual({ ok: true });
    expect(store.getState().searches).toEqual([]);
  });
});
