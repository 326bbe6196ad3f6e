import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { startPeriodic } from "./periodic";

const silentLog = { info() {}, error() {} } as unknown as Parameters<typeof startPeriodic>[3];

describe("startPeriodic", () => {
  it("runs the task again and again, never two at once, and goes on after a failure", async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const task = startPeriodic(
      "test",
      5,
      async () => {
        running += 1;
        overlapped ||= running > 1;
        runs += 1;
        await sleep(15);
        running -= 1;
        if (runs === 1) throw new Error("first run fails");
      },
      silentLog,
    );
    while (runs < 3) await sleep(5);
    await task.stop();
    expect(overlapped).toBe(false);
  });

  it("waits for the run in progress when stopped, and runs no more", async () => {
    let finished = 0;
    let started = 0;
    const task = startPeriodic(
      "test",
      1,
      async () => {
        started += 1;
        await sleep(20);
        finished += 1;
      },
      silentLog,
    );
    while (started === 0) await sleep(1);
    await task.stop();
    expect(finished).toBe(started);
    await sleep(10);
    expect(started).toBe(finished);
  });
});
