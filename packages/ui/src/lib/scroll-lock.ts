let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Locks page scrolling while an overlay is open. Reference-counted so that nested or
 * overlapping overlays (a modal opening while the side menu closes) release it only once the
 * last one is gone. The scrollbar's width is kept as padding so the page does not jump.
 * Returns the function that releases this lock.
 */
export function lockBodyScroll(): () => void {
  const body = document.body;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.dataset.rbScrollLocked = "";
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      delete body.dataset.rbScrollLocked;
      saved = null;
    }
  };
}
