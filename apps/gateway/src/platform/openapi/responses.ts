import type { RouteOptions } from "fastify";
import { type GuardKind, guardKindOf } from "../security/authenticate";

/**
 * What an operation needs: nothing, a session optionally (a guest too) or always, or a signed
 * address (`sig` in its query: the signature is the permission, no session).
 */
export type SecurityNeed = "none" | "optional" | "required" | "signed";

/** The route's guard (its preHandler among the app's auth guards), if any. */
function guardOf(route: RouteOptions): GuardKind | undefined {
  return [route.preHandler ?? []]
    .flat()
    .map(guardKindOf)
    .find((kind) => kind !== undefined);
}

/** Whether the route's query carries a signature (`sig`), as the signed addresses' do. */
function isSigned(route: RouteOptions): boolean {
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return query?.shape?.sig !== undefined;
}

export function securityNeedOf(route: RouteOptions): SecurityNeed {
  if (isSigned(route)) return "signed";
  const guard = guardOf(route);
  if (guard === undefined) return "none";
  return guard === "optional" ? "optional" : "required";
}

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
/** A header whose value is a number of whole seconds or requests. */
const count = (description: string) => ({
  description,
  schema: { type: "integer", format: "int32", minimum: 0, maximum: 2 ** 31 - 1 },
});
const RETRY_AFTER = { "Retry-After": count("Через сколько секунд повторить запрос") };
/** A structured field (RFC 9651) of the current draft. */
const structured = (description: string, example: string) => ({
  description,
  schema: { type: "string", maxLength: 200, example },
});
/**
 * The IETF draft's rate-limit fields (draft-ietf-httpapi-ratelimit-headers) in both its
 * generations (platform/limits/rate-limit-fields.ts), on every answer of a limited route that
 * counted: the per-address limit of the sign-in calls and the per-user write limits alike.
 */
const RATE_LIMIT_HEADERS = {
  RateLimit: structured(
    'Где вызывающий в лимите: `"имя";r=осталось;t=секунд до сброса`',
    '"profile";r=29;t=60',
  ),
  "RateLimit-Policy": structured('Лимит: `"имя";q=запросов;w=окно в секундах`', '"profile";q=30;w=60'),
  "RateLimit-Limit": count("Сколько запросов разрешено в окне лимита"),
  "RateLimit-Remaining": count("Сколько запросов осталось в текущем окне"),
  "RateLimit-Reset": count("Через сколько секунд окно закончится и счёт начнётся заново"),
};

/** What each status means on any route; a route's own notes (operations.ts) say it more precisely. */
const GENERIC: Record<number, string> = {
  400: "Неверные данные запроса: `code` VALIDATION, поля с ошибками в `issues` (сообщения правил §5 — по-русски)",
  401: "Нет действующей сессии: клиент обновляет её (`POST /v1/auth/refresh`) и повторяет запрос",
  403: "Нет прав: чужой профиль, другая роль или неактивный участник компании",
  404: "Не найдено",
  429: "Слишком много запросов с этого адреса: повторите после `Retry-After`",
  500: "Внутренняя ошибка; подробности остаются в журнале сервера",
  503: "Сервис временно недоступен (база данных): повторите после `Retry-After`",
};

function hasInput(route: RouteOptions): boolean {
  const schema = route.schema ?? {};
  return ["body", "querystring", "params", "headers"].some((part) => part in schema);
}

function perAddressLimited(route: RouteOptions): boolean {
  const config = route.config as { rateLimit?: unknown; sharedRateLimit?: true } | undefined;
  return config?.rateLimit !== undefined || config?.sharedRateLimit === true;
}

/** The per-user limit a route counts against (platform/limits/route-limits.ts), if any. */
function writeLimitOf(route: RouteOptions): string | undefined {
  return (route.config as { writeLimit?: string } | undefined)?.writeLimit;
}

/**
 * The error answers of a route, each with the `Error` body: those its shape implies (input →
 * 400, a guard → 401 and 403, a path parameter → 404, a rate limit per address or per user →
 * 429, and 500/503 for all)
 * and the route's own `notes` (status → Russian description), which also override the generic text.
 */
export function errorResponses(route: RouteOptions, need: SecurityNeed, notes: Record<number, string>) {
  const statuses = new Set<number>([500, 503]);
  if (hasInput(route)) statuses.add(400);
  if (need !== "none") statuses.add(401);
  if (guardOf(route) === "restricted") statuses.add(403);
  if (/:[A-Za-z]/.test(route.url)) statuses.add(404);
  const writeLimit = writeLimitOf(route);
  if (isRateLimited(route)) statuses.add(429);
  for (const status of Object.keys(notes)) statuses.add(Number(status));
  const limitNote = writeLimit
    ? `Слишком много запросов этого пользователя (лимит \`${writeLimit}\`): повторите после \`Retry-After\``
    : undefined;
  const responses: Record<string, unknown> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    responses[status] = {
      description: notes[status] ?? (status === 429 ? limitNote : undefined) ?? GENERIC[status] ?? "Ошибка",
      content: ERROR_CONTENT,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    };
  }
  return responses;
}

/** Whether a limit counts the route's calls: per client address, or per user (a write limit). */
export function isRateLimited(route: RouteOptions): boolean {
  return perAddressLimited(route) || writeLimitOf(route) !== undefined;
}

/** The answers of a limited route with the rate-limit fields it sends on its successes and its 429. */
export function withRateLimitHeaders(responses: Record<string, unknown>): Record<string, unknown> {
  const withHeaders: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(responses)) {
    const counted = /^2/.test(status) || status === "429";
    const own = (response as { headers?: object }).headers;
    withHeaders[status] = counted
      ? { ...(response as object), headers: { ...RATE_LIMIT_HEADERS, ...own } }
      : response;
  }
  return withHeaders;
}
