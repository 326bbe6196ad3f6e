import { type RefObject, useEffect, useState } from "react";

/** Sections marked with this attribute value turn the header light-on-dark while under it. (§2.2) */
const DARK_SECTION_ATTRIBUTE = "data-header-theme";

/**
 * Whether the middle line of the element `ref` points at (the sticky header) lies over a
 * section marked `data-header-theme="dark"`. Checked in the frame after mounting, then on
 * scroll, resize and DOM changes, at most once per animation frame.
 */
export function useOverDarkSection(ref: RefObject<HTMLElement | null>): boolean {
  const [overDark, setOverDark] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const header = ref.current;
      if (!header) return;
      const bounds = header.getBoundingClientRect();
      const line = bounds.top + bounds.height / 2;
      const sections = document.querySelectorAll(`[${DARK_SECTION_ATTRIBUTE}="dark"]`);
      let dark = false;
      for (const section of sections) {
        const rect = section.getBoundingClientRect();
        if (rect.top <= line && rect.bottom >= line) {
          dark = true;
          break;
        }
      }
      setOverDark(dark);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    // In the next frame, not now: measuring during a (hydrating) commit forces a layout of the
    // whole page inside that task, on a phone's slow CPU one long task more (issue 27).
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);

  return overDark;
}
