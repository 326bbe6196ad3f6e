import type { TestSessionDto } from "@rabota/domain/wire/tests";
import { describe, expect, it, vi } from "vitest";
import { createTestsStore, type TestsApi } from "./tests-store";

const session = (extra: Partial<TestSessionDto> = {}): TestSessionDto => ({
  id: "s1",
  testName: "SKILL_SQL",
  kind: "SKILL",
  title: "SQL",
  status: "IN_PROGRESS",
  startedAt: "2026-11-24T10:00:00.000Z",
  deadline: "2026-11-24T10:20:00.000Z",
  now: "2026-11-24T10:05:00.000Z",
  questions: ["q1", "q2", "q3"].map((itemId) => ({ itemId, text: itemId, options: ["а", "б", "в"] })),
  answers: { q1: 0 },
  answered: 1,
  total: 3,
  current: 1,
  result: null,
  ...extra,
});

function fakeApi(overrides: Partial<TestsApi> = {}): TestsApi {
  return {
    getCatalogue: vi.fn(async () => []),
    getApplicantTests: vi.fn(async () => []),
    getMessages: vi.fn(async () => []),
    startProfileTest: vi.fn(async () => ({ testUrl: "/tests/s1" })),
    getSession: vi.fn(async () => session()),
    answer: vi.fn(async (_id: string, itemId: string, option: number) =>
      session({ answers: { q1: 0, [itemId]: option } }),
    ),
    finish: vi.fn(async () => session({ status: "COMPLETED" })),
    getSharing: vi.fn(async () => false),
    setSharing: vi.fn(async () => {}),
    ...overrides,
  };
}

describe("the tests store", () => {
  it("opens a sitting at its first unanswered question (a reload resumes there)", async () => {
    const store = createTestsStore(fakeApi());
    await store.getState().actions.openSession("s1");
    expect(store.getState().index).toBe(1);
    // The timer follows the server's clock, not the device's.
    expect(store.getState().clockOffsetMs).toBeLessThan(0);
  });

  it("saves each answer as given and keeps answers given while an earlier save was on its way", async () => {
    let release: (value: TestSessionDto) => void = () => {};
    const answer = vi
      .fn<TestsApi["answer"]>()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce(session({ answers: { q1: 0, q2: 2, q3: 1 } }));
    const store = createTestsStore(fakeApi({ answer }));
    await store.getState().actions.openSession("s1");
    const first = store.getState().actions.answer(2);
    store.getState().actions.next();
    await store.getState().actions.answer(1);
    expect(store.getState().saving).toBe(true);
    release(session({ answers: { q1: 0, q2: 2 } }));
    await first;
    expect(store.getState().session?.answers).toEqual({ q1: 0, q2: 2, q3: 1 });
    expect(store.getState().saving).toBe(false);
    expect(answer).toHaveBeenNthCalledWith(1, "s1", "q2", 2);
  });

  it("takes an unsaved answer back and shows why; a closed sitting is read again", async () => {
    const refused = Object.assign(new Error("Время на тест истекло: ответы больше не принимаются"), {
      status: 409,
    });
    const getSession = vi
      .fn<TestsApi["getSession"]>()
      .mockResolvedValueOnce(session())
      .mockResolvedValueOnce(session({ status: "EXPIRED" }));
    const store = createTestsStore(
      fakeApi({ answer: vi.fn(async () => Promise.reject(refused)), getSession }),
    );
    await store.getState().actions.openSession("s1");
    await store.getState().actions.answer(1);
    expect(store.getState().answerError).toBe("Время на тест истекло: ответы больше не принимаются");
    expect(store.getState().session?.status).toBe("EXPIRED");
    expect(store.getState().session?.answers).toEqual({ q1: 0 });
  });

  it("starting a test gives its address, or the gateway's refusal with its date", async () => {
    const startProfileTest = vi
      .fn<TestsApi["startProfileTest"]>()
      .mockResolvedValueOnce({ testUrl: "/tests/s2" })
      .mockRejectedValueOnce(new Error("Пройти тест снова можно с 24 декабря 2026 г."));
    const store = createTestsStore(fakeApi({ startProfileTest }));
    await store.getState().actions.load("a1");
    expect(await store.getState().actions.start("SKILL_SQL")).toEqual({ ok: true, testUrl: "/tests/s2" });
    expect(await store.getState().actions.start("SKILL_SQL")).toEqual({
      ok: false,
      message: "Пройти тест снова можно с 24 декабря 2026 г.",
    });
    expect(startProfileTest).toHaveBeenCalledWith("a1", "SKILL_SQL");
    expect(store.getState().sharing).toBe(false);
  });

  it("shows a sharing change at once and takes it back when the server refuses", async () => {
    const setSharing = vi
      .fn<TestsApi["setSharing"]>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error("Нет связи"));
    const store = createTestsStore(fakeApi({ setSharing }));
    await store.getState().actions.load("a1");
    await store.getState().actions.setSharing(true);
    expect(store.getState().sharing).toBe(true);
    await expect(store.getState().actions.setSharing(false)).rejects.toThrow("Нет связи");
    expect(store.getState().sharing).toBe(true);
    expect(setSharing).toHaveBeenCalledWith("a1", false);
  });
});
