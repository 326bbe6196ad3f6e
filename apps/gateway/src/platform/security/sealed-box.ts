import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts small secrets for storage (third-party OAuth tokens): AES-256-GCM under a key
 * derived from `secret` for one `purpose`, so a stolen database alone reveals nothing and a
 * tampered value fails to open. The stored form is `v1.<iv>.<ciphertext+tag>` in base64url.
 */
export class SealedBox {
  readonly #key: Buffer;

  constructor(secret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync("sha256", secret, "rabota-sealed-box", purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString("base64url")}.${body.toString("base64url")}`;
  }

  /** The sealed value's plain text; throws on a value sealed with another key or altered. */
  open(sealed: string): string {
    const [version, iv, body] = sealed.split(".");
    if (version !== "v1" || !iv || !body) throw new Error("not a sealed value");
    const bytes = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  }
}
