import { createApiClient } from "@rabota/api-client";
import { createSessionStore } from "@rabota/features/session";
import { createShellStore } from "@rabota/features/shell";
import { paths } from "../config/paths";
import { createAppRouter } from "./router";

/**
 * Builds the app's long-lived services and wires them to each other: the API client's
 * session-expiry signal signs the user out, and its fatal statuses (0, 5xx) send the
 * browser to the error page (spec §2.1, §8).
 */
export function createAppServices({ apiBaseUrl }: { apiBaseUrl: string }) {
  const router = createAppRouter();
  const shellStore = createShellStore();
  const apiClient = createApiClient({
    baseUrl: apiBaseUrl,
    onSessionExpired: () => sessionStore.getState().actions.sessionExpired(),
    onFatalStatus: (status) => void router.navigate(paths.error.href(status)),
  });
  const sessionStore = createSessionStore(
    {
      async loadProfile(userId, role) {
        if (role === "employer") {
          const { profile } = await apiClient.employer.getProfile(userId);
          return { displayName: profile.name || null };
        }
        const { profile } = await apiClient.profile.getApplicantProfile(userId);
        return { displayName: profile.name || null };
      },
      logout: () => apiClient.auth.logout(),
    },
    window.localStorage,
  );
  return { router, shellStore, apiClient, sessionStore };
}

export type AppServices = ReturnType<typeof createAppServices>;
