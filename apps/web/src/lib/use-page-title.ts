import { useEffect } from "react";

/** Sets the document title while the page is shown (unless `enabled` is false: a part names it). */
export function usePageTitle(title: string, enabled = true): void {
  useEffect(() => {
    if (enabled) document.title = title;
  }, [title, enabled]);
}
