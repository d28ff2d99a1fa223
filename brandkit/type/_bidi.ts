/**
 * The Unicode Bidirectional Algorithm (bidi-js) for one line: each position's embedding level, and runs put in
 * visual order (rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level
 * or above). Arabic and Hebrew read right to left; numbers and Latin words inside them keep their own order.
 */
import * as bidiModule from "bidi-js";

/** The part of bidi-js used here. */
type Bidi = {
  getEmbeddingLevels(text: string, direction: "ltr" | "rtl" | "auto"): {
    levels: Uint8Array;
    paragraphs: Array<{ start: number; end: number; level: number }>;
  };
};

/** bidi-js exports a factory (its ES and CommonJS builds differ in how); the factory makes the object. */
function loadBidi(): Bidi {
  const module = bidiModule as unknown as Record<string, unknown>;
  if (typeof module.getEmbeddingLevels === "function") return module as unknown as Bidi;
  const factory = (typeof module.default === "function" ? module.default : bidiModule) as () => Bidi;
  return factory();
}

const bidi = loadBidi();

/** The embedding level of each UTF-16 position of `text` (odd: right to left), the paragraph's direction auto. */
export function embeddingLevels(text: string): Uint8Array {
  return bidi.getEmbeddingLevels(text, "auto").levels;
}

/** `runs` (in logical order, each with a level) in visual order, left to right. */
export function visualOrder<Run extends { level: number }>(runs: readonly Run[]): Run[] {
  const order = [...runs];
  if (order.length < 2) return order;
  const highest = Math.max(...order.map((run) => run.level));
  const lowestOdd = Math.min(...order.map((run) => run.level).filter((level) => level % 2 === 1), Infinity);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let start = 0; start < order.length; start++) {
      if (order[start].level < level) continue;
      let end = start;
      while (end + 1 < order.length && order[end + 1].level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}
