import { EMPTY_CONTEST_SCORE } from "@rabota/domain/wire/contest";
import { describe, expect, it, vi } from "vitest";
import { type ContestApi, createContestStore } from "./contest-store";

const factors = {
  vacancyId: "v1",
  coefficient: 40,
  formulaVersion: "2026-11.1",
  factors: [],
};

function fakeApi(overrides: Partial<ContestApi> = {}): ContestApi {
  return {
    getScore: vi.fn(async () => ({
      fullScore: 30,
      vacanciesCoefficients: { v1: 40 },
      profileScore: 50,
      logicScore: 20,
      formulaVersion: "2026-11.1",
    })),
    getFactors: vi.fn(async () => factors),
    getFormula: vi.fn(),
    ...overrides,
  } as ContestApi;
}

describe("the contest store", () => {
  it("a failed contest-score load sets coefficients to empty and scores to 0 (§4)", async () => {
    const getScore = vi
      .fn<ContestApi["getScore"]>()
      .mockResolvedValueOnce({
        fullScore: 30,
        vacanciesCoefficients: { v1: 40 },
        profileScore: 50,
        logicScore: 20,
      })
      .mockRejectedValueOnce(new Error("Нет связи"));
    const store = createContestStore(fakeApi({ getScore }));
    await store.getState().actions.loadScore("a1");
    expect(store.getState().score.vacanciesCoefficients).toEqual({ v1: 40 });
    await store.getState().actions.loadScore("a1");
    expect(store.getState().score).toEqual(EMPTY_CONTEST_SCORE);
    expect(store.getState().scoreStatus).toBe("error");
  });

  it("loads one coefficient's factors once, per applicant and vacancy", async () => {
    const api = fakeApi();
    const store = createContestStore(api);
    await Promise.all([
      store.getState().actions.loadFactors("a1", "v1"),
      store.getState().actions.loadFactors("a1", "v1"),
    ]);
    await store.getState().actions.loadFactors("a2", "v1");
    expect(api.getFactors).toHaveBeenCalledTimes(2);
    expect(store.getState().factors["a1:v1"]).toEqual({ status: "ready", data: factors, error: null });
  });
});
