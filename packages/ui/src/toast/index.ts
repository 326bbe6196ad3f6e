export type { ToastOptions, ToastRecord, ToastVariant } from "./toast-store";
export { clearToasts, dismissToast, TOAST_EXIT_MS, toast } from "./toast-store";
export type { ToasterProps } from "./toaster";
export { TOAST_DURATION_MS, Toaster } from "./toaster";
