import { ApiError } from "@rabota/api-client";
import { COMPLAINT_MESSAGES } from "@rabota/domain/wire/complaints";
import { describe, expect, it, vi } from "vitest";
import { type ComplaintsApi, createComplaintsStore, DEFAULT_COMPLAINT_REASONS } from "./complaints-store";

const REQUEST = { targetType: "vacancy", targetId: "v1", reason: "fraud" } as const;

/** The gateway's complaints: one per person and target, a second is 409. */
function memoryApi(overrides: Partial<ComplaintsApi> = {}): ComplaintsApi {
  const filed = new Set<string>();
  return {
    reasons: async () => ({ reasons: [{ reason: "spam", label: "Спам" }] }),
    create: async (body) => {
      const key = `${body.targetType}:${body.targetId}`;
      if (filed.has(key))
        throw new ApiError({ code: "CONFLICT", status: 409, message: COMPLAINT_MESSAGES.alreadyComplained });
      filed.add(key);
      return { id: "c1" };
    },
    ...overrides,
  };
}

describe("complaints store", () => {
  it("lists the domain's reasons until the gateway's arrive, and keeps them when it fails", async () => {
    const store = createComplaintsStore(memoryApi());
    expect(store.getState().reasons).toEqual(DEFAULT_COMPLAINT_REASONS);
    await store.getState().actions.loadReasons();
    expect(store.getState().reasons).toEqual([{ reason: "spam", label: "Спам" }]);

    const failing = createComplaintsStore(memoryApi({ reasons: vi.fn().mockRejectedValue(new Error("x")) }));
    await failing.getState().actions.loadReasons();
    expect(failing.getState()).toMatchObject({ reasonsStatus: "error", reasons: DEFAULT_COMPLAINT_REASONS });
  });

  it("asks for the reasons once", async () => {
    const reasons = vi.fn(async () => ({ reasons: [] }));
    const store = createComplaintsStore(memoryApi({ reasons }));
    await Promise.all([store.getState().actions.loadReasons(), store.getState().actions.loadReasons()]);
    await store.getState().actions.loadReasons();
    expect(reasons).toHaveBeenCalledTimes(1);
  });

  it("sends a complaint, and a second about the same target is «already complained» (409)", async () => {
    const api = memoryApi();
    const first = createComplaintsStore(api);
    expect(await first.getState().actions.send(REQUEST)).toEqual({
      kind: "sent",
      message: COMPLAINT_MESSAGES.sent,
    });
    expect(first.getState().complained.has("vacancy:v1")).toBe(true);
    // Another page (a fresh store) meets the gateway's 409.
    const second = createComplaintsStore(api);
    expect(await second.getState().actions.send(REQUEST)).toEqual({
      kind: "duplicate",
      message: COMPLAINT_MESSAGES.alreadyComplained,
    });
    expect(second.getState().complained.has("vacancy:v1")).toBe(true);
  });

  it("says why a complaint was refused and does not count it as sent", async () => {
    const store = createComplaintsStore(
      memoryApi({
        create: vi
          .fn()
          .mockRejectedValue(
            new ApiError({ code: "RATE_LIMITED", status: 429, message: "Слишком много жалоб за день" }),
          ),
      }),
    );
    expect(await store.getState().actions.send(REQUEST)).toEqual({
      kind: "failed",
      message: "Слишком много жалоб за день",
    });
    expect(store.getState().complained.size).toBe(0);
  });
});
