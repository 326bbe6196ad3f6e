export {
  createSessionStore,
  SESSION_STORAGE_KEYS,
  type SessionApi,
  type SessionRole,
  type SessionStorage,
  type SessionStore,
} from "./store/session-store";
export {
  SessionStoreProvider,
  useIsAuthChecked,
  useIsAuthenticated,
  useSessionActions,
  useSessionDisplayName,
  useSessionRole,
  useSessionUserId,
} from "./store/session-store-provider";
