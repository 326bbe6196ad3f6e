import "@rabota/ui/styles.css";
import "./global.css";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { env } from "../config/env";
import { createAnalytics } from "../lib/analytics";
import { AppProviders } from "./app-providers";
import { createAppServices } from "./services";

/** The application root: one set of services (router, API client, stores) per page load. */
export function App() {
  const [services] = useState(() => {
    const created = createAppServices({ apiBaseUrl: env.apiBaseUrl });
    // Started before the first render: with nothing stored the check ends at once, so a
    // guest's first render is the page itself (the markup a prerendered page hydrates).
    void created.sessionStore.getState().actions.restore();
    return created;
  });
  const [analytics] = useState(() => createAnalytics(env.metrikaId));

  return (
    <AppProviders stores={services} apiClient={services.apiClient} analytics={analytics}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}
