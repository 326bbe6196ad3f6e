import type { ReactNode } from "react";

/** The look and icon of a toast. */
export type ToastVariant = "neutral" | "success" | "info" | "warning" | "danger";

/** What `toast()` accepts. */
export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Auto-dismiss delay in ms for this toast; `Infinity` keeps it until closed. Default: the Toaster's. */
  duration?: number;
  /** One optional action button. */
  action?: { label: string; onClick: () => void };
  /** Reuse an id to replace a toast instead of stacking a copy (e.g. the chat notice). */
  id?: string;
};

/** A toast as the Toaster renders it. */
export type ToastRecord = Omit<ToastOptions, "id"> & { id: string; state: "open" | "closing" };

/** How long a dismissed toast plays its exit before it is removed (`--rb-duration-close`). */
export const TOAST_EXIT_MS = 300;

type Listener = () => void;

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const exitTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast in the mounted `<Toaster>` and returns its id. Works from anywhere (a store
 * action, an event handler); the Toaster subscribes to this module-level queue.
 */
export function toast(options: ToastOptions): string {
  const id = options.id ?? `rb-toast-${++counter}`;
  const record: ToastRecord = { ...options, id, state: "open" };
  const pending = exitTimers.get(id);
  if (pending) {
    clearTimeout(pending);
    exitTimers.delete(id);
  }
  const exists = toasts.some((item) => item.id === id);
  emit(exists ? toasts.map((item) => (item.id === id ? record : item)) : [...toasts, record]);
  return id;
}

/** Starts the exit animation of a toast, then removes it. */
export function dismissToast(id: string): void {
  const target = toasts.find((item) => item.id === id);
  if (!target || target.state === "closing") return;
  emit(toasts.map((item) => (item.id === id ? { ...item, state: "closing" } : item)));
  exitTimers.set(
    id,
    setTimeout(() => {
      exitTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_EXIT_MS),
  );
}

/** Removes every toast at once (tests, sign-out). */
export function clearToasts(): void {
  for (const timer of exitTimers.values()) clearTimeout(timer);
  exitTimers.clear();
  emit([]);
}

/** @internal subscription for the Toaster (useSyncExternalStore). */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @internal snapshot for the Toaster. */
export function getToasts(): ToastRecord[] {
  return toasts;
}
