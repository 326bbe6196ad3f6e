import { useState } from "react";

/**
 * Tracks whether the user has left the field once, so errors appear after interaction and
 * not while the first value is being typed. `showError` from the props overrides it.
 */
export function useErrorVisibility(error: unknown, showError: boolean | undefined) {
  const [touched, setTouched] = useState(false);
  const hasError = error !== undefined && error !== null && error !== false && error !== "";
  return {
    errorVisible: hasError && (showError ?? touched),
    markTouched: () => setTouched(true),
  };
}
