import { isApiError } from "@rabota/api-client";
import type { AccountRole, Role } from "@rabota/domain/enums";
import {
  afterSignIn,
  clearStoredSession,
  readStoredSession,
  type SessionStorageLike,
  type SignInIntent,
  type SignInOutcome,
  writeStoredSession,
} from "@rabota/domain/transitions";
import type { AuthDto } from "@rabota/domain/wire/auth";
import { createStore } from "zustand/vanilla";

/** What the session needs from the outside world; the app wires it to the API client. */
export interface SessionApi {
  /**
   * Loads the profile of `userId` in `role`: the name used in greetings and, for an
   * employer, the company (the restore learns it here, so no page fetches the profile for it).
   */
  loadProfile(
    userId: string,
    role: AccountRole,
  ): Promise<{ displayName: string | null; companyId: string | null }>;
  /** Ends the session on the server. */
  logout(): Promise<void>;
}

export interface SessionState {
  isAuthenticated: boolean;
  userId: string | null;
  role: AccountRole | null;
  /** The signed-in employer's company, or null (applicants, guests). */
  companyId: string | null;
  /** The signed-in user's first name, for «Привет, …!». */
  displayName: string | null;
  /**
   * The signed-in account still owes the personal-data consent (made through the API without
   * one): the app asks for it before anything else.
   */
  consentRequired: boolean;
  isLoading: boolean;
  isAuthChecked: boolean;
  error: string | null;
  /**
   * Why the sign-in modal is open, kept until someone signs in (or signs up) in it: null for
   * a plain sign-in, else the guest's page or action to come back to.
   */
  signInIntent: SignInIntent | null;
  actions: {
    /** The sign-in modal opens for `intent` (null: a plain sign-in); it replaces any earlier one. */
    signInRequested: (intent: SignInIntent | null) => void;
    /**
     * What follows a sign-in (or sign-up) as `role`: the remembered intent's outcome
     * (`afterSignIn`). The intent is spent, so it leads one sign-in only.
     */
    resolveSignIn: (role: AccountRole) => SignInOutcome;
    /** Start-up check: restores the stored id and role (and the consent owed) by loading the matching profile. */
    restore: () => Promise<void>;
    /**
     * Records a successful sign-in (who, the role, the employer's company, whether the consent
     * is owed) and loads the profile for the greeting.
     */
    signedIn: (user: AuthDto) => Promise<void>;
    /** The account gave the personal-data consent (the server recorded it): the app goes on. */
    consentGiven: () => void;
    /** A sign-in attempt failed: forget any stored session and keep the store-level error. */
    loginFailed: (error: string) => void;
    /** Updates the greeting name after a profile edit. */
    displayNameChanged: (displayName: string | null) => void;
    /** Signs out on the server (best effort) and forgets everything locally. */
    logout: () => Promise<void>;
    /** The server refused to refresh the session: forget it locally. */
    sessionExpired: () => void;
  };
}

/**
 * A session the server checked while rendering the page (issue 27): the page's markup shows
 * it, so the browser's store starts from it instead of asking for the profile again.
 */
export interface ServedSession {
  userId: string;
  role: AccountRole;
  companyId: string | null;
  displayName: string | null;
}

/** The signed-in session of `state`, for a server-rendered page; null for a guest. */
export function servedSessionOf(state: SessionState): ServedSession | null {
  const { isAuthenticated, userId, role, companyId, displayName } = state;
  return isAuthenticated && userId && role ? { userId, role, companyId, displayName } : null;
}

/**
 * Waits before the restore asks again after a failure that says nothing about the session (no
 * answer, or a server fault): a busy or briefly unreachable gateway must not sign anyone out.
 */
const RESTORE_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

/**
 * Whether the server judged the stored session (any 4xx: refused, or the user is gone). Nothing
 * else is a verdict: a load cut off by the page's own unloading (a reload, an address typed)
 * rejects with a browser error, and taking that for a refusal cleared the stored session on
 * the way out, so the next page started signed out.
 */
function sessionRefused(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const signedOut = {
  isAuthenticated: false,
  userId: null,
  role: null,
  companyId: null,
  displayName: null,
  consentRequired: false,
  isLoading: false,
  isAuthChecked: true,
} as const;

/**
 * Creates the session store: the id and role survive a reload in storage, a restore checks
 * them against the server, and every way out (logout, expiry, failed sign-in) forgets them.
 * Each app and test makes its own.
 */
export function createSessionStore(
  api: SessionApi,
  storage: SessionStorageLike,
  served: ServedSession | null = null,
) {
  return createStore<SessionState>()((set, get) => ({
    isAuthenticated: false,
    userId: null,
    role: null,
    companyId: null,
    displayName: null,
    consentRequired: false,
    isLoading: true,
    isAuthChecked: false,
    error: null,
    signInIntent: null,
    actions: {
      signInRequested(intent) {
        set({ signInIntent: intent });
      },
      resolveSignIn(role) {
        const outcome = afterSignIn(get().signInIntent, role);
        set({ signInIntent: null });
        return outcome;
      },
      async restore() {
        const stored = readStoredSession(storage);
        if (!stored) {
          clearStoredSession(storage);
          set({ ...signedOut, error: "No session data in localStorage" });
          return;
        }
        // The page was rendered for this very session: its check is done (synchronously, so the
        // first render is the served markup).
        const { consentRequired } = stored;
        if (served && served.userId === stored.userId && served.role === stored.role) {
          set({
            ...served,
            consentRequired,
            isAuthenticated: true,
            isLoading: false,
            isAuthChecked: true,
            error: null,
          });
          return;
        }
        set({ isLoading: true });
        for (const delay of [...RESTORE_RETRY_DELAYS_MS, null]) {
          try {
            const { displayName, companyId } = await api.loadProfile(stored.userId, stored.role);
            set({
              isAuthenticated: true,
              userId: stored.userId,
              role: stored.role,
              companyId,
              displayName,
              consentRequired,
              isLoading: false,
              isAuthChecked: true,
              error: null,
            });
            return;
          } catch (error) {
            if (sessionRefused(error)) {
              clearStoredSession(storage);
              set({ ...signedOut, error: "Token validation failed" });
              return;
            }
            // Unanswered to the end: signed out on this page only; the stored session is kept
            // for the next load, when the server may answer.
            if (delay === null) set({ ...signedOut, error: "Token validation failed" });
            else await wait(delay);
          }
        }
      },
      async signedIn({ id: userId, role, companyId, consentRequired }) {
        writeStoredSession(storage, { userId, role, consentRequired });
        set({
          isAuthenticated: true,
          userId,
          role,
          companyId,
          consentRequired,
          isLoading: false,
          isAuthChecked: true,
          error: null,
        });
        try {
          const { displayName } = await api.loadProfile(userId, role);
          if (get().userId === userId) set({ displayName });
        } catch {
          // Only the greeting name is missing; the session itself is valid.
        }
      },
      consentGiven() {
        const { userId, role } = get();
        if (userId && role) writeStoredSession(storage, { userId, role, consentRequired: false });
        set({ consentRequired: false });
      },
      loginFailed(error) {
        clearStoredSession(storage);
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
        clearStoredSession(storage);
        set({ ...signedOut, error: null });
      },
      sessionExpired() {
        clearStoredSession(storage);
        set({ ...signedOut, error: null });
      },
    },
  }));
}
