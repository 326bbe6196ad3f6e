import type { ApiClient } from "@rabota/api-client";
import { createSessionStore } from "@rabota/features/session";
import { createShellStore } from "@rabota/features/shell";
import { paths } from "../config/paths";
import { createAppRouter } from "./router";

/**
 * Builds the app's long-lived services and wires them to each other: the API client's
 * session-expiry signal signs the user out, and its fatal statuses (0, 5xx) send the
 * browser to the error page (spec §2.1, §8).
 *
 * The API client (with ky and the zod wire schemas) loads as its own chunk right after the
 * first paint, so the first page's JavaScript carries neither; whoever needs it awaits the
 * promise (components through `useApiClient`, which suspends).
 */
export function createAppServices({ apiBaseUrl }: { apiBaseUrl: string }) {
  const router = createAppRouter();
  const shellStore = createShellStore();
  const apiClient: Promise<ApiClient> = import("@rabota/api-client").then(({ createApiClient }) =>
    createApiClient({
      baseUrl: apiBaseUrl,
      onSessionExpired: () => sessionStore.getState().actions.sessionExpired(),
      onFatalStatus: (status) => void router.navigate(paths.error.href(status)),
    }),
  );
  const sessionStore = createSessionStore(
    {
      async loadProfile(userId, role) {
        const client = await apiClient;
        if (role === "employer") {
          const profile = await client.employer.getProfile(userId);
          return { displayName: profile.name || null };
        }
        const profile = await client.profile.getApplicantProfile(userId);
        return { displayName: profile.name || null };
      },
      logout: async () => (await apiClient).auth.logout(),
    },
    window.localStorage,
  );
  return { router, shellStore, apiClient, sessionStore };
}

export type AppServices = ReturnType<typeof createAppServices>;
