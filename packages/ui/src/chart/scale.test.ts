import { describe, expect, it } from "vitest";
import { linearScale, niceStep } from "./scale";

describe("niceStep", () => {
  it("rounds a part of the span to 1, 2 or 5 times a power of ten", () => {
    expect(niceStep(100_000, 4)).toBe(50_000);
    expect(niceStep(170_000, 4)).toBe(50_000);
    expect(niceStep(30, 4)).toBe(10);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe("linearScale", () => {
  it("widens the domain to round ticks and maps it onto the positions", () => {
    const scale = linearScale(75_287, 230_000, 0, 400, 4);
    expect(scale.ticks).toEqual([50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(scale.at(50_000)).toBe(0);
    expect(scale.at(250_000)).toBe(400);
    expect(scale.at(150_000)).toBe(200);
  });

  it("runs downwards too, and widens a domain of one value by a step", () => {
    const scale = linearScale(0, 100, 150, 10, 2);
    expect(scale.at(0)).toBe(150);
    expect(scale.at(100)).toBe(10);
    expect(linearScale(120_000, 120_000, 0, 100).ticks.length).toBeGreaterThan(1);
  });
});
