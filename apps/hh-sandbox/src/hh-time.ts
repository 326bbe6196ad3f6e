const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** hh's timestamp format: ISO 8601 in Moscow time with a colon-less offset, `2025-07-08T16:17:21+0300`. */
export function formatHhDate(epochMs: number): string {
  return `${new Date(epochMs + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+0300`;
}
