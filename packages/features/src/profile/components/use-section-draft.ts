import { useState } from "react";

/**
 * A section's draft with the "show errors after a submit attempt" flag. The draft lives
 * here, not in the store, so a failed save loses no typed input.
 */
export function useSectionDraft<T>(initial: () => T) {
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  return { draft, setDraft, submitted, setSubmitted };
}
