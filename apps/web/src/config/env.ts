// The only place that reads build-time environment variables (STYLE.md, Boundaries).
// Plain checks rather than a schema library: this module is part of the first page's JavaScript.

function metrikaId(raw: string | undefined): number | null {
  if (raw === undefined || raw === "") return null;
  if (!/^\d+$/.test(raw)) throw new Error(`VITE_METRIKA_ID must be a number, got "${raw}"`);
  return Number(raw);
}

export const env = {
  /** Gateway origin; empty means "same origin" (the gateway serves the app). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "",
  /** Yandex Metrika counter id; analytics stay off without it. */
  metrikaId: metrikaId(import.meta.env.VITE_METRIKA_ID),
} as const;
