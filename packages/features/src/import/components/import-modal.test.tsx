import type { ImportRunDto } from "@rabota/domain/wire/import";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportApi } from "../store/import-store";
import { ImportStoreProvider, useFollowImportRun, useImportActions } from "../store/import-store-provider";
import { ImportModal } from "./import-modal";
import { ImportRunStatus } from "./import-run-status";

afterEach(cleanup);

function api(overrides: Partial<ImportApi> = {}): ImportApi {
  return {
    getAuthorizeUrl: vi.fn(async () => "http://hh.test/authorize"),
    getCounts: vi.fn(async () => ({ active: 4, archived: 0 })),
    startImport: vi.fn(async () => ({})),
    getLatestRun: vi.fn(async () => null),
    ...overrides,
  };
}

function Granted() {
  const { receiveAuthorization } = useImportActions();
  return (
    <button
      type="button"
      onClick={() => void receiveAuthorization({ kind: "granted", code: "c", state: "s" })}
    >
      callback
    </button>
  );
}

describe("ImportModal", () => {
  it("chooses the site, links the profile, and shows the counts with Import off on an empty tab", async () => {
    const redirect = vi.fn();
    render(
      <ImportStoreProvider api={api()} redirect={redirect}>
        <Granted />
        <ImportModal open onClose={vi.fn()} companyId="company-1" />
      </ImportStoreProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Импортируйте вакансию" });
    const choose = within(dialog).getByRole("button", { name: "Выбрать" });
    expect(choose).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText("Сайт"), { target: { value: "hh" } });
    fireEvent.click(choose);
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Привязать профиль" })));
    expect(redirect).toHaveBeenCalledWith("http://hh.test/authorize");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "callback" })));
    const active = await screen.findByRole("tab", { name: "Активные 4" });
    expect(active.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Импортировать" })).toHaveProperty("disabled", false);
    fireEvent.click(screen.getByRole("tab", { name: "Архивные 0" }));
    expect(screen.getByRole("button", { name: "Импортировать" })).toHaveProperty("disabled", true);
  });
});

describe("ImportRunStatus", () => {
  const base: ImportRunDto = {
    id: "r1",
    status: "running",
    folder: "VACANCY_STATUS_ACTIVE",
    total: 25,
    imported: 10,
    updated: 2,
    kept: 0,
    failed: 1,
    failures: [{ externalId: "9", title: "Повар", reason: "Нет названия" }],
    startedAt: null,
    finishedAt: null,
  };

  it("shows the progress while running and the result with the reasons afterwards", async () => {
    const getLatestRun = vi.fn<ImportApi["getLatestRun"]>(async () => base);
    const { unmount } = render(
      <ImportStoreProvider api={api({ getLatestRun })} redirect={vi.fn()}>
        <Follow />
        <ImportRunStatus />
      </ImportStoreProvider>,
    );
    expect(await screen.findByRole("progressbar", { name: "Импортировано 12 из 25" })).toBeTruthy();
    unmount();

    getLatestRun.mockResolvedValue({ ...base, status: "done", finishedAt: "2026-11-24T10:00:00.000Z" });
    render(
      <ImportStoreProvider api={api({ getLatestRun })} redirect={vi.fn()}>
        <Follow />
        <ImportRunStatus />
      </ImportStoreProvider>,
    );
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Импорт активных вакансий с hh.ru завершён",
    );
    expect(screen.getByText("Почему не импортированы (1)")).toBeTruthy();
    expect(screen.getByText("Нет названия")).toBeTruthy();
  });
});

function Follow() {
  useFollowImportRun();
  return null;
}
