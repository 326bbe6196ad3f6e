import type { ApiClient } from "@rabota/api-client";
import { ChatStoreProvider } from "@rabota/features/chat";
import { SessionStoreProvider } from "@rabota/features/session";
import { ShellStoreProvider } from "@rabota/features/shell";
import { VacancyListCacheProvider } from "@rabota/features/vacancies";
import type { ReactNode } from "react";
import type { Analytics } from "../lib/analytics";
import { AnalyticsProvider } from "./analytics-context";
import { ApiClientProvider } from "./api-client-context";
import { type ServedPage, ServedPageProvider } from "./served-page";
import type { AppServices } from "./services";

type Stores = Pick<AppServices, "sessionStore" | "shellStore" | "chatStore">;

/**
 * Everything a page reads besides the router: analytics, the API client, the session, shell
 * and chat stores, the vacancy lists kept for Back, the served page's state. The app and the build's prerender
 * (src/prerender) wrap their router in the same providers, so both render the same markup.
 */
export function AppProviders({
  stores,
  apiClient,
  analytics,
  served = null,
  children,
}: {
  stores: Stores;
  apiClient: () => Promise<ApiClient>;
  analytics: Analytics;
  /** What the server rendered the page from (issue 27), for the first page's stores. */
  served?: ServedPage | null;
  children: ReactNode;
}) {
  return (
    <AnalyticsProvider value={analytics}>
      <ApiClientProvider value={apiClient}>
        <SessionStoreProvider store={stores.sessionStore}>
          <ShellStoreProvider store={stores.shellStore}>
            <ChatStoreProvider store={stores.chatStore}>
              <VacancyListCacheProvider>
                <ServedPageProvider state={served}>{children}</ServedPageProvider>
              </VacancyListCacheProvider>
            </ChatStoreProvider>
          </ShellStoreProvider>
        </SessionStoreProvider>
      </ApiClientProvider>
    </AnalyticsProvider>
  );
}
