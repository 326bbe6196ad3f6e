import { describe, expect, it } from "vitest";
import {
  clearStoredSession,
  readStoredSession,
  type SessionStorageLike,
  writeStoredSession,
} from "./session";

function memoryStorage(
  initial: Record<string, string> = {},
): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("stored session", () => {
  it("writes and reads userId and userRole", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, { userId: "u1", role: "employer" });
    expect(Object.fromEntries(storage.data)).toEqual({ userId: "u1", userRole: "employer" });
    expect(readStoredSession(storage)).toEqual({ userId: "u1", role: "employer" });
  });
  it.each([
    [{}],
    [{ userId: "u1" }],
    [{ userRole: "applicant" }],
    [{ userId: "", userRole: "applicant" }],
    [{ userId: "u1", userRole: "admin" }],
  ])("is null for %j", (initial) => {
    expect(readStoredSession(memoryStorage(initial))).toBeNull();
  });
  it("clears both keys", () => {
    const storage = memoryStorage({ userId: "u1", userRole: "applicant", other: "x" });
    clearStoredSession(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ other: "x" });
  });
});
