import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A keyed SHA-256 of a secret value (codes, refresh tokens), hex encoded, for storage. */
export function keyedHash(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Compares two strings in time independent of where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random numeric code of `length` digits (leading zeros kept). */
export function randomDigits(length: number): string {
  let code = "";
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

/** An unguessable opaque token (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
