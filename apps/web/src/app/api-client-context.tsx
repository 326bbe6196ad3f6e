import type { ApiClient } from "@rabota/api-client";
import { createContext, use } from "react";

const ApiClientContext = createContext<(() => Promise<ApiClient>) | null>(null);

export const ApiClientProvider = ApiClientContext.Provider;

/**
 * The app's API client; the first caller starts its chunk's download, and every caller
 * suspends until it has loaded (wrap callers in Suspense).
 */
export function useApiClient(): ApiClient {
  const load = use(ApiClientContext);
  if (!load) throw new Error("useApiClient must be used inside <ApiClientProvider>");
  return use(load());
}
