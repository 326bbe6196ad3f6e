// The web font (Golos Text) is never swapped in under a page loaded in full: swapping it re-lays
// out every line, a long task on a phone's CPU (60 ms on a desktop one for the vacancy list, issue
// 27), and even asking for its files (`document.fonts.load`) restyles the page. Such a page shows
// the size-matched fallback (global.css); the web font is put in place at the first move to
// another page of the app, whose content is laid out anew anyway (`font-display: swap` from there).

/** Puts the web font in place: called as the app shows another page. */
export function showWebFont(): void {
  document.documentElement.dataset.webFont = "";
}
