// The only place that reads build-time environment variables (CONTRIBUTING.md, Borders).
// Plain checks rather than a schema library: this module is part of the first page's JavaScript.

function metrikaId(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return null;
  if (!/^\d+$/.test(raw)) throw new Error(`VITE_METRIKA_ID must be a number, got "${raw}"`);
  return Number(raw);
}

/** A `YYYY-MM-DD` day as its UTC midnight; `fallback` when unset. */
function day(name: string, raw: string | undefined, fallback: string): Date {
  const text = raw === undefined || raw === "" ? fallback : raw;
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()))
    throw new Error(`${name} must be a date YYYY-MM-DD, got "${text}"`);
  return date;
}

const contestStart = day("VITE_CONTEST_START", import.meta.env.VITE_CONTEST_START, "2026-11-01");
const contestEnd = day("VITE_CONTEST_END", import.meta.env.VITE_CONTEST_END, "2027-02-28");
if (contestEnd < contestStart) throw new Error("VITE_CONTEST_END must not be before VITE_CONTEST_START");

export const env = {
  /** Gateway origin; empty means "same origin" (the gateway serves the app). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "",
  /** Yandex Metrika counter id; analytics stay off without it. */
  metrikaId: metrikaId(import.meta.env.VITE_METRIKA_ID),
  /** The contest's first and last day, shown on the intro and contest pages. */
  contestStart,
  contestEnd,
} as const;
