/**
 * The error body of every failed call (docs/architecture.md, "Wire conventions"): `{ message, code?, issues? }`.
 */
import { z } from "zod";
import { API_ERROR_CODES, apiErrorCodeFor, requestFailedMessage } from "../errors";

/** One problem of a rejected input: where (`path`) and what (`message`). */
const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorIssue = z.infer<typeof errorIssueSchema>;

/** `{ message, code?, issues? }`; `code` from the API error catalogue, `issues` for 400s. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(API_ERROR_CODES).optional(),
  issues: z.array(errorIssueSchema).optional(),
  /** A refused test retake (409): when the test may be taken again, ISO instant. */
  retakeFrom: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The shape of a zod issue this module reads (kept structural so any zod 4 error fits). */
interface ZodLikeIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
}

/**
 * Turn zod issues into wire issues (symbols in paths become their description), so the
 * gateway answers 400 with `issues` the client can show per field.
 */
export function toErrorIssues(issues: readonly ZodLikeIssue[]): ErrorIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === "symbol" ? String(key.description) : key)),
    message: issue.message,
    ...(issue.code ? { code: issue.code } : {}),
  }));
}

/**
 * Read an error body from anything (a parsed JSON response): `null` unless it has a string
 * `message`. Lenient on the rest: an unknown `code` or malformed `issues` are dropped rather
 * than losing the message.
 */
function parseErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.message !== "string") return null;
  const code = errorBodySchema.shape.code.safeParse(record.code);
  const issues = errorBodySchema.shape.issues.safeParse(record.issues);
  return {
    message: record.message,
    ...(code.success && code.data ? { code: code.data } : {}),
    ...(issues.success && issues.data ? { issues: issues.data } : {}),
  };
}

/**
 * Describe a non-2xx answer from its status and body text. The message is the JSON body's
 * `message`; else a plain-text body; else «Request failed with status {code}». Markup (an
 * HTML error page of a proxy, an object store's XML) is no message for anyone, so the
 * status speaks for it. The code follows the status (or refines it: a 409 `IMPORT_RUNNING`); `serverMessage` is the body's
 * `message` exactly as sent (e.g. "invalid password"), `issues` its field problems.
 */
export function describeErrorResponse(status: number, bodyText: string) {
  let body: ErrorBody | null = null;
  try {
    body = parseErrorBody(JSON.parse(bodyText));
  } catch {
    // Not JSON: the text (if any) may be the message.
  }
  const text = bodyText.trim();
  const plainText = text !== "" && !text.startsWith("<") && body === null ? text : null;
  return {
    code: apiErrorCodeFor(status, body?.code),
    message: body?.message ?? plainText ?? requestFailedMessage(status),
    serverMessage: body?.message ?? null,
    issues: body?.issues ?? [],
  };
}
