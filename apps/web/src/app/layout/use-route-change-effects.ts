import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAnalytics } from "../analytics-context";

/** On every route change: scroll to the top and report a page hit (spec §2.1). */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();
  const analytics = useAnalytics();

  // A new page starts at its top; a query change (filters) keeps the reader where they are.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  useEffect(() => {
    analytics.hit(`${pathname}${search}`, { title: document.title });
  }, [pathname, search, analytics]);
}
