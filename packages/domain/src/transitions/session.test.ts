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
  it("writes and reads userId, userRole and whether the consent is owed", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, { userId: "u1", role: "employer", consentRequired: true });
    expect(Object.fromEntries(storage.data)).toEqual({
      userId: "u1",
      userRole: "employer",
      consentRequired: "true",
    });
    expect(readStoredSession(storage)).toEqual({ userId: "u1", role: "employer", consentRequired: true });
    writeStoredSession(storage, { userId: "u1", role: "employer", consentRequired: false });
    expect(readStoredSession(storage)?.consentRequired).toBe(false);
  });
  it("takes a session stored without the consent key for one that gave it", () => {
    const storage = memoryStorage({ userId: "u1", userRole: "applicant" });
    expect(readStoredSession(storage)).toEqual({ userId: "u1", role: "applicant", consentRequired: false });
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
  it("clears every key of the session", () => {
    const storage = memoryStorage({
      userId: "u1",
      userRole: "applicant",
      consentRequired: "true",
      other: "x",
    });
    clearStoredSession(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ other: "x" });
  });
});
