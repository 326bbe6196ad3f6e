import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

/** What a client shows: PostgreSQL cannot store the character, and no field of the spec needs it. */
const NUL_MESSAGE = "Текст содержит недопустимый символ (NUL)";

/** The path (keys and indexes) of the first string or key in `value` that holds a NUL character. */
function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  // Raw uploads (Buffers) are bytes, not text.
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return null;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === "string" && key.includes("\u0000")) return [...path, key];
    const found = findNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * One rule at the wire for every route: a NUL character (`\u0000`) anywhere in the path
 * parameters, the query or a JSON body is a 400 before validation, the guards or a query run.
 * PostgreSQL refuses 0x00 in text, so without this rule any such string was a 500.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path) throw new HttpError(400, NUL_MESSAGE, "VALIDATION", [{ path, message: NUL_MESSAGE }]);
    }
  });
}
