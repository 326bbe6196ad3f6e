import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * SQLSTATEs of a database that is away rather than of a bad query: class 08 (connection
 * exception), the server shutting down or crashing (57P01..57P03: admin/crash shutdown,
 * "the database system is starting up"), too many connections (53300), and a standby that
 * cannot serve the query while it recovers (40001 is a retryable conflict, not an outage).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** Socket errors of a connection that broke or could not be made. */
const UNAVAILABLE_ERRNO = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Messages `pg`, `pg-pool` and PGlite use for a connection that is gone or never came (they
 * carry no code): the server went away mid-query, the client was already broken or closed,
 * the pool waited out its connection timeout, the embedded engine was closed (shutdown).
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout|PGlite is closed|Cannot use a pool after calling end)/;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  // A short walk: drizzle wraps the driver's error once, pg-boss or a service may wrap it again.
  while (current instanceof Error && chain.length < 5) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/**
 * Whether `error` (or what it wraps) says the database is unreachable or its connection broke,
 * so the request may succeed once the database is back: a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((entry) => {
    const { code, message } = entry as Error & { code?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code)))
      return true;
    return UNAVAILABLE_MESSAGE.test(message);
  });
}

/** The fields of a PostgreSQL error that name what failed without quoting any stored value. */
const SAFE_FIELDS = ["code", "severity", "constraint", "table", "column", "schema", "routine"] as const;

/**
 * An error as the log may keep it: a failed query's statement (with its `$1` placeholders)
 * and the driver's error (message, SQLSTATE, constraint, …), never the parameter values —
 * they are names, phones, e-mails. Drizzle's own message and stack repeat the parameters,
 * and PostgreSQL's `detail` ("Key (email)=(…)", "Failing row contains (…)") quotes them, so
 * those are left out. A flat object (what wraps it goes under `causedBy`), which pino's
 * error serializer passes on as it is.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause instanceof Error ? (loggableError(error.cause) as Record<string, unknown>) : {};
    return { message: "query failed", ...cause, query: error.query };
  }
  const result: Record<string, unknown> = { type: error.name, message: error.message };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) result[field] = value;
  }
  if (error.stack) result.stack = error.stack;
  if (error.cause instanceof Error) result.causedBy = loggableError(error.cause);
  return result;
}
