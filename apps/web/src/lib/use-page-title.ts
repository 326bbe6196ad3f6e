import { useEffect } from "react";

/** Sets the document title while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
