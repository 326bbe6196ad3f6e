import { createHmac } from "node:crypto";
import { safeEqual } from "../security/secrets";

/** What a signed address allows: one upload (`put`) or reading (`get`). */
export type FileOperation = "put" | "get";

export interface SignedFileQuery {
  op: FileOperation;
  /** Expiry, Unix seconds. */
  exp: number;
  sig: string;
}

/** Why a signed address was refused. */
export type SignatureProblem = "forged" | "expired";

/**
 * HMAC-SHA256 signatures over (operation, file id, expiry), keyed by a key derived from the
 * gateway secret, so an address cannot be altered (another file, a later expiry, `get`
 * turned into `put`) without the key.
 */
export class FileUrlSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHmac("sha256", secret).update("rabota-file-urls").digest();
  }

  #signature(op: FileOperation, fileId: string, exp: number): string {
    return createHmac("sha256", this.#key).update(`${op}\n${fileId}\n${exp}`).digest("base64url");
  }

  /** `/v1/files/{fileId}?op=…&exp=…&sig=…`, a same-origin path. */
  url(op: FileOperation, fileId: string, expiresAt: Date): string {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({ op, exp: String(exp), sig: this.#signature(op, fileId, exp) });
    return `/v1/files/${fileId}?${query.toString()}`;
  }

  /** Null when the address is genuine and not expired at `now`. */
  check(fileId: string, query: SignedFileQuery, now: Date): SignatureProblem | null {
    if (!safeEqual(this.#signature(query.op, fileId, query.exp), query.sig)) return "forged";
    if (query.exp * 1000 <= now.getTime()) return "expired";
    return null;
  }
}

/** The file id an address of {@link FileUrlSigner} (or a bare `/v1/files/{id}` path) names, else null. */
export function fileIdFromUrl(value: string): string | null {
  let path: string;
  try {
    path = new URL(value, "http://gateway.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(path);
  return match?.[1]?.toLowerCase() ?? null;
}
