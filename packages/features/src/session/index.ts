export { createSessionStore, type ServedSession, servedSessionOf } from "./store/session-store";
export {
  SessionStoreProvider,
  useConsentRequired,
  useIsAuthChecked,
  useIsAuthenticated,
  useSessionActions,
  useSessionCompanyId,
  useSessionDisplayName,
  useSessionRole,
  useSessionUserId,
} from "./store/session-store-provider";
