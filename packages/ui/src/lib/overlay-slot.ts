/**
 * The single overlay slot: at most one modal or side menu is open at a time (§2.3).
 * When a second one opens, the first is asked to close through its own `onClose`, so the
 * owner's state stays the source of truth.
 */
type Claim = { id: symbol; close: () => void };

let current: Claim | null = null;

/** Takes the slot for `id`, closing whoever held it. Returns the release function. */
export function claimOverlaySlot(id: symbol, close: () => void): () => void {
  const previous = current;
  current = { id, close };
  if (previous && previous.id !== id) previous.close();
  return () => {
    if (current?.id === id) current = null;
  };
}

/** Whether `id` holds the slot, i.e. is the overlay that Escape should close. */
export function holdsOverlaySlot(id: symbol): boolean {
  return current?.id === id;
}
