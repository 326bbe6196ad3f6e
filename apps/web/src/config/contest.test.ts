import { describe, expect, it } from "vitest";
import { contest, contestPhase } from "./contest";

describe("the contest dates", () => {
  const dates = { start: new Date("2026-11-01T00:00:00Z"), end: new Date("2027-02-28T00:00:00Z") };

  it("come from configuration with current defaults, in Russian words", () => {
    expect(contest.startText).toBe("1 ноября 2026");
    expect(contest.endText).toBe("28 февраля 2027");
  });

  it("are upcoming before the first day, running through the last day, finished after", () => {
    expect(contestPhase(new Date("2026-10-31T23:59:59Z"), dates)).toBe("upcoming");
    expect(contestPhase(new Date("2026-11-01T00:00:00Z"), dates)).toBe("running");
    expect(contestPhase(new Date("2027-02-28T23:59:59Z"), dates)).toBe("running");
    expect(contestPhase(new Date("2027-03-01T00:00:00Z"), dates)).toBe("finished");
  });
});
