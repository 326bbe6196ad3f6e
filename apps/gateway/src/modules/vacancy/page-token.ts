import type { PageCursor } from "./queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical UUID: anything else can never name a row, so it is refused before SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The opaque `pageToken`: base64url of the last row's (created_at, id). Clients only echo it
 * back; its shape may change without a wire change.
 */
export function encodePageToken(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.toISOString(), cursor.id])).toString("base64url");
}

/** The cursor of a token, or null when the token is not one this server issued. */
export function decodePageToken(token: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || !isUuid(id)) return null;
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
