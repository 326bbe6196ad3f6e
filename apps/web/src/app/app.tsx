import "@rabota/ui/styles.css";
import "./global.css";
import { SessionStoreProvider } from "@rabota/features/session";
import { ShellStoreProvider } from "@rabota/features/shell";
import { VacancyListCacheProvider } from "@rabota/features/vacancies";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { env } from "../config/env";
import { createAnalytics } from "../lib/analytics";
import { AnalyticsProvider } from "./analytics-context";
import { ApiClientProvider } from "./api-client-context";
import { createAppServices } from "./services";

/** The application root: one set of services (router, API client, stores) per page load. */
export function App() {
  const [services] = useState(() => createAppServices({ apiBaseUrl: env.apiBaseUrl }));
  const [analytics] = useState(() => createAnalytics(env.metrikaId));

  useEffect(() => {
    void services.sessionStore.getState().actions.restore();
  }, [services]);

  return (
    <AnalyticsProvider value={analytics}>
      <ApiClientProvider value={services.apiClient}>
        <SessionStoreProvider store={services.sessionStore}>
          <ShellStoreProvider store={services.shellStore}>
            <VacancyListCacheProvider>
              <RouterProvider router={services.router} />
            </VacancyListCacheProvider>
          </ShellStoreProvider>
        </SessionStoreProvider>
      </ApiClientProvider>
    </AnalyticsProvider>
  );
}
