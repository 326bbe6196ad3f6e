import { isUuid } from "../../../db/columns";
import type { PageCursor } from "./order";

/**
 * The opaque `pageToken`: base64url of the last row's (created_at, id). Clients only echo it
 * back; its shape may change without a wire change.
 */
export function encodePageToken(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString("base64url");
}

/**
 * The instants a token may carry: what `toISOString()` gives for a year 2000..9999. A forged
 * token with a signed six-digit year (`+275760-…`, `-010000-…`) is a valid JS date that
 * PostgreSQL cannot compare with, and must be a 400, not a failed query.
 */
const TOKEN_INSTANT = /^[2-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The cursor of a token, or null when the token is not one this server issued. */
export function decodePageToken(token: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || !TOKEN_INSTANT.test(at)) return null;
    if (typeof id !== "string" || !isUuid(id)) return null;
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
