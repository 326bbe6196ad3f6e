import { ApiError } from "@rabota/api-client";
import { STORAGE_KEYS } from "@rabota/domain/constants";
import type { AccountRole } from "@rabota/domain/enums";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessionStore, type SessionApi } from "./session-store";

/** A session API backed by a table of known profiles, recording what it was asked. */
function profilesApi(profiles: Record<string, string | null>, companies: Record<string, string> = {}) {
  const calls: Array<{ userId: string; role: AccountRole }> = [];
  let loggedOut = 0;
  const api: SessionApi = {
    async loadProfile(userId, role) {
      calls.push({ userId, role });
      if (!(userId in profiles)) throw new ApiError({ code: "UNAUTHORIZED", status: 401, message: "401" });
      return { displayName: profiles[userId] ?? null, companyId: companies[userId] ?? null };
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

  it("restores a stored session by loading the matching profile, which also names the company", async () => {
    storage.setItem(STORAGE_KEYS.userId, "a-1");
    storage.setItem(STORAGE_KEYS.userRole, "employer");
    const { api, calls } = profilesApi({ "a-1": "Ольга" }, { "a-1": "c-9" });
    const store = createSessionStore(api, storage);
    await store.getState().actions.restore();
    expect(calls).toEqual([{ userId: "a-1", role: "employer" }]);
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      userId: "a-1",
      role: "employer",
      companyId: "c-9",
      displayName: "Ольга",
      isLoading: false,
      isAuthChecked: true,
    });
  });

  it("marks a visitor without stored data signed out, with the message «No session data in localStorage»", async () => {
    const store = createSessionStore(profilesApi({}).api, storage);
    await store.getState().actions.restore();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      isAuthChecked: true,
      error: "No session data in localStorage",
    });
  });

  it("clears storage when the stored session no longer validates", async () => {
    storage.setItem(STORAGE_KEYS.userId, "gone");
    storage.setItem(STORAGE_KEYS.userRole, "applicant");
    const store = createSessionStore(profilesApi({}).api, storage);
    await store.getState().actions.restore();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, error: "Token validation failed" });
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBeNull();
  });

  describe("when the server does not answer the restore", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** A session API whose profile call fails `failures` times with `status` (0: no answer), then answers. */
    function unansweredApi(failures: number, status: number) {
      let calls = 0;
      const api: SessionApi = {
        async loadProfile() {
          calls += 1;
          if (calls <= failures) throw new ApiError({ code: "NETWORK", status, message: "unanswered" });
          return { displayName: "Ольга", companyId: null };
        },
        async logout() {},
      };
      return { api, calls: () => calls };
    }

    it("asks again after no answer or a server fault, and restores the session once it answers", async () => {
      storage.setItem(STORAGE_KEYS.userId, "a-1");
      storage.setItem(STORAGE_KEYS.userRole, "applicant");
      const { api, calls } = unansweredApi(2, 0);
      const store = createSessionStore(api, storage);
      const restored = store.getState().actions.restore();
      await vi.runAllTimersAsync();
      await restored;
      expect(calls()).toBe(3);
      expect(store.getState()).toMatchObject({
        isAuthenticated: true,
        displayName: "Ольга",
        isAuthChecked: true,
      });
    });

    it("keeps the stored session when the load is cut off by the page unloading (not an API error)", async () => {
      storage.setItem(STORAGE_KEYS.userId, "a-1");
      storage.setItem(STORAGE_KEYS.userRole, "applicant");
      const api: SessionApi = {
        loadProfile: () => Promise.reject(new DOMException("The user aborted a request.", "AbortError")),
        async logout() {},
      };
      const store = createSessionStore(api, storage);
      const restored = store.getState().actions.restore();
      await vi.runAllTimersAsync();
      await restored;
      expect(storage.getItem(STORAGE_KEYS.userId)).toBe("a-1");
      expect(storage.getItem(STORAGE_KEYS.userRole)).toBe("applicant");
    });

    it("keeps the stored session for the next load when the server never answers", async () => {
      storage.setItem(STORAGE_KEYS.userId, "a-1");
      storage.setItem(STORAGE_KEYS.userRole, "applicant");
      const { api, calls } = unansweredApi(Number.POSITIVE_INFINITY, 503);
      const store = createSessionStore(api, storage);
      const restored = store.getState().actions.restore();
      await vi.runAllTimersAsync();
      await restored;
      expect(calls()).toBe(4);
      expect(store.getState()).toMatchObject({
        isAuthenticated: false,
        isAuthChecked: true,
        error: "Token validation failed",
      });
      expect(storage.getItem(STORAGE_KEYS.userId)).toBe("a-1");
      expect(storage.getItem(STORAGE_KEYS.userRole)).toBe("applicant");
    });
  });

  it("refuses a stored role that is not a role", async () => {
    storage.setItem(STORAGE_KEYS.userId, "a-1");
    storage.setItem(STORAGE_KEYS.userRole, "admin");
    const { api, calls } = profilesApi({ "a-1": "Ольга" });
    const store = createSessionStore(api, storage);
    await store.getState().actions.restore();
    expect(calls).toEqual([]);
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it("stores id and role on sign-in and loads the greeting name", async () => {
    const store = createSessionStore(profilesApi({ "u-7": "Иван" }).api, storage);
    await store
      .getState()
      .actions.signedIn({ id: "u-7", role: "applicant", companyId: null, consentRequired: false });
    expect(storage.getItem(STORAGE_KEYS.userId)).toBe("u-7");
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBe("applicant");
    expect(store.getState()).toMatchObject({ isAuthenticated: true, displayName: "Иван" });
  });

  it("keeps the employer's company from the sign-in answer, without asking the profile for it", async () => {
    const { api, calls } = profilesApi({ "e-1": "Олег" });
    const store = createSessionStore(api, storage);
    const signingIn = store
      .getState()
      .actions.signedIn({ id: "e-1", role: "employer", companyId: "c-1", consentRequired: false });
    expect(store.getState()).toMatchObject({ isAuthenticated: true, role: "employer", companyId: "c-1" });
    await signingIn;
    expect(calls).toEqual([{ userId: "e-1", role: "employer" }]);
    expect(store.getState()).toMatchObject({ companyId: "c-1", displayName: "Олег" });
  });

  describe("the personal-data consent an account owes", () => {
    const owing = { id: "u-7", role: "applicant", companyId: null, consentRequired: true } as const;

    it("is remembered from the sign-in, so a reload asks again", async () => {
      const { api } = profilesApi({ "u-7": "Иван" });
      await createSessionStore(api, storage).getState().actions.signedIn(owing);
      const reloaded = createSessionStore(api, storage);
      await reloaded.getState().actions.restore();
      expect(reloaded.getState()).toMatchObject({ isAuthenticated: true, consentRequired: true });
      // A page the server rendered for the same session restores it too.
      const served = createSessionStore(api, storage, {
        userId: "u-7",
        role: "applicant",
        companyId: null,
        displayName: "Иван",
      });
      await served.getState().actions.restore();
      expect(served.getState().consentRequired).toBe(true);
    });

    it("is settled once given, after a reload too", async () => {
      const { api } = profilesApi({ "u-7": "Иван" });
      const store = createSessionStore(api, storage);
      await store.getState().actions.signedIn(owing);
      store.getState().actions.consentGiven();
      expect(store.getState()).toMatchObject({
        isAuthenticated: true,
        userId: "u-7",
        consentRequired: false,
      });
      const reloaded = createSessionStore(api, storage);
      await reloaded.getState().actions.restore();
      expect(reloaded.getState().consentRequired).toBe(false);
    });

    it("is forgotten with the session", async () => {
      const { api } = profilesApi({ "u-7": "Иван" });
      const store = createSessionStore(api, storage);
      await store.getState().actions.signedIn(owing);
      await store.getState().actions.logout();
      expect(store.getState().consentRequired).toBe(false);
      expect(storage.getItem(STORAGE_KEYS.consentRequired)).toBeNull();
    });
  });

  it("logs out on the server and forgets everything, even when the server fails", async () => {
    const failing: SessionApi = {
      loadProfile: async () => ({ displayName: "Иван", companyId: null }),
      logout: async () => {
        throw new Error("offline");
      },
    };
    const store = createSessionStore(failing, storage);
    await store
      .getState()
      .actions.signedIn({ id: "u-7", role: "applicant", companyId: null, consentRequired: false });
    await store.getState().actions.logout();
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      role: null,
      companyId: null,
      displayName: null,
    });
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it("forgets the session when it expires", async () => {
    const { api, logouts } = profilesApi({ "u-7": "Иван" });
    const store = createSessionStore(api, storage);
    await store
      .getState()
      .actions.signedIn({ id: "u-7", role: "applicant", companyId: null, consentRequired: false });
    store.getState().actions.sessionExpired();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBeNull();
    expect(logouts()).toBe(0);
  });

  it("forgets a stored session and keeps the error when a sign-in fails", async () => {
    const store = createSessionStore(profilesApi({ "u-7": "Иван" }).api, storage);
    await store
      .getState()
      .actions.signedIn({ id: "u-7", role: "applicant", companyId: null, consentRequired: false });
    store.getState().actions.loginFailed("Login failed: Invalid response from server.");
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      error: "Login failed: Invalid response from server.",
    });
    expect(storage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  describe("the sign-in intent", () => {
    const like = { kind: "like", vacancyId: "v-1" } as const;

    it("leads a plain sign-in to /profile", () => {
      const store = createSessionStore(profilesApi({}).api, storage);
      store.getState().actions.signInRequested(null);
      expect(store.getState().actions.resolveSignIn("applicant")).toEqual({ kind: "profile" });
    });

    it("keeps a guest's like through a failed try, does it for the applicant once, then forgets it", () => {
      const store = createSessionStore(profilesApi({}).api, storage);
      const { actions } = store.getState();
      actions.signInRequested({ kind: "applicantAction", action: like });
      actions.loginFailed("Неправильный пароль");
      expect(actions.resolveSignIn("applicant")).toEqual({ kind: "stay", perform: like, refused: null });
      expect(store.getState().signInIntent).toBeNull();
      expect(actions.resolveSignIn("applicant")).toEqual({ kind: "profile" });
    });

    it("refuses the guest's like for an employer, keeping them on the page", () => {
      const store = createSessionStore(profilesApi({}).api, storage);
      store.getState().actions.signInRequested({ kind: "applicantAction", action: like });
      expect(store.getState().actions.resolveSignIn("employer")).toEqual({
        kind: "stay",
        perform: null,
        refused: like,
      });
    });

    it("lets a later opening replace an earlier intent (the header's «Войти» after a heart)", () => {
      const store = createSessionStore(profilesApi({}).api, storage);
      const { actions } = store.getState();
      actions.signInRequested({ kind: "applicantAction", action: like });
      actions.signInRequested(null);
      expect(actions.resolveSignIn("applicant")).toEqual({ kind: "profile" });
    });
  });
});
