import { ApiError } from "@rabota/api-client";
import type { ImportRunDto } from "@rabota/domain/wire/import";
import { describe, expect, it, vi } from "vitest";
import { createImportStore, type ImportApi } from "./import-store";

function run(overrides: Partial<ImportRunDto> = {}): ImportRunDto {
  return {
    id: "r1",
    status: "running",
    folder: "VACANCY_STATUS_ACTIVE",
    total: 25,
    imported: 0,
    updated: 0,
    kept: 0,
    failed: 0,
    failures: [],
    startedAt: "2026-11-24T10:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

/** Timers the test fires by hand, recording each wait. */
function manualTimers() {
  const pending: Array<{ run: () => void; ms: number }> = [];
  return {
    waits: () => pending.map((entry) => entry.ms),
    fire: () => pending.shift()?.run(),
    count: () => pending.length,
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const entry = { run, ms };
        pending.push(entry);
        return entry;
      },
      clearTimeout: (handle: unknown) => {
        const index = pending.indexOf(handle as (typeof pending)[number]);
        if (index >= 0) pending.splice(index, 1);
      },
    },
  };
}

function fakeApi(overrides: Partial<ImportApi> = {}): ImportApi {
  return {
    getAuthorizeUrl: vi.fn(async () => "http://hh.test/oauth/authorize?state=s1"),
    getCounts: vi.fn(async () => ({ active: 3, archived: 0 })),
    startImport: vi.fn(async () => ({ message: "queued", jobId: "r1" })),
    getLatestRun: vi.fn(async () => null),
    ...overrides,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the import modal's flow", () => {
  it("goes from the site to linking and back, and sends the browser to hh.ru's address", async () => {
    const redirect = vi.fn();
    const store = createImportStore({ api: fakeApi(), redirect });
    const { actions } = store.getState();
    actions.confirmSite();
    expect(store.getState().step).toBe("selectSite");
    actions.chooseSite("hh");
    actions.confirmSite();
    expect(store.getState().step).toBe("linkProfile");
    actions.back();
    expect(store.getState().step).toBe("selectSite");
    actions.confirmSite();
    await actions.linkProfile();
    expect(redirect).toHaveBeenCalledWith("http://hh.test/oauth/authorize?state=s1");
    expect(store.getState().linking).toBe(true);
  });

  it("loads the counts with the code and state, on the active tab by default", async () => {
    const api = fakeApi();
    const store = createImportStore({ api, redirect: vi.fn() });
    const loading = store
      .getState()
      .actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    expect(store.getState().step).toBe("loadingCount");
    await loading;
    expect(api.getCounts).toHaveBeenCalledWith("c1", "s1");
    expect(store.getState()).toMatchObject({
      step: "showCount",
      counts: { active: 3, archived: 0 },
      folder: "VACANCY_STATUS_ACTIVE",
    });
  });

  it("shows the count failure when the counts do not load, and the refusal when access was denied", async () => {
    const store = createImportStore({
      api: fakeApi({ getCounts: vi.fn(async () => Promise.reject(new Error("503"))) }),
      redirect: vi.fn(),
    });
    await store.getState().actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    expect(store.getState()).toMatchObject({
      step: "error",
      error: "Не удалось получить информацию о вакансиях. Попробуйте снова.",
    });
    await store.getState().actions.receiveAuthorization({ kind: "refused", error: "access_denied" });
    expect(store.getState().step).toBe("error");
    expect(store.getState().error).toMatch(/не разрешили доступ/);
  });

  it("imports the selected folder with the code and the company, then succeeds", async () => {
    const api = fakeApi({ getCounts: vi.fn(async () => ({ active: 2, archived: 5 })) });
    const store = createImportStore({ api, redirect: vi.fn() });
    const { actions } = store.getState();
    await actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    actions.selectFolder("VACANCY_STATUS_ARCHIVED");
    await actions.startImport("company-1");
    expect(api.startImport).toHaveBeenCalledWith({
      hhCode: "c1",
      folders: ["VACANCY_STATUS_ARCHIVED"],
      company: { id: "company-1" },
    });
    expect(store.getState().step).toBe("success");
    actions.finish();
    expect(store.getState().listVersion).toBe(1);
  });

  it("refuses to import without the company (§5) and names a running import (409)", async () => {
    const running = new ApiError({
      code: "IMPORT_RUNNING",
      status: 409,
      message: "Conflict",
      serverMessage: "Импорт вакансий этой компании уже идёт. Дождитесь его завершения и попробуйте снова.",
    });
    const api = fakeApi({ startImport: vi.fn(async () => Promise.reject(running)) });
    const store = createImportStore({ api, redirect: vi.fn() });
    const { actions } = store.getState();
    await actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    await actions.startImport(null);
    expect(store.getState().error).toBe(
      "Отсутствуют необходимые данные для импорта. Профиль компании не загружен.",
    );
    expect(api.startImport).not.toHaveBeenCalled();
    await actions.receiveAuthorization({ kind: "granted", code: "c2", state: "s2" });
    await actions.startImport("company-1");
    expect(store.getState().error).toBe(running.serverMessage);
  });

  it("says the import failed on any other failure", async () => {
    const api = fakeApi({ startImport: vi.fn(async () => Promise.reject(new Error("boom"))) });
    const store = createImportStore({ api, redirect: vi.fn() });
    await store.getState().actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    await store.getState().actions.startImport("company-1");
    expect(store.getState().error).toBe("Произошла ошибка во время импорта. Пожалуйста, повторите попытку.");
  });
});

describe("following the latest run", () => {
  it("polls while the run is going, backs off while it stalls, and stops once it is done", async () => {
    const answers = [
      run({ imported: 0 }),
      run({ imported: 0 }),
      run({ imported: 12 }),
      run({ status: "done", imported: 25, finishedAt: "2026-11-24T10:01:00.000Z" }),
    ];
    const getLatestRun = vi.fn(async () => answers.shift() ?? null);
    const clock = manualTimers();
    const store = createImportStore({
      api: fakeApi({ getLatestRun }),
      redirect: vi.fn(),
      timers: clock.timers,
    });
    const stop = store.getState().actions.followRun();
    await settle();
    expect(clock.waits()).toEqual([1_000]);
    clock.fire();
    await settle();
    expect(clock.waits()).toEqual([1_500]);
    clock.fire();
    await settle();
    expect(store.getState().run?.imported).toBe(12);
    expect(clock.waits()).toEqual([1_000]);
    clock.fire();
    await settle();
    expect(store.getState().run?.status).toBe("done");
    expect(clock.count()).toBe(0);
    // The finished run changed the list: the page reloads it.
    expect(store.getState().listVersion).toBe(1);
    stop();
  });

  it("stops polling when nobody follows, and follows the run a started import queued", async () => {
    const getLatestRun = vi.fn(async () => run({ status: "queued", total: null }));
    const clock = manualTimers();
    const store = createImportStore({
      api: fakeApi({ getLatestRun }),
      redirect: vi.fn(),
      timers: clock.timers,
    });
    const stop = store.getState().actions.followRun();
    await settle();
    expect(clock.count()).toBe(1);
    stop();
    expect(clock.count()).toBe(0);

    store.getState().actions.followRun();
    await settle();
    await store.getState().actions.receiveAuthorization({ kind: "granted", code: "c1", state: "s1" });
    const calls = getLatestRun.mock.calls.length;
    await store.getState().actions.startImport("company-1");
    await settle();
    expect(getLatestRun.mock.calls.length).toBe(calls + 1);
    expect(clock.count()).toBe(1);
  });
});
