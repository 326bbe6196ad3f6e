import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";
import { REQUEST_REPLIES } from "./messages";

/**
 * How deep a request's values may nest. The deepest request of the API (a saved search's
 * filter, a profile's experience) nests four levels; a body of thousands of levels made the
 * recursive walk overflow the stack and answer 500.
 */
export const MAX_BODY_DEPTH = 32;

type Path = (string | number)[];

/** A NUL found at `path`, or a value nested deeper than {@link MAX_BODY_DEPTH}. */
type Finding = { kind: "nul"; path: Path } | { kind: "deep" };

/**
 * The first string or key in `value` that holds a NUL character, or a level beyond the limit,
 * walked with a stack of its own (no recursion, whatever the depth).
 */
function inspect(value: unknown): Finding | null {
  const stack: { value: unknown; path: Path }[] = [{ value, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: item, path } = next;
    const key = path.at(-1);
    if (typeof key === "string" && key.includes("\u0000")) return { kind: "nul", path };
    if (typeof item === "string") {
      if (item.includes("\u0000")) return { kind: "nul", path };
      continue;
    }
    // Raw uploads (Buffers) are bytes, not text.
    if (item === null || typeof item !== "object" || item instanceof Uint8Array) continue;
    if (path.length >= MAX_BODY_DEPTH) return { kind: "deep" };
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    // Pushed in reverse, so the first entry is looked at first.
    for (const [key, child] of entries.reverse()) stack.push({ value: child, path: [...path, key] });
  }
  return null;
}

/**
 * Whether `value` breaks the wire's rule (a NUL anywhere, or nesting beyond the limit): the chat
 * socket's events follow the same rule as the HTTP routes.
 */
export function breaksWireRule(value: unknown): boolean {
  return inspect(value) !== null;
}

/**
 * One rule at the wire for every route: a NUL character (`\u0000`) anywhere in the path
 * parameters, the query or a JSON body is a 400 before validation, the guards or a query run
 * (PostgreSQL refuses 0x00 in text, so without this rule any such string was a 500); so is a
 * body nested deeper than {@link MAX_BODY_DEPTH} levels.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = inspect(part);
      if (found?.kind === "nul")
        throw new HttpError(400, REQUEST_REPLIES.nul, "VALIDATION", [
          { path: found.path, message: REQUEST_REPLIES.nul },
        ]);
      if (found?.kind === "deep") throw new HttpError(400, REQUEST_REPLIES.tooDeep, "VALIDATION");
    }
  });
}
