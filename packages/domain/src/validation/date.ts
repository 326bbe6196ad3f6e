import { YEAR_MIN } from "../constants";

/** A calendar date split into its parts (month 1..12). */
export interface DateParts {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

/** Gregorian leap year: divisible by 4, except centuries not divisible by 400 (1900 no, 2000 yes). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Number of days in a month (1..12) of a year; 0 for a month out of range. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** True when day/month/year name a day that exists (31.04 and 29.02.2023 do not). */
export function isCalendarDate({ day, month, year }: DateParts): boolean {
  return Number.isInteger(day) && Number.isInteger(year) && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a year between 1900 and the year of `now`, both included (§5). */
export function isYearInRange(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= YEAR_MIN && year <= now.getFullYear();
}

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parse `DD.MM.YYYY` into its parts; `null` when the text has another shape or names a
 * day that does not exist. The year range is not checked here (see the `date` rule).
 */
export function parseDisplayDate(text: string): DateParts | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const parts = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isCalendarDate(parts) ? parts : null;
}

/**
 * Parse `YYYY-MM-DD` into its parts; `null` for another shape or a day that does not exist.
 */
export function parseIsoDate(text: string): DateParts | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(parts) ? parts : null;
}

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * `DD.MM.YYYY` -> `YYYY-MM-DD` for the sign-up payload (§3). `null` when the input is
 * not `DD.MM.YYYY` — including a day that does not exist, which no server would accept.
 */
export function toIsoDate(display: string | null | undefined): string | null {
  if (typeof display !== "string") return null;
  const parts = parseDisplayDate(display);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month, 2)}-${pad(parts.day, 2)}` : null;
}

/** `YYYY-MM-DD` -> `DD.MM.YYYY` for showing a stored date; `null` when not an ISO date. */
export function fromIsoDate(iso: string | null | undefined): string | null {
  if (typeof iso !== "string") return null;
  const parts = parseIsoDate(iso);
  return parts ? `${pad(parts.day, 2)}.${pad(parts.month, 2)}.${pad(parts.year, 4)}` : null;
}
