/** Moscow keeps UTC+3 all year (no daylight saving since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Midnight of `at`'s day in Moscow, as an instant: "viewed today" means since then, the
 * product's users and the spec's wording being Russian.
 */
export function startOfMoscowDay(at: Date): Date {
  const local = at.getTime() + MOSCOW_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - MOSCOW_OFFSET_MS);
}

/** The calendar day of `at` in Moscow, `YYYY-MM-DD`. */
export function moscowDayOf(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}
