import { describe, expect, it, vi } from "vitest";
import { createClock } from "../../testing/clock";
import { TotalCache } from "./total-cache";

describe("TotalCache", () => {
  it("shares one count per key within the TTL, counts again after it, and forgets on clear", async () => {
    const clock = createClock();
    const cache = new TotalCache(clock.now, 1000);
    const count = vi.fn(async () => 7);
    expect(await Promise.all([cache.get("a", count), cache.get("a", count)])).toEqual([7, 7]);
    expect(count).toHaveBeenCalledTimes(1);
    clock.advance(999);
    await cache.get("a", count);
    expect(count).toHaveBeenCalledTimes(1);
    clock.advance(1);
    await cache.get("a", count);
    expect(count).toHaveBeenCalledTimes(2);
    cache.clear();
    await cache.get("a", count);
    expect(count).toHaveBeenCalledTimes(3);
    await cache.get("b", count);
    expect(count).toHaveBeenCalledTimes(4);
  });

  it("does not remember a failed count and keeps at most maxEntries", async () => {
    const cache = new TotalCache(createClock().now, 1000, 2);
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => 3)).toBe(3);
    const count = vi.fn(async () => 1);
    await cache.get("y", count);
    await cache.get("z", count);
    await cache.get("x", count);
    expect(count).toHaveBeenCalledTimes(3);
  });
});
