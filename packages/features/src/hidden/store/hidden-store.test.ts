import { ApiError } from "@rabota/api-client";
import type { HiddenResponse } from "@rabota/domain/wire/hidden";
import { describe, expect, it } from "vitest";
import { createHiddenStore, type HiddenApi } from "./hidden-store";

/** An in-memory stand-in for the gateway's `/v1/hidden`, keeping what it is told. */
function memoryApi(failing: Partial<Record<keyof HiddenApi, boolean>> = {}) {
  const hidden: HiddenResponse = { vacancies: [], companies: [], words: [] };
  const fail = (call: keyof HiddenApi) => {
    if (failing[call])
      throw new ApiError({ code: "VALIDATION", status: 400, message: "Можно исключить не больше 20 слов" });
  };
  const api: HiddenApi = {
    list: async () => structuredClone(hidden),
    hideVacancy: async (id) => {
      fail("hideVacancy");
      hidden.vacancies.unshift({
        id,
        title: `Вакансия ${id}`,
        companyName: "Ромашка",
        hiddenAt: "2026-11-26T10:00:00Z",
      });
    },
    showVacancy: async (id) => {
      hidden.vacancies = hidden.vacancies.filter((item) => item.id !== id);
    },
    hideCompany: async (id) => {
      hidden.companies.unshift({ id, name: `Компания ${id}`, hiddenAt: "2026-11-26T10:00:00Z" });
    },
    showCompany: async (id) => {
      hidden.companies = hidden.companies.filter((item) => item.id !== id);
    },
    setWords: async (words) => {
      fail("setWords");
      hidden.words = [...words];
      return hidden.words;
    },
  };
  return api;
}

describe("hidden store", () => {
  it("loads the section, and a hide or a show reloads it once it was loaded", async () => {
    const store = createHiddenStore(memoryApi());
    const { actions } = store.getState();
    expect(await actions.setVacancyHidden("v1", true)).toEqual({ ok: true });
    // Not loaded yet: nothing to reload.
    expect(store.getState().status).toBe("idle");
    await actions.load();
    expect(store.getState().vacancies.map((item) => item.id)).toEqual(["v1"]);
    await actions.setCompanyHidden("c1", true);
    expect(store.getState().companies.map((item) => item.id)).toEqual(["c1"]);
    await actions.setVacancyHidden("v1", false);
    await actions.setCompanyHidden("c1", false);
    expect(store.getState()).toMatchObject({ status: "ready", vacancies: [], companies: [] });
  });

  it("says why a change failed and keeps what it had", async () => {
    const store = createHiddenStore(memoryApi({ hideVacancy: true, setWords: true }));
    const { actions } = store.getState();
    await actions.load();
    expect(await actions.setVacancyHidden("v1", true)).toEqual({
      ok: false,
      message: "Можно исключить не больше 20 слов",
    });
    expect(await actions.saveWords(["стажёр"])).toMatchObject({ ok: false });
    expect(store.getState()).toMatchObject({ vacancies: [], words: [] });
  });

  it("keeps the words as the server stored them", async () => {
    const store = createHiddenStore(memoryApi());
    expect(await store.getState().actions.saveWords(["стажёр", "продажи"])).toEqual({ ok: true });
    expect(store.getState().words).toEqual(["стажёр", "продажи"]);
  });
});
