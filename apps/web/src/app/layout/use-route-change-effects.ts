import { useShellActions } from "@rabota/features/shell";
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useAnalytics } from "../analytics-context";
import { showWebFont } from "../web-font";
import { focusPageStart } from "./focus-page-start";

/**
 * On every route change: scroll to the top and report a page hit (§2.1), close an open
 * modal or side menu (a new page never opens under an overlay, e.g. the error page a failed
 * call leads to), and move focus to the new page's heading (not on the first page).
 * Back/Forward keeps the scroll: the browser, or the page itself (the vacancy list), returns
 * to where the visitor was; the focus moves without scrolling.
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

  // The path whose page has had its focus: the first one is left alone, and StrictMode's
  // second run of the effect for the same path changes nothing.
  const focusedPath = useRef(pathname);
  useEffect(() => {
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    showWebFont();
    const main = document.getElementById("main");
    if (!main) return;
    // After this frame's work, so a modal the route change closes has handed focus back
    // to its opener first and this move is the last word.
    let cancel = () => {};
    const frame = requestAnimationFrame(() => {
      cancel = focusPageStart(main);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel();
    };
  }, [pathname]);
}
