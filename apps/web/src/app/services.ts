import type { ApiClient } from "@rabota/api-client";
import { createChatStore } from "@rabota/features/chat";
import { createSessionStore, type ServedSession } from "@rabota/features/session";
import { createShellStore } from "@rabota/features/shell";
import { paths } from "../config/paths";
import { chatApiOf, chatLiveOf } from "./chat-services";
import { shareProfileFetches } from "./profile-hand-over";
import { createAppRouter } from "./router";

/**
 * Builds the app's long-lived services and wires them to each other: the API client's
 * session-expiry signal signs the user out, and its fatal statuses (no answer, 5xx) send
 * the browser to the error page. (§2.1, §8) The chat store follows the session (see
 * `useChatSession`).
 *
 * The API client (with ky and the zod wire schemas) loads as its own chunk with the first call
 * that needs it (a page's data, a stored session's restore, the sign-in modal), so a page that
 * calls nothing, such as the intro to a guest, never downloads either; whoever needs it calls
 * `apiClient()` and awaits the promise (components through `useApiClient`, which suspends).
 */
export function createAppServices({
  apiBaseUrl,
  servedSession = null,
}: {
  apiBaseUrl: string;
  /** The session a server-rendered page was rendered for: the restore starts from it. */
  servedSession?: ServedSession | null;
}) {
  const router = createAppRouter();
  const shellStore = createShellStore();
  let loading: Promise<ReturnType<typeof shareProfileFetches>> | null = null;
  // One client per page load, its chunk fetched on the first call only.
  const shared = () => {
    loading ??= import("@rabota/api-client").then(({ createApiClient }) =>
      shareProfileFetches(
        createApiClient({
          baseUrl: apiBaseUrl,
          onSessionExpired: () => sessionStore.getState().actions.sessionExpired(),
          onFatalStatus: (status) => void router.navigate(paths.error.href(status)),
        }),
      ),
    );
    return loading;
  };
  let client: Promise<ApiClient> | null = null;
  // The same promise every time, as React's `use` needs.
  const apiClient = (): Promise<ApiClient> => {
    client ??= shared().then((loaded) => loaded.client);
    return client;
  };
  const sessionStore = createSessionStore(
    {
      loadProfile: async (userId, role) => (await shared()).loadSessionProfile(userId, role),
      logout: async () => (await apiClient()).auth.logout(),
    },
    window.localStorage,
    servedSession,
  );
  // One chat store for the page's life: the header's badge, the toasts and /chats share it.
  const chatStore = createChatStore({ api: chatApiOf(apiClient), live: chatLiveOf(apiClient, apiBaseUrl) });
  return { router, shellStore, apiClient, sessionStore, chatStore };
}

export type AppServices = ReturnType<typeof createAppServices>;
