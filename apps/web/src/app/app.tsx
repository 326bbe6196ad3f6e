import "@rabota/ui/styles.css";
import "./global.css";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { env } from "../config/env";
import { createAnalytics } from "../lib/analytics";
import { AppProviders } from "./app-providers";
import type { ServedPage } from "./served-page";
import { createAppServices } from "./services";

/**
 * The application root: one set of services (router, API client, stores) per page load,
 * starting from what the server rendered the page from, if it did.
 */
export function App({ served }: { served: ServedPage | null }) {
  const [services] = useState(() => {
    const created = createAppServices({ apiBaseUrl: env.apiBaseUrl, servedSession: served?.session ?? null });
    // Started before the first render: with nothing stored the check ends at once, so a
    // guest's first render is the page itself (the markup a prerendered page hydrates).
    void created.sessionStore.getState().actions.restore();
    return created;
  });
  const [analytics] = useState(() => createAnalytics(env.metrikaId));

  return (
    <AppProviders stores={services} apiClient={services.apiClient} analytics={analytics} served={served}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}
