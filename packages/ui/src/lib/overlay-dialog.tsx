import { type CSSProperties, type HTMLAttributes, type ReactNode, type RefObject, useRef } from "react";
import { createPortal } from "react-dom";
import { CLOSE_DURATION_MS, useOverlay } from "./use-overlay";

export type OverlayDialogProps = HTMLAttributes<HTMLDivElement> & {
  /** Names the slots and the overlay's class: `modal` → `modal-overlay`, `.rb-modal-overlay`. */
  kind: "modal" | "side-menu";
  open: boolean;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
  closeDurationMs?: number | undefined;
  /** Where to render the portal; default `document.body`. */
  container?: Element | null | undefined;
  children?: ReactNode;
};

/**
 * The part Modal and SideMenu share: the overlay and the `role="dialog"` box inside it,
 * rendered in a portal while open or closing, with `useOverlay`'s rules (one at a time,
 * Escape, scroll lock, focus trap, press-and-release overlay click, exit animation).
 * The other props go to the dialog box.
 */
export function OverlayDialog({
  kind,
  open,
  onClose,
  initialFocusRef,
  closeDurationMs = CLOSE_DURATION_MS,
  container,
  children,
  ...dialogProps
}: OverlayDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { mounted, state, overlayProps } = useOverlay({
    open,
    onClose,
    contentRef,
    initialFocusRef,
    closeDurationMs,
  });
  if (!mounted || typeof document === "undefined") return null;

  return createPortal(
    <div
      data-slot={`${kind}-overlay`}
      data-state={state}
      className={`rb-${kind}-overlay`}
      style={{ "--rb-overlay-duration": `${closeDurationMs}ms` } as CSSProperties}
      {...overlayProps}
    >
      <div
        ref={contentRef}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        data-slot={kind}
        data-state={state}
        {...dialogProps}
      >
        {children}
      </div>
    </div>,
    container ?? document.body,
  );
}
