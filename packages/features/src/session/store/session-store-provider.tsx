import { createContext, type ReactNode, useContext } from "react";
import { useStore } from "zustand";
import type { SessionState, SessionStore } from "./session-store";

const SessionStoreContext = createContext<SessionStore | null>(null);

/** Provides the app's session store (made outside React, because the API client's
 * session-expiry signal must reach it too). */
export function SessionStoreProvider({ children, store }: { children: ReactNode; store: SessionStore }) {
  return <SessionStoreContext.Provider value={store}>{children}</SessionStoreContext.Provider>;
}

function useSessionStore<T>(selector: (state: SessionState) => T): T {
  const store = useContext(SessionStoreContext);
  if (!store) throw new Error("Session hooks must be used inside <SessionStoreProvider>");
  return useStore(store, selector);
}

/** Whether someone is signed in. */
export const useIsAuthenticated = () => useSessionStore((state) => state.isAuthenticated);
/** The signed-in user's role, or null for a guest. */
export const useSessionRole = () => useSessionStore((state) => state.role);
/** The signed-in user's id, or null. */
export const useSessionUserId = () => useSessionStore((state) => state.userId);
/** The name for greetings, or null. */
export const useSessionDisplayName = () => useSessionStore((state) => state.displayName);
/** Whether the start-up check has finished. */
export const useIsAuthChecked = () => useSessionStore((state) => state.isAuthChecked);
/** The session's intents. */
export const useSessionActions = () => useSessionStore((state) => state.actions);
