import { isUuid } from "../../db/columns";

/** Where a page of a list ordered by (an instant desc, id desc) ends: its last row's instant and id. */
export interface KeysetCursor {
  at: Date;
  id: string;
}

/** The opaque `pageToken` of a keyset page: base64url of the last row's (instant, id). */
export function encodeKeysetToken(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString("base64url");
}

/** Instants `toISOString()` gives for years 2000..9999: a forged year PostgreSQL cannot compare is a 400. */
const TOKEN_INSTANT = /^[2-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The cursor of a token, or null when this server never issued it. */
export function decodeKeysetToken(token: string): KeysetCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || !TOKEN_INSTANT.test(at) || typeof id !== "string" || !isUuid(id))
      return null;
    return { at: new Date(at), id };
  } catch {
    return null;
  }
}
