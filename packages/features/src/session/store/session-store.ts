import { createStore } from "zustand/vanilla";

export type SessionRole = "applicant" | "employer";

/** What the session needs from the outside world; the app wires it to the API client. */
export interface SessionApi {
  /** Loads the profile of `userId` in `role` and returns the name used in greetings. */
  loadProfile(userId: string, role: SessionRole): Promise<{ displayName: string | null }>;
  /** Ends the session on the server. */
  logout(): Promise<void>;
}

/** Where the session's id and role survive a reload (spec §3: keys userId and userRole). */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_STORAGE_KEYS = { userId: "userId", role: "userRole" } as const;

export interface SessionState {
  isAuthenticated: boolean;
  userId: string | null;
  role: SessionRole | null;
  /** The signed-in user's first name, for «Привет, …!». */
  displayName: string | null;
  isLoading: boolean;
  isAuthChecked: boolean;
  error: string | null;
  actions: {
    /** Start-up check: restores the stored id and role by loading the matching profile. */
    restore: () => Promise<void>;
    /** Records a successful sign-in and loads the profile for the greeting. */
    signedIn: (userId: string, role: SessionRole) => Promise<void>;
    /** A sign-in attempt failed: forget any stored session and keep the store-level error (spec §4). */
    loginFailed: (error: string) => void;
    /** Updates the greeting name after a profile edit. */
    displayNameChanged: (displayName: string | null) => void;
    /** Signs out on the server (best effort) and forgets everything locally. */
    logout: () => Promise<void>;
    /** The server refused to refresh the session: forget it locally. */
    sessionExpired: () => void;
  };
}

const signedOut = {
  isAuthenticated: false,
  userId: null,
  role: null,
  displayName: null,
  isLoading: false,
  isAuthChecked: true,
} as const;

function isRole(value: string | null): value is SessionRole {
  return value === "applicant" || value === "employer";
}

/** Creates the session store (spec §3/§4 "Auth session"); each app and test makes its own. */
export function createSessionStore(api: SessionApi, storage: SessionStorage) {
  const forget = () => {
    storage.removeItem(SESSION_STORAGE_KEYS.userId);
    storage.removeItem(SESSION_STORAGE_KEYS.role);
  };

  return createStore<SessionState>()((set, get) => ({
    isAuthenticated: false,
    userId: null,
    role: null,
    displayName: null,
    isLoading: true,
    isAuthChecked: false,
    error: null,
    actions: {
      async restore() {
        const userId = storage.getItem(SESSION_STORAGE_KEYS.userId);
        const role = storage.getItem(SESSION_STORAGE_KEYS.role);
        if (!userId || !isRole(role)) {
          forget();
          set({ ...signedOut, error: "No session data in localStorage" });
          return;
        }
        set({ isLoading: true });
        try {
          const { displayName } = await api.loadProfile(userId, role);
          set({
            isAuthenticated: true,
            userId,
            role,
            displayName,
            isLoading: false,
            isAuthChecked: true,
            error: null,
          });
        } catch {
          forget();
          set({ ...signedOut, error: "Token validation failed" });
        }
      },
      async signedIn(userId, role) {
        storage.setItem(SESSION_STORAGE_KEYS.userId, userId);
        storage.setItem(SESSION_STORAGE_KEYS.role, role);
        set({ isAuthenticated: true, userId, role, isLoading: false, isAuthChecked: true, error: null });
        try {
          const { displayName } = await api.loadProfile(userId, role);
          if (get().userId === userId) set({ displayName });
        } catch {
          // Only the greeting name is missing; the session itself is valid.
        }
      },
      loginFailed(error) {
        forget();
        set({ ...signedOut, error });
      },
      displayNameChanged(displayName) {
        set({ displayName });
      },
      async logout() {
        try {
          await api.logout();
        } catch {
          // Signing out locally must not depend on the server answering.
        }
        forget();
        set({ ...signedOut, error: null });
      },
      sessionExpired() {
        forget();
        set({ ...signedOut, error: null });
      },
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
