/**
 * Where the keyboard goes after a chip or a colour is removed: to its neighbour, never to <body>.
 */

/**
 * The index (in the list after the removal) of the item to focus once the item at `removedIndex` is gone: the
 * one that took its place, or the new last one when the last was removed; null when `remainingCount` is 0.
 */
export function focusIndexAfterRemoval(removedIndex: number, remainingCount: number): number | null {
  if (remainingCount <= 0) return null;
  return Math.min(Math.max(removedIndex, 0), remainingCount - 1);
}
