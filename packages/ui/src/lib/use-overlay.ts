import type { FocusTrap } from "focus-trap";
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from "react";
import { claimOverlaySlot, holdsOverlaySlot } from "./overlay-slot";
import { lockBodyScroll } from "./scroll-lock";
import { type PresenceState, usePresence } from "./use-presence";

/** Modals and the side menu take 300 ms to close, with an animation (§2.2, §2.3). */
export const CLOSE_DURATION_MS = 300;

// focus-trap and tabbable (7 KiB gzip) load when the first overlay opens, not with every page
// that has a dialog somewhere (issue 27); a failed load is forgotten so the next open retries.
let focusTrapModule: Promise<typeof import("focus-trap")> | undefined;
function loadFocusTrap() {
  focusTrapModule ??= import("focus-trap").catch((error: unknown) => {
    focusTrapModule = undefined;
    throw error;
  });
  return focusTrapModule;
}

function focusedElement(): HTMLElement | SVGElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement || element instanceof SVGElement ? element : null;
}

export type OverlayOptions = {
  open: boolean;
  onClose: () => void;
  /** The dialog element: focus is trapped inside it. */
  contentRef: RefObject<HTMLElement | null>;
  /** Element to focus on open; defaults to the first focusable element, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeDurationMs?: number | undefined;
};

export type OverlayBehaviour = {
  mounted: boolean;
  state: PresenceState;
  /** Spread on the overlay element: a click closes only if press and release both hit it. */
  overlayProps: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
};

/**
 * Everything a modal surface shares: the exit animation, the single overlay slot, Escape,
 * the body scroll lock, the focus trap (focus-trap handles tabbable edge cases such as
 * radio groups, shadow DOM and `inert`) with focus returned to the opener, and the overlay
 * click rule.
 */
export function useOverlay({
  open,
  onClose,
  contentRef,
  initialFocusRef,
  closeDurationMs = CLOSE_DURATION_MS,
}: OverlayOptions): OverlayBehaviour {
  const { mounted, state } = usePresence(open, closeDurationMs);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [id] = useState(() => Symbol("rb-overlay"));
  const pressedOverlay = useRef(false);

  // One overlay at a time, and Escape closes the one holding the slot.
  useEffect(() => {
    if (!open) return;
    const release = claimOverlaySlot(id, () => onCloseRef.current());
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || !holdsOverlaySlot(id)) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      release();
    };
  }, [open, id]);

  // The page stays locked until the closing animation has finished.
  useEffect(() => {
    if (!mounted) return;
    return lockBodyScroll();
  }, [mounted]);

  // Fetched as soon as an overlay is on the page (after the page's own chunks), so that the first
  // open seldom waits for it and focus moves in as the dialog appears; a failure is retried on open.
  useEffect(() => {
    loadFocusTrap().catch(() => undefined);
  }, []);

  // Trap focus while open; on close (the start of the exit animation) focus returns to the opener.
  // The trap starts once focus-trap has loaded: the opener is taken now, before anything can move
  // focus, and an overlay closed before the load never starts one.
  useEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    const opener = focusedElement();
    let closed = false;
    let trap: FocusTrap | null = null;
    loadFocusTrap().then(
      ({ createFocusTrap }) => {
        if (closed) return;
        trap = createFocusTrap(content, {
          initialFocus: () => initialFocusRef?.current ?? undefined,
          fallbackFocus: content,
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
          ...(opener ? { setReturnFocus: opener } : {}),
          preventScroll: true,
          tabbableOptions: { displayCheck: "none" },
        });
        trap.activate();
      },
      // Without the trap (the chunk failed to load) focus still moves into the dialog.
      () => {
        if (!closed) (initialFocusRef?.current ?? content).focus({ preventScroll: true });
      },
    );
    return () => {
      closed = true;
      if (trap) trap.deactivate();
      else opener?.focus({ preventScroll: true });
      trap = null;
    };
  }, [open, contentRef, initialFocusRef]);

  return {
    mounted,
    state,
    overlayProps: {
      onPointerDown: (event) => {
        pressedOverlay.current = event.target === event.currentTarget;
      },
      onPointerUp: (event) => {
        const releasedOnOverlay = event.target === event.currentTarget;
        if (pressedOverlay.current && releasedOnOverlay && open) onCloseRef.current();
        pressedOverlay.current = false;
      },
    },
  };
}
