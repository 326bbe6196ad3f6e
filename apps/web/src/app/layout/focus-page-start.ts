/** How long a new page's heading is waited for (a lazy page and its data may come later). */
const HEADING_WAIT_MS = 10_000;

/** Focuses `element` where it is, made focusable by script only (never by Tab). */
function focusInPlace(element: HTMLElement): void {
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the start of a page just navigated to, so keyboard and screen-reader users
 * begin at the new content: its main heading (`h1` in `main`), else the `main` landmark.
 * Pages load lazily and often show a spinner first, so until the heading is there `main`
 * holds focus and the heading takes it when it appears — unless the user pressed a key or
 * the pointer meanwhile (they have moved on), or the wait is over. Returns the cancel.
 */
export function focusPageStart(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const heading = main.querySelector("h1");
  if (heading) {
    focusInPlace(heading);
    return () => {};
  }
  focusInPlace(main);
  const observer = new MutationObserver(() => {
    const appeared = main.querySelector("h1");
    if (!appeared) return;
    stop();
    focusInPlace(appeared);
  });
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  return stop;
}
