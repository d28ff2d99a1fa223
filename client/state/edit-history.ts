/**
 * The studio's undo and redo (issue 26): a history of whole states, not of operations, so undoing is just
 * going back to an earlier state (the page then saves it as a new revision, like any other edit). Immutable and
 * free of React and timers, so it is tested by itself.
 */

/** How many edits can be undone; older ones drop off. */
export const EDIT_HISTORY_LIMIT = 100;

/** The states before the current one (oldest first), and those undone that can be redone (next first). */
export type EditHistory<T> = { readonly past: readonly T[]; readonly future: readonly T[] };

/** A state and the history after a move through it. */
export type HistoryMove<T> = { history: EditHistory<T>; state: T };

export function emptyHistory<T>(): EditHistory<T> {
  return { past: [], future: [] };
}

/** The history once an edit moved away from `before`: it can be undone, and nothing is left to redo. */
export function recordEdit<T>(
  history: EditHistory<T>,
  before: T,
  limit = EDIT_HISTORY_LIMIT,
): EditHistory<T> {
  return { past: [...history.past, before].slice(-limit), future: [] };
}

/** The state before `current`, and the history that can redo `current`; null when there is nothing to undo. */
export function undoEdit<T>(history: EditHistory<T>, current: T): HistoryMove<T> | null {
  if (history.past.length === 0) return null;
  const state = history.past[history.past.length - 1];
  return { state, history: { past: history.past.slice(0, -1), future: [current, ...history.future] } };
}

/** The state undone last, and the history that can undo it again; null when there is nothing to redo. */
export function redoEdit<T>(history: EditHistory<T>, current: T): HistoryMove<T> | null {
  if (history.future.length === 0) return null;
  const [state, ...future] = history.future;
  return { state, history: { past: [...history.past, current], future } };
}
