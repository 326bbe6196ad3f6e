import type { ApiClient } from "@rabota/api-client";
import { createSessionStore } from "@rabota/features/session";
import { createShellStore } from "@rabota/features/shell";
import { paths } from "../config/paths";
import { shareProfileFetches } from "./profile-hand-over";
import { createAppRouter } from "./router";

/**
 * Builds the app's long-lived services and wires them to each other: the API client's
 * session-expiry signal signs the user out, and its fatal statuses (no answer, 5xx) send
 * the browser to the error page. (§2.1, §8)
 *
 * The API client (with ky and the zod wire schemas) loads as its own chunk right after the
 * first paint, so the first page's JavaScript carries neither; whoever needs it awaits the
 * promise (components through `useApiClient`, which suspends).
 */
export function createAppServices({ apiBaseUrl }: { apiBaseUrl: string }) {
  const router = createAppRouter();
  const shellStore = createShellStore();
  const shared = import("@rabota/api-client").then(({ createApiClient }) =>
    shareProfileFetches(
      createApiClient({
        baseUrl: apiBaseUrl,
        onSessionExpired: () => sessionStore.getState().actions.sessionExpired(),
        onFatalStatus: (status) => void router.navigate(paths.error.href(status)),
      }),
    ),
  );
  const apiClient: Promise<ApiClient> = shared.then(({ client }) => client);
  const sessionStore = createSessionStore(
    {
      loadProfile: async (userId, role) => (await shared).loadSessionProfile(userId, role),
      logout: async () => (await apiClient).auth.logout(),
    },
    window.localStorage,
  );
  return { router, shellStore, apiClient, sessionStore };
}
