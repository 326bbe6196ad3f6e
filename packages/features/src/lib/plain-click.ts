import type { MouseEvent } from "react";

/**
 * A link's click handler that navigates in the app through `onOpen(href)` on a plain click,
 * and leaves modified or middle clicks (new tab, new window) to the browser.
 */
export function plainClickOpens(href: string, onOpen: ((href: string) => void) | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(href);
  };
}
