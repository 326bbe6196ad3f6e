import { createContext, useContext } from "react";
import { type Analytics, silentAnalytics } from "../lib/analytics";

const AnalyticsContext = createContext<Analytics>(silentAnalytics);

export const AnalyticsProvider = AnalyticsContext.Provider;

/** The app's analytics adapter (silent unless a counter id is configured). */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
