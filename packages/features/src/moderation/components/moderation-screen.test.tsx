import { COMPLAINT_MESSAGES, type ModerationQueueItem } from "@rabota/domain/wire/complaints";
import { clearToasts, Toaster } from "@rabota/ui/toast";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModerationApi } from "../store/moderation-store";
import { ModerationStoreProvider } from "../store/moderation-store-provider";
import { ModerationScreen, type ModerationTab } from "./moderation-screen";

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

const COMPLAINED: ModerationQueueItem = {
  target: {
    type: "vacancy",
    id: "v1",
    title: "Курьер",
    text: "Оплатите обучение 5 000 ₽, потом выйдете на смену",
    link: "/vacancies/detail/v1",
    companyId: "c1",
    companyName: "Ромашка",
    companyVerified: false,
    hidden: true,
  },
  cause: "complaints",
  complaints: [
    { id: "k1", reason: "payment_required", text: "Просят деньги", createdAt: "2026-12-01T10:00:00Z" },
    { id: "k2", reason: "fraud", text: null, createdAt: "2026-12-01T11:00:00Z" },
  ],
  since: "2026-12-01T10:00:00Z",
};

const NEW_COMPANY: ModerationQueueItem = {
  target: { ...COMPLAINED.target, id: "v2", title: "Продавец", companyVerified: true, hidden: false },
  cause: "new_company",
  complaints: [],
  since: "2026-12-02T10:00:00Z",
};

function Screen({ api }: { api: ModerationApi }) {
  const [tab, setTab] = useState<ModerationTab>("queue");
  return (
    <ModerationStoreProvider api={api}>
      <ModerationScreen tab={tab} onTabChange={setTab} />
      <Toaster />
    </ModerationStoreProvider>
  );
}

function setup() {
  const api: ModerationApi = {
    queue: vi.fn(async () => ({ items: [COMPLAINED, NEW_COMPANY] })),
    decide: vi.fn(async (body) => ({
      id: "d1",
      targetType: body.targetType,
      targetId: body.targetId,
      targetTitle: "Курьер",
      decision: body.decision,
      note: body.note,
      moderator: "moderator@rabota.demo",
      complaints: 2,
      decidedAt: "2026-12-03T10:00:00Z",
    })),
    log: vi.fn(async () => ({
      entries: [
        {
          id: "d0",
          targetType: "review" as const,
          targetId: "r1",
          targetTitle: "Отзыв о компании Ромашка",
          decision: "remove" as const,
          note: "Оскорбления",
          moderator: "moderator@rabota.demo",
          complaints: 3,
          decidedAt: "2026-12-01T09:00:00Z",
        },
      ],
      nextPageToken: null,
    })),
  };
  render(<Screen api={api} />);
  return api;
}

describe("ModerationScreen", () => {
  it("shows each target with its company, text and complaints, or why a new company's vacancy is there", async () => {
    setup();
    const items = await screen.findAllByTestId("moderation-item");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link", { name: "Курьер" }).getAttribute("href")).toBe(
      "/vacancies/detail/v1",
    );
    expect(within(first).getByText("Ромашка")).toBeTruthy();
    expect(within(first).getByText("Не проверена")).toBeTruthy();
    expect(within(first).getByText("Просят заплатить за трудоустройство")).toBeTruthy();
    expect(within(first).getByText("Просят деньги")).toBeTruthy();
    expect(within(first).getByText("2 жалобы")).toBeTruthy();
    expect(within(second).getByText("Новая компания: первые публикации")).toBeTruthy();
    expect(within(second).getByText("Проверенная компания")).toBeTruthy();
    // A vacancy may be restored, removed or its company blocked; banning an author is for reviews and messages.
    expect(
      within(first)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Вернуть", "Удалить", "Заблокировать компанию"]);
  });

  it("needs a decision and a note, then applies it and the target leaves the queue", async () => {
    const api = setup();
    const [first] = (await screen.findAllByTestId("moderation-item")) as [HTMLElement];
    fireEvent.click(within(first).getByRole("button", { name: "Применить" }));
    expect(await within(first).findByText("Выберите решение")).toBeTruthy();
    expect(within(first).getByText(COMPLAINT_MESSAGES.noteRequired)).toBeTruthy();
    expect(api.decide).not.toHaveBeenCalled();

    fireEvent.click(within(first).getByRole("radio", { name: "Вернуть" }));
    fireEvent.change(within(first).getByLabelText("Почему"), {
      target: { value: "Жалобы не подтвердились" },
    });
    fireEvent.click(within(first).getByRole("button", { name: "Применить" }));
    expect(await screen.findByText("Решение «Вернуть» применено")).toBeTruthy();
    expect(api.decide).toHaveBeenCalledWith({
      targetType: "vacancy",
      targetId: "v1",
      decision: "restore",
      note: "Жалобы не подтвердились",
    });
    expect(screen.getAllByTestId("moderation-item")).toHaveLength(1);
  });

  it("shows the log on «Журнал»: what, who, when, why", async () => {
    setup();
    await screen.findAllByTestId("moderation-item");
    fireEvent.click(screen.getByRole("tab", { name: "Журнал" }));
    const entry = await screen.findByTestId("moderation-log-entry");
    expect(within(entry).getByText("Удалить")).toBeTruthy();
    expect(within(entry).getByText("Отзыв: Отзыв о компании Ромашка")).toBeTruthy();
    expect(within(entry).getByText("Оскорбления")).toBeTruthy();
    expect(entry.textContent).toContain("moderator@rabota.demo");
    expect(entry.textContent).toContain("01.12.2026");
    expect(screen.queryByRole("button", { name: "Показать ещё" })).toBeNull();
  });
});
