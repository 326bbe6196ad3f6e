import { beforeEach, describe, expect, it } from "vitest";
import { createSessionStore, SESSION_STORAGE_KEYS, type SessionApi, type SessionRole } from "./session-store";

/** A session API backed by a table of known profiles, recording what it was asked. */
function profilesApi(profiles: Record<string, string | null>) {
  const calls: Array<{ userId: string; role: SessionRole }> = [];
  let loggedOut = 0;
  const api: SessionApi = {
    async loadProfile(userId, role) {
      calls.push({ userId, role });
      if (!(userId in profiles)) throw new Error("401");
      return { displayName: profiles[userId] ?? null };
    },
    async logout() {
      loggedOut += 1;
    },
  };
  return { api, calls, logouts: () => loggedOut };
}

describe("session store", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = window.localStorage;
    storage.clear();
  });

  it("starts loading and unchecked", () => {
    const store = createSessionStore(profilesApi({}).api, storage);
    expect(store.getState()).toMatchObject({ isLoading: true, isAuthChecked: false, isAuthenticated: false });
  });

  it("restores a stored session by loading the matching profile", async () => {
    storage.setItem(SESSION_STORAGE_KEYS.userId, "a-1");
    storage.setItem(SESSION_STORAGE_KEYS.role, "employer");
    const { api, calls } = profilesApi({ "a-1": "Ольга" });
    const store = createSessionStore(api, storage);
    await store.getState().actions.restore();
    expect(calls).toEqual([{ userId: "a-1", role: "employer" }]);
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      userId: "a-1",
      role: "employer",
      displayName: "Ольга",
      isLoading: false,
      isAuthChecked: true,
    });
  });

  it("marks a visitor without stored data signed out, with the spec's message", async () => {
    const store = createSessionStore(profilesApi({}).api, storage);
    await store.getState().actions.restore();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      isAuthChecked: true,
      error: "No session data in localStorage",
    });
  });

  it("clears storage when the stored session no longer validates", async () => {
    storage.setItem(SESSION_STORAGE_KEYS.userId, "gone");
    storage.setItem(SESSION_STORAGE_KEYS.role, "applicant");
    const store = createSessionStore(profilesApi({}).api, storage);
    await store.getState().actions.restore();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, error: "Token validation failed" });
    expect(storage.getItem(SESSION_STORAGE_KEYS.userId)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEYS.role)).toBeNull();
  });

  it("refuses a stored role that is not a role", async () => {
    storage.setItem(SESSION_STORAGE_KEYS.userId, "a-1");
    storage.setItem(SESSION_STORAGE_KEYS.role, "admin");
    const { api, calls } = profilesApi({ "a-1": "Ольга" });
    const store = createSessionStore(api, storage);
    await store.getState().actions.restore();
    expect(calls).toEqual([]);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(SESSION_STORAGE_KEYS.userId)).toBeNull();
  });

  it("stores id and role on sign-in and loads the greeting name", async () => {
    const store = createSessionStore(profilesApi({ "u-7": "Иван" }).api, storage);
    await store.getState().actions.signedIn("u-7", "applicant");
    expect(storage.getItem(SESSION_STORAGE_KEYS.userId)).toBe("u-7");
    expect(storage.getItem(SESSION_STORAGE_KEYS.role)).toBe("applicant");
    expect(store.getState()).toMatchObject({ isAuthenticated: true, displayName: "Иван" });
  });

  it("logs out on the server and forgets everything, even when the server fails", async () => {
    const failing: SessionApi = {
      loadProfile: async () => ({ displayName: "Иван" }),
      logout: async () => {
        throw new Error("offline");
      },
    };
    const store = createSessionStore(failing, storage);
    await store.getState().actions.signedIn("u-7", "applicant");
    await store.getState().actions.logout();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      role: null,
      displayName: null,
    });
    expect(storage.getItem(SESSION_STORAGE_KEYS.userId)).toBeNull();
  });

  it("forgets the session when it expires", async () => {
    const { api, logouts } = profilesApi({ "u-7": "Иван" });
    const store = createSessionStore(api, storage);
    await store.getState().actions.signedIn("u-7", "applicant");
    store.getState().actions.sessionExpired();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(SESSION_STORAGE_KEYS.role)).toBeNull();
    expect(logouts()).toBe(0);
  });

  it("forgets a stored session and keeps the error when a sign-in fails", async () => {
    const store = createSessionStore(profilesApi({ "u-7": "Иван" }).api, storage);
    await store.getState().actions.signedIn("u-7", "applicant");
    store.getState().actions.loginFailed("Login failed: Invalid response from server.");
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      error: "Login failed: Invalid response from server.",
    });
    expect(storage.getItem(SESSION_STORAGE_KEYS.userId)).toBeNull();
  });
});
