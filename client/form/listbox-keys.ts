/**
 * Keyboard rules of a listbox (WAI-ARIA listbox pattern): which option the arrow keys, Home, End, PageUp and
 * PageDown move to, and type-ahead (typing a name's first letters jumps to it, as in a native select).
 */

/** Options PageUp and PageDown move by. */
export const LISTBOX_PAGE_STEP = 10;

/** Typing within this long of the last key continues the same type-ahead search (as in native selects). */
export const TYPE_AHEAD_RESET_MS = 500;

const MOVES: Readonly<Partial<Record<string, (index: number, last: number) => number>>> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  PageDown: (index, last) => Math.min(index + LISTBOX_PAGE_STEP, last),
  PageUp: (index) => Math.max(index - LISTBOX_PAGE_STEP, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/** The option `key` moves to from `index` among `count` options, or null when the key is not a move. */
export function listboxMove(key: string, index: number, count: number): number | null {
  const move = MOVES[key];
  return move && count > 0 ? move(index, count - 1) : null;
}

/** A type-ahead search in progress: what was typed, and when the last key was (ms). */
export type TypeAhead = { query: string; at: number };

/** The empty search. */
export const NO_TYPE_AHEAD: TypeAhead = { query: "", at: Number.NEGATIVE_INFINITY };

/** True while `search` is still going at `at` ms (so a space is part of a name, not a choice). */
export function isTyping(search: TypeAhead, at: number): boolean {
  return search.query !== "" && at - search.at < TYPE_AHEAD_RESET_MS;
}

/** The search after typing `char` at `at` ms: it continues `search`, or starts again after a pause. */
export function typeAhead(search: TypeAhead, char: string, at: number): TypeAhead {
  return { query: isTyping(search, at) ? search.query + char : char, at };
}

/**
 * The index of the label `query` finds, or -1. It searches onwards from `current` (wrapping round), case-blind,
 * for a label starting with the query; the same letter typed again ("ooo") steps through the labels starting
 * with it.
 */
export function typeAheadIndex(labels: readonly string[], current: number, query: string): number {
  const needle = query.toLowerCase();
  if (!needle) return -1;
  const sameLetter = [...needle].every((char) => char === needle[0]);
  const prefix = sameLetter ? needle[0] : needle;
  const start = sameLetter ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step++) {
    const index = (start + step) % labels.length;
    if (labels[index].toLowerCase().startsWith(prefix)) return index;
  }
  return -1;
}
