import type { ApiClient } from "@rabota/api-client";
import { createChatStore } from "@rabota/features/chat";
import type { createSessionStore } from "@rabota/features/session";
import { createShellStore } from "@rabota/features/shell";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "../app/app-providers";
import { chatApiOf, chatLiveOf } from "../app/chat-services";
import { routes } from "../app/router";
import type { ServedPage } from "../app/served-page";
import { silentAnalytics } from "../lib/analytics";

/** What the server renders a page with: the visitor's session and the page's API client and data. */
export interface ServerRender {
  /** The address, with its query. */
  url: string;
  sessionStore: ReturnType<typeof createSessionStore>;
  /** The same promise every time (React's `use` reads it settled on the second pass). */
  apiClient: () => Promise<ApiClient>;
  served: ServedPage | null;
}

/**
 * The markup of `#root` for the page, as the visitor's browser renders it once every lazy page
 * has loaded. Rendered twice: `prerender` waits for the lazy page (and the API client) to load;
 * `renderToString` then writes the tree in place in one pass (a boundary still suspended would
 * be its fallback, or, from `prerender`, a segment moved by an inline script that neither a
 * crawler nor the CSP runs).
 */
export async function renderApp(render: ServerRender): Promise<string> {
  await prerender(await appTree(render));
  const html = renderToString(await appTree(render));
  if (html.includes("<!--$!-->") || html.includes("<template"))
    throw new Error(`${render.url} still suspends after its page loaded`);
  return html;
}

async function appTree({ url, sessionStore, apiClient, served }: ServerRender): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} redirects; only pages are rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders
      stores={{
        sessionStore,
        shellStore: createShellStore(),
        // The chat is idle on the server: the store only answers the header's button, never connects.
        chatStore: createChatStore({ api: chatApiOf(apiClient), live: chatLiveOf(apiClient, "") }),
      }}
      apiClient={apiClient}
      analytics={silentAnalytics}
      served={served}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}
