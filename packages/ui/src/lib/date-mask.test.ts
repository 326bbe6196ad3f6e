import { describe, expect, it } from "vitest";
import { formatDateDigits } from "./date-mask";

describe("formatDateDigits", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["01", "01"],
    ["010", "01.0"],
    ["0101", "01.01"],
    ["01011", "01.01.1"],
    ["01011990", "01.01.1990"],
    ["010119901234", "01.01.1990"],
    ["01.01.1990", "01.01.1990"],
    ["01/01/1990", "01.01.1990"],
    ["ab01cd02ef2000", "01.02.2000"],
    ["  3 1 1 2 1 9 9 9 ", "31.12.1999"],
  ])("%j -> %j", (input, expected) => {
    expect(formatDateDigits(input)).toBe(expected);
  });
});
