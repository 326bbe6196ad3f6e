import type { ApiClient } from "@rabota/api-client";
import { createContext, use } from "react";

const ApiClientContext = createContext<Promise<ApiClient> | null>(null);

export const ApiClientProvider = ApiClientContext.Provider;

/** The app's API client; suspends until its chunk has loaded (wrap callers in Suspense). */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error("useApiClient must be used inside <ApiClientProvider>");
  return use(client);
}
