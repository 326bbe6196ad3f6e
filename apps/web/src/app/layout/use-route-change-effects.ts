import { useShellActions } from "@rabota/features/shell";
import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useAnalytics } from "../analytics-context";

/**
 * On every route change: scroll to the top and report a page hit (§2.1), and close an
 * open modal or side menu (a new page never opens under an overlay, e.g. the error page a
 * failed call leads to). Back/Forward keeps the scroll: the browser, or the page itself (the
 * vacancy list), returns to where the visitor was.
 */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();
  const analytics = useAnalytics();
  const { closeModal, closeSideMenu } = useShellActions();
  const navigationType = useNavigationType();

  // A new page starts at its top; a query change (filters) keeps the reader where they are.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    closeModal();
    closeSideMenu();
  }, [pathname, closeModal, closeSideMenu]);

  useEffect(() => {
    analytics.hit(`${pathname}${search}`, { title: document.title });
  }, [pathname, search, analytics]);
}
