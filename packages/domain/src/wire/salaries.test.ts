import { describe, expect, it } from "vitest";
import {
  grossFromNet,
  monthlyGrossPay,
  NDFL_GROSS_UP,
  salaryAgainstMedian,
  salaryQuerySchema,
  salaryShareBelow,
} from "./salaries";

/** НДФЛ of a year's income by the 2025 scale, written out as the law's table reads. */
function ndfl(year: number): number {
  if (year <= 2_400_000) return year * 0.13;
  if (year <= 5_000_000) return 312_000 + (year - 2_400_000) * 0.15;
  if (year <= 20_000_000) return 702_000 + (year - 5_000_000) * 0.18;
  if (year <= 50_000_000) return 3_402_000 + (year - 20_000_000) * 0.2;
  return 9_402_000 + (year - 50_000_000) * 0.22;
}

describe("the statistics' basis", () => {
  it("turns the scale around at the law's thresholds", () => {
    expect(NDFL_GROSS_UP.map((bracket) => Math.round(bracket.netFrom))).toEqual([
      0, 2_088_000, 4_298_000, 16_598_000, 40_598_000,
    ]);
  });

  it.each([10_000, 87_000, 174_000, 250_000, 400_000, 1_500_000, 4_000_000, 10_000_000])(
    "grosses %i ₽ net up to what leaves it after НДФЛ",
    (net) => {
      const gross = grossFromNet(net);
      expect(gross * 12 - ndfl(gross * 12)).toBeCloseTo(net * 12, 4);
    },
  );

  it("takes the range's middle or its one bound, grossed up when net, and no other currency", () => {
    expect(monthlyGrossPay({ salaryFrom: 87_000, salaryTo: 113_100, salaryGross: true })).toBe(100_050);
    expect(monthlyGrossPay({ salaryFrom: 87_000, salaryTo: null, salaryGross: false })).toBe(100_000);
    expect(monthlyGrossPay({ salaryFrom: null, salaryTo: 130_500, salaryGross: false })).toBe(150_000);
    expect(monthlyGrossPay({ salaryFrom: null, salaryTo: null, salaryGross: true })).toBeNull();
    expect(
      monthlyGrossPay({ salaryFrom: 3_000, salaryTo: 4_000, salaryGross: true, salaryCurrency: "USD" }),
    ).toBeNull();
  });
});

describe("a pay among the vacancies", () => {
  const shares = Array.from({ length: 101 }, (_, index) => 50_000 + index * 1_000);

  it("reads the share below off the percentiles", () => {
    expect(salaryShareBelow(shares, 40_000)).toBe(0);
    expect(salaryShareBelow(shares, 80_000)).toBe(30);
    expect(salaryShareBelow(shares, 80_500)).toBe(31);
    expect(salaryShareBelow(shares, 200_000)).toBe(100);
  });

  it("compares with the median in whole percent", () => {
    expect(salaryAgainstMedian(112_000, 100_000)).toBe(12);
    expect(salaryAgainstMedian(92_000, 100_000)).toBe(-8);
    expect(salaryAgainstMedian(92_000, null)).toBeNull();
  });

  it("refuses a profession that is not a number, naming the field", () => {
    const parsed = salaryQuerySchema.safeParse({ professionId: "abc" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["professionId"]);
  });
});
