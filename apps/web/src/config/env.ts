import { z } from "zod";

// The only place that reads build-time environment variables (STYLE.md, Boundaries).
const envSchema = z.object({
  /** Gateway origin; empty means "same origin" (the gateway serves the app). */
  VITE_API_BASE_URL: z.string().default(""),
  /** Yandex Metrika counter id; analytics stay off without it. */
  VITE_METRIKA_ID: z.string().regex(/^\d*$/, "VITE_METRIKA_ID must be a number").default(""),
});

const parsed = envSchema.parse(import.meta.env);

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  metrikaId: parsed.VITE_METRIKA_ID === "" ? null : Number(parsed.VITE_METRIKA_ID),
} as const;
