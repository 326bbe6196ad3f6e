import type { SessionStorageLike } from "@rabota/domain/transitions";
import {
  defineFeatureStore,
  type FeatureStoreProps,
  FeatureStoreProvider,
  useFeatureStore,
} from "../../lib/store-kit";
import { createSessionStore, type SessionApi } from "./session-store";

const sessionStore = defineFeatureStore(
  "Session",
  ({ api, storage }: { api: SessionApi; storage: SessionStorageLike }) => createSessionStore(api, storage),
);

/**
 * Provides the session store. The app passes the `store` it made outside React, because the
 * API client's session-expiry signal must reach it too.
 */
export function SessionStoreProvider(props: FeatureStoreProps<typeof sessionStore>) {
  return <FeatureStoreProvider of={sessionStore} {...props} />;
}

/** Whether someone is signed in. */
export const useIsAuthenticated = () => useFeatureStore(sessionStore, (state) => state.isAuthenticated);
/** The signed-in user's role, or null for a guest. */
export const useSessionRole = () => useFeatureStore(sessionStore, (state) => state.role);
/** The signed-in user's id, or null. */
export const useSessionUserId = () => useFeatureStore(sessionStore, (state) => state.userId);
/** The signed-in employer's company id, or null (applicants and guests have none). */
export const useSessionCompanyId = () => useFeatureStore(sessionStore, (state) => state.companyId);
/** The name for greetings, or null. */
export const useSessionDisplayName = () => useFeatureStore(sessionStore, (state) => state.displayName);
/** Whether the signed-in account still owes the personal-data consent (asked before anything else). */
export const useConsentRequired = () => useFeatureStore(sessionStore, (state) => state.consentRequired);
/** Whether the start-up check has finished. */
export const useIsAuthChecked = () => useFeatureStore(sessionStore, (state) => state.isAuthChecked);
/** The session's intents. */
export const useSessionActions = () => useFeatureStore(sessionStore, (state) => state.actions);
