/**
 * Keeps the keyboard in a list of removable items: after a removal, focus moves to the neighbouring item's
 * remove button, or to a fallback (the field's input or button) when none is left.
 */
import { useEffect, useRef } from "react";
import { focusIndexAfterRemoval } from "../form/removal-focus.ts";

/** What a list of removable items needs from useRemovalFocus. */
export type RemovalFocus = {
  /** The ref callback for the remove button of the item at `index`. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  /** Call when the item at `index` is removed and `remainingCount` items will be left. */
  removed: (index: number, remainingCount: number) => void;
};

/** Focus target meaning "the fallback". */
const FALLBACK = -1;

/**
 * Focus management for a list whose items can be removed. `fallback` gives the element to focus when no item
 * (or no removable item) is left.
 */
export function useRemovalFocus(fallback: () => HTMLElement | null | undefined): RemovalFocus {
  const items = useRef<Array<HTMLElement | null>>([]);
  const pending = useRef<number | null>(null);

  // After the render that removed the item: its neighbour's button exists (or does not) only now.
  useEffect(() => {
    if (pending.current === null) return;
    const target = pending.current === FALLBACK ? null : items.current[pending.current];
    pending.current = null;
    (target ?? fallback())?.focus();
  });

  return {
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    removed(index, remainingCount) {
      pending.current = focusIndexAfterRemoval(index, remainingCount) ?? FALLBACK;
    },
  };
}
