import { ApiError } from "@rabota/api-client";
import type { ModerationLogEntry, ModerationQueueItem } from "@rabota/domain/wire/complaints";
import { describe, expect, it, vi } from "vitest";
import { createModerationStore, type ModerationApi } from "./moderation-store";

const QUEUE_ITEM: ModerationQueueItem = {
  target: {
    type: "vacancy",
    id: "v1",
    title: "Курьер",
    text: "Оплатите обучение 5 000 ₽",
    link: "/vacancies/detail/v1",
    companyId: "c1",
    companyName: "Ромашка",
    companyVerified: false,
    hidden: true,
  },
  cause: "complaints",
  complaints: [{ id: "k1", reason: "payment_required", text: null, createdAt: "2026-12-01T10:00:00Z" }],
  since: "2026-12-01T10:00:00Z",
};

const entry = (id: string, decidedAt = "2026-12-02T10:00:00Z"): ModerationLogEntry => ({
  id,
  targetType: "vacancy",
  targetId: "v1",
  targetTitle: "Курьер",
  decision: "restore",
  note: "Жалобы не подтвердились",
  moderator: "moderator@rabota.demo",
  complaints: 3,
  decidedAt,
});

function api(overrides: Partial<ModerationApi> = {}): ModerationApi {
  return {
    queue: async () => ({
      items: [QUEUE_ITEM, { ...QUEUE_ITEM, target: { ...QUEUE_ITEM.target, id: "v2" } }],
    }),
    decide: async (body) => ({
      ...entry("d1"),
      targetId: body.targetId,
      decision: body.decision,
      note: body.note,
    }),
    log: async ({ pageToken } = {}) =>
      pageToken
        ? { entries: [entry("e2"), entry("e3")], nextPageToken: null }
        : { entries: [entry("e1"), entry("e2")], nextPageToken: "next" },
    ...overrides,
  };
}

describe("moderation store", () => {
  it("loads the queue, and a decision takes its target out of it and heads the log", async () => {
    const store = createModerationStore(api());
    const { actions } = store.getState();
    await actions.loadQueue();
    await actions.loadLog();
    expect(store.getState().queue).toHaveLength(2);
    const result = await actions.decide({
      targetType: "vacancy",
      targetId: "v1",
      decision: "restore",
      note: "Ок",
    });
    expect(result).toMatchObject({ ok: true });
    expect(store.getState().queue.map((item) => item.target.id)).toEqual(["v2"]);
    expect(store.getState().log.map((item) => item.id)).toEqual(["d1", "e1", "e2"]);
  });

  it("keeps the item and says why when the gateway refuses the decision", async () => {
    const store = createModerationStore(
      api({
        decide: vi.fn().mockRejectedValue(
          new ApiError({
            code: "VALIDATION",
            status: 400,
            message: "Это решение не подходит к такой жалобе",
          }),
        ),
      }),
    );
    await store.getState().actions.loadQueue();
    const result = await store
      .getState()
      .actions.decide({ targetType: "vacancy", targetId: "v1", decision: "ban_user", note: "Нет" });
    expect(result).toEqual({ ok: false, message: "Это решение не подходит к такой жалобе" });
    expect(store.getState().queue).toHaveLength(2);
  });

  it("pages the log with «Показать ещё», without repeating an entry", async () => {
    const store = createModerationStore(api());
    await store.getState().actions.loadLog();
    expect(store.getState().logNextPageToken).toBe("next");
    await store.getState().actions.loadMoreLog();
    expect(store.getState().log.map((item) => item.id)).toEqual(["e1", "e2", "e3"]);
    expect(store.getState().logNextPageToken).toBeNull();
  });

  it("says when the queue failed to load", async () => {
    const store = createModerationStore(api({ queue: vi.fn().mockRejectedValue(new Error("down")) }));
    await store.getState().actions.loadQueue();
    expect(store.getState().queueStatus).toBe("error");
  });
});
