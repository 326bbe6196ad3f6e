import { useRef } from "react";

/**
 * The next index for arrow-key navigation in a one-dimensional widget (radio group, tab
 * list): ArrowLeft/Up go back, ArrowRight/Down go forward, both wrap; Home/End jump.
 * Returns null for keys that do not navigate.
 */
export function nextRovingIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * The items of a roving-tabindex widget by index, so the one the arrow keys reach can take
 * focus: each item gets `ref={itemRef(index)}`, the key handler calls `focusItem(next)`.
 */
export function useRovingItems<T extends HTMLElement>() {
  const items = useRef<Array<T | null>>([]);
  return {
    itemRef: (index: number) => (node: T | null) => {
      items.current[index] = node;
    },
    focusItem: (index: number) => items.current[index]?.focus(),
  };
}
