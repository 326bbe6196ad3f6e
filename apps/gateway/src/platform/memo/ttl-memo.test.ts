import { describe, expect, it, vi } from "vitest";
import { createClock } from "../../testing/clock";
import { TtlMemo } from "./ttl-memo";

describe("TtlMemo", () => {
  it("shares one read per key within the TTL, with its age, and reads again after it", async () => {
    const clock = createClock();
    const memo = new TtlMemo<number>(clock.now, 1000);
    const read = vi.fn(async () => 7);
    const [first, second] = await Promise.all([memo.get("a", read), memo.get("a", read)]);
    expect([first, second, read.mock.calls.length]).toEqual([
      { value: 7, ageMs: 0 },
      { value: 7, ageMs: 0 },
      1,
    ]);
    clock.advance(999);
    expect(await memo.get("a", read)).toEqual({ value: 7, ageMs: 999 });
    expect(read).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await memo.get("a", read)).toEqual({ value: 7, ageMs: 0 });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again what was forgotten or cleared, one key or all", async () => {
    const memo = new TtlMemo<number>(createClock().now, 1000);
    const read = vi.fn(async () => 1);
    await memo.get("a", read);
    await memo.get("b", read);
    memo.forget("a");
    await memo.get("a", read);
    await memo.get("b", read);
    expect(read).toHaveBeenCalledTimes(3);
    memo.clear();
    await memo.get("b", read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("does not keep a failed read and keeps at most maxEntries, the oldest out", async () => {
    const memo = new TtlMemo<number>(createClock().now, 1000, 2);
    await expect(memo.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("x", async () => 3)).toEqual({ value: 3, ageMs: 0 });
    const read = vi.fn(async () => 1);
    await memo.get("y", read);
    await memo.get("z", read);
    // "x" was the oldest: read again.
    await memo.get("x", read);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
