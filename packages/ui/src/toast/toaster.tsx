import { cva } from "class-variance-authority";
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Button, IconButton } from "../button/button";
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { modifiers } from "../lib/modifiers";
import { dismissToast, getToasts, subscribeToasts, type ToastRecord, type ToastVariant } from "./toast-store";

/** Toasts disappear on their own after 5 s (§2.2). */
export const TOAST_DURATION_MS = 5000;

const toastVariants = cva("rb-toast", {
  variants: {
    variant: modifiers("rb-toast", ["neutral", "success", "info", "warning", "danger"]),
  },
  defaultVariants: { variant: "neutral" },
});

const ICONS: Record<ToastVariant, ReactNode> = {
  neutral: <InfoIcon />,
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
  warning: <AlertIcon />,
  danger: <AlertIcon />,
};

export type ToasterProps = {
  /** Auto-dismiss delay in ms. Default 5000. Hovering or focusing a toast pauses it. */
  duration?: number;
  /** Accessible name of each toast's close button (e.g. «Закрыть уведомление»). */
  closeLabel?: string;
  /** Accessible name of the toast region (e.g. «Уведомления»). */
  label?: string;
  /** Corner of the screen. Default `bottom-right` (bottom-centre on phones). */
  position?: "top-right" | "top-center" | "bottom-right" | "bottom-center";
  className?: string;
};

/**
 * Renders the toasts raised with `toast()`. Mount it once near the root. Each toast is a
 * `role="status"` live region, closes by its button or after `duration`, and pauses its timer
 * while hovered or focused.
 */
export function Toaster({
  duration = TOAST_DURATION_MS,
  closeLabel = "Close",
  label = "Notifications",
  position = "bottom-right",
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [portalReady, setPortalReady] = useState(false);
  useEffect(() => setPortalReady(true), []);
  if (!portalReady) return null;

  return createPortal(
    <section
      aria-label={label}
      data-slot="toaster"
      data-position={position}
      className={cn("rb-toaster", className)}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} toast={item} duration={item.duration ?? duration} closeLabel={closeLabel} />
      ))}
    </section>,
    document.body,
  );
}

function ToastItem({
  toast,
  duration,
  closeLabel,
}: {
  toast: ToastRecord;
  duration: number;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  const closing = toast.state === "closing";

  useEffect(() => {
    if (paused || closing || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, closing, toast.id]);

  const variant = toast.variant ?? "neutral";
  return (
    <div
      role="status"
      data-slot="toast"
      data-state={toast.state}
      data-variant={variant}
      className={toastVariants({ variant })}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className="rb-toast__icon">{ICONS[variant]}</span>
      <div className="rb-toast__content">
        <p className="rb-toast__title">{toast.title}</p>
        {toast.description ? <p className="rb-toast__description">{toast.description}</p> : null}
        {toast.action ? (
          <Button
            variant="link"
            size="sm"
            className="rb-toast__action"
            onClick={() => {
              toast.action?.onClick();
              dismissToast(toast.id);
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
      </div>
      <IconButton
        className="rb-toast__close"
        size="sm"
        label={closeLabel}
        icon={<CloseIcon size={18} />}
        onClick={() => dismissToast(toast.id)}
      />
    </div>
  );
}
