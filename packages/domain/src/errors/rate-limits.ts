/**
 * The Russian texts of a 429 (issue 29): the gateway writes them with the wait in words,
 * the client shows them as they came, so both read the same wording from here.
 */
import { pluralRu } from "../format";

const SECOND_FORMS = { one: "секунду", few: "секунды", many: "секунд" } as const;
const MINUTE_FORMS = { one: "минуту", few: "минуты", many: "минут" } as const;
const HOUR_FORMS = { one: "час", few: "часа", many: "часов" } as const;

/**
 * A wait as «через N …» reads it: seconds up to a minute, then whole minutes up to an hour,
 * then whole hours (rounded up, so the wait is never understated).
 */
function waitRu(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 60) return `${whole} ${pluralRu(whole, SECOND_FORMS)}`;
  if (whole <= 3600) {
    const minutes = Math.ceil(whole / 60);
    return `${minutes} ${pluralRu(minutes, MINUTE_FORMS)}`;
  }
  const hours = Math.ceil(whole / 3600);
  return `${hours} ${pluralRu(hours, HOUR_FORMS)}`;
}

/**
 * The Russian text of a 429 (`RATE_LIMITED`), which the gateway sends as the error's
 * `message` beside `Retry-After: {seconds}` and the client shows as it is.
 */
export const RATE_LIMIT_MESSAGES = {
  /** Any limited call: «Слишком много запросов. Повторите через N секунд.» */
  tooManyRequests: (seconds: number) => `Слишком много запросов. Повторите через ${waitRu(seconds)}.`,
  /** The daily cap of codes mailed to one address (sign-up and recovery together). */
  tooManyCodesSent: (seconds: number) =>
    `На этот адрес отправлено слишком много кодов. Повторите через ${waitRu(seconds)}.`,
  /** The hourly cap of codes checked for one address, right or wrong. */
  tooManyCodeChecks: (seconds: number) =>
    `Слишком много попыток ввести код. Повторите через ${waitRu(seconds)}.`,
} as const;

/**
 * The text to show for a failed call: a 429's own (`code` RATE_LIMITED: the Russian
 * «Слишком много запросов. Повторите через N секунд.» the gateway sent), else `fallback`. Reads
 * any error with `code` and `message` (the API client's `ApiError`), so every layer can use it.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "RATE_LIMITED" && typeof message === "string" && message.trim() ? message : fallback;
}
