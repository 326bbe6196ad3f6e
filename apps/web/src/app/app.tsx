import "@rabota/ui/styles.css";
import "./global.css";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { env } from "../config/env";
import { createAnalytics } from "../lib/analytics";
import { AppProviders } from "./app-providers";
import type { ServedPage } from "./served-page";
import type { AppServices } from "./services";

// What the start-up (src/boot.tsx) takes from the app's chunk besides the root component.
export { env } from "../config/env";
export { createAppServices } from "./services";

/**
 * The application root over one set of services (router, API client, stores) per page load,
 * which started from what the server rendered the page from, if it did.
 */
export function App({ services, served }: { services: AppServices; served: ServedPage | null }) {
  const [analytics] = useState(() => createAnalytics(env.metrikaId));

  return (
    <AppProviders stores={services} apiClient={services.apiClient} analytics={analytics} served={served}>
      <RouterProvider router={services.router} />
    </AppProviders>
  );
}
