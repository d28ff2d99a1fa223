/**
 * Shaping with a memory: layout measures the same words many times over (every trial size, every balance step)
 * and a kit sets the same name on five canvases, so shaped lines are kept, most recently used first.
 */
import type { FaceStyle } from "./_face.ts";
import type { FontLibrary } from "./font-library.ts";
import { type ShapedLine, shapeLine, type ShapeOptions } from "./shaper.ts";

/** Shaped lines kept per cache. */
const KEPT_LINES = 4000;

export type Shaper = {
  library: FontLibrary;
  /** shapeLine, remembered. */
  shape(text: string, style: FaceStyle, options?: ShapeOptions): ShapedLine;
};

export function createShaper(library: FontLibrary): Shaper {
  const kept = new Map<string, ShapedLine>();
  return {
    library,
    shape(text, style, options = {}) {
      const key = `${style.family}|${style.weight}|${style.style}|${options.language ?? ""}|${
        options.tracking ?? 0
      }|${text}`;
      let line = kept.get(key);
      if (line) {
        kept.delete(key);
      } else {
        line = shapeLine(library, text, style, options);
        if (kept.size >= KEPT_LINES) kept.delete(kept.keys().next().value!);
      }
      kept.set(key, line);
      return line;
    },
  };
}
