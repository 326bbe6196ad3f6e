import type { RouteOptions } from "fastify";
import { type GuardKind, guardKindOf } from "../security/authenticate";

/** Whether an operation needs a session: not at all, optionally (a guest too), or always. */
export type SecurityNeed = "none" | "optional" | "required";

/** The route's guard (its preHandler among the app's auth guards), if any. */
function guardOf(route: RouteOptions): GuardKind | undefined {
  return [route.preHandler ?? []]
    .flat()
    .map(guardKindOf)
    .find((kind) => kind !== undefined);
}

export function securityNeedOf(route: RouteOptions): SecurityNeed {
  const guard = guardOf(route);
  if (guard === undefined) return "none";
  return guard === "optional" ? "optional" : "required";
}

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const RETRY_AFTER = {
  "retry-after": { type: "integer", description: "Через сколько секунд повторить запрос" },
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

function rateLimited(route: RouteOptions): boolean {
  return (route.config as { rateLimit?: unknown } | undefined)?.rateLimit !== undefined;
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
  if (rateLimited(route) || writeLimit) statuses.add(429);
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
