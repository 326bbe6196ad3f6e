import { useEffect, useState } from "react";

/** Where an animated overlay is in its life: mounted and visible, or playing its exit. */
export type PresenceState = "open" | "closing";

/**
 * Keeps an element mounted for `exitMs` after `open` turns false so its closing animation can
 * play (spec: modals and the side menu close in 300 ms), then unmounts it.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; state: PresenceState } {
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (!mounted) return;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);

  return { mounted: open || mounted, state: open ? "open" : "closing" };
}
