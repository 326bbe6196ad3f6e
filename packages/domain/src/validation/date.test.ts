import { describe, expect, it } from "vitest";
import {
  daysInMonth,
  fromIsoDate,
  isCalendarDate,
  isLeapYear,
  isYearInRange,
  parseDisplayDate,
  toIsoDate,
} from "./date";

describe("isLeapYear", () => {
  it.each([
    [2000, true],
    [2024, true],
    [1996, true],
    [1900, false],
    [2023, false],
    [2100, false],
  ])("%i -> %s", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe("daysInMonth / isCalendarDate", () => {
  it("knows February in leap and common years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it("is 0 for a month out of range", () => {
    expect(daysInMonth(2000, 0)).toBe(0);
    expect(daysInMonth(2000, 13)).toBe(0);
  });
  it("rejects day 0 and day past the month", () => {
    expect(isCalendarDate({ day: 0, month: 1, year: 2000 })).toBe(false);
    expect(isCalendarDate({ day: 31, month: 6, year: 2000 })).toBe(false);
    expect(isCalendarDate({ day: 30, month: 6, year: 2000 })).toBe(true);
  });
});

describe("isYearInRange", () => {
  const now = new Date(2025, 0, 1);
  it("spans 1900 to the current year", () => {
    expect(isYearInRange(1899, now)).toBe(false);
    expect(isYearInRange(1900, now)).toBe(true);
    expect(isYearInRange(2025, now)).toBe(true);
    expect(isYearInRange(2026, now)).toBe(false);
  });
});

describe("parseDisplayDate", () => {
  it("splits a real date", () => {
    expect(parseDisplayDate("09.03.1991")).toEqual({ day: 9, month: 3, year: 1991 });
  });
  it("is null for other shapes and impossible days", () => {
    expect(parseDisplayDate("9.3.1991")).toBeNull();
    expect(parseDisplayDate("29.02.2023")).toBeNull();
  });
});

describe("toIsoDate", () => {
  it.each([
    ["01.01.1990", "1990-01-01"],
    ["29.02.2024", "2024-02-29"],
    [" 31.12.2000 ", "2000-12-31"],
  ])("%j -> %j", (display, iso) => {
    expect(toIsoDate(display)).toBe(iso);
  });
  it.each(["", "01.01", "1.1.1990", "1990-01-01", "31.02.1990", "01011990", null, undefined])(
    "%j -> null",
    (display) => {
      expect(toIsoDate(display)).toBeNull();
    },
  );
});

describe("fromIsoDate", () => {
  it("turns YYYY-MM-DD back into DD.MM.YYYY", () => {
    expect(fromIsoDate("1990-01-31")).toBe("31.01.1990");
  });
  it("is null for anything else", () => {
    expect(fromIsoDate("31.01.1990")).toBeNull();
    expect(fromIsoDate("2023-02-29")).toBeNull();
    expect(fromIsoDate(null)).toBeNull();
  });
  it("round-trips with toIsoDate", () => {
    expect(fromIsoDate(toIsoDate("07.11.1985"))).toBe("07.11.1985");
  });
});
