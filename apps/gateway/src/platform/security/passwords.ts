import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// OWASP's scrypt baseline (N=2^17, r=8, p=1) costs ~128 MiB and ~0.3 s per hash on this
// class of machine; N=2^15 keeps a login well under 100 ms on two cores while staying far
// above what makes offline guessing cheap. Parameters are stored with each hash, so they
// can be raised later without breaking existing accounts.
const DEFAULT_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** scrypt's cost parameters of new hashes: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt: `scrypt$N$r$p$salt$hash` (base64url parts). `cost` is for the
 * test rigs only (testing/gateway.ts); everything else hashes at the default.
 */
export async function hashPassword(password: string, cost: PasswordCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  const { N, r, p } = cost;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const actual = await derive(password, Buffer.from(saltText, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of each cost in use, made once, to spend a password check's time on. */
const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the time of one password check without an account, so "user not found" and
 * "invalid password" take equally long to answer: a check at `cost`, the cost the accounts'
 * hashes are made at.
 */
export async function burnPasswordCheck(password: string, cost: PasswordCost = DEFAULT_COST): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummyHash = dummyHashes.get(key);
  if (!dummyHash) {
    dummyHash = hashPassword("dummy-password-for-timing", cost);
    dummyHashes.set(key, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
}
