import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords";

describe("password hashing", () => {
  it("hashes with scrypt and a random salt, and verifies", async () => {
    const first = await hashPassword("Secret123");
    const second = await hashPassword("Secret123");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("Secret123", first)).toBe(true);
    expect(await verifyPassword("Secret124", first)).toBe(false);
    expect(await verifyPassword("secret123", first)).toBe(false);
  });

  it("treats a malformed stored hash as a mismatch", async () => {
    expect(await verifyPassword("Secret123", "")).toBe(false);
    expect(await verifyPassword("Secret123", "md5$abc")).toBe(false);
  });

  it("handles non-Latin passwords", async () => {
    const hash = await hashPassword("Пароль123");
    expect(await verifyPassword("Пароль123", hash)).toBe(true);
  });
});
