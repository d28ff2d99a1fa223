/**
 * The guide's type roles and the small interface every line of the guide PDF is measured and drawn through, so
 * the engine behind it (today HarfBuzz through the type engine, _guide-shaped-type.ts) can change without the
 * layout knowing. `fitSize` is the one rule built on top: shrink, then wrap, never cut.
 */
import { type PDFPage, rgb } from "pdf-lib";

/** The guide's type roles and the face each is set in. */
export const GUIDE_FACES = {
  display: { family: "Poppins", weight: 700, style: "normal" },
  accent: { family: "Playfair Display", weight: 700, style: "normal" },
  accentItalic: { family: "Playfair Display", weight: 400, style: "italic" },
  detail: { family: "Space Mono", weight: 400, style: "normal" },
  detailBold: { family: "Space Mono", weight: 700, style: "normal" },
} as const;
export type GuideFace = keyof typeof GUIDE_FACES;

export type Typesetter = {
  /** Width of `text` set on one line at `size` points, points. */
  width(text: string, face: GuideFace, size: number): number;
  /** Draws one line, its left end at `x` and its baseline at `y`. */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; face: GuideFace; color?: string },
  ): void;
  /**
   * `text` in lines each at most `maxWidth` wide (_line-break.ts: between words, CJK and Thai words, and inside a
   * word too long for the line between graphemes). Only a single grapheme wider than `maxWidth` can exceed it;
   * `fitSize` shrinks the type until none does.
   */
  wrap(text: string, face: GuideFace, size: number, maxWidth: number): string[];
};

export type FitOptions = {
  /** The size wanted, points. */
  size: number;
  /** The smallest size to shrink to before taking more lines, points. @default size */
  minSize?: number;
  maxWidth: number;
  /** Lines the text may take at a size between `minSize` and `size`. @default 1 */
  maxLines?: number;
};

/** Steps of a size search: a quarter point is finer than the eye sees. */
const SIZE_STEP_PT = 0.25;

/**
 * The largest size from `minSize` to `size` at which `text` takes at most `maxLines` lines of `maxWidth`, with
 * its lines. When even `minSize` needs more lines, it keeps `minSize` and wraps to as many as it takes; when a
 * single grapheme is wider than `maxWidth`, it goes below `minSize` until it fits. No letter is ever dropped.
 */
export function fitSize(
  type: Typesetter,
  text: string,
  face: GuideFace,
  options: FitOptions,
): { size: number; lines: string[] } {
  const { size, maxWidth, maxLines = 1 } = options;
  const minSize = Math.min(size, options.minSize ?? size);
  const at = (candidate: number) => type.wrap(text, face, candidate, maxWidth);
  const fits = (lines: string[], candidate: number) =>
    lines.length <= maxLines && lines.every((line) => type.width(line, face, candidate) <= maxWidth);
  let best = { size, lines: at(size) };
  if (!fits(best.lines, size)) {
    // Whole steps between the two sizes, halved: the largest that fits.
    let [low, high] = [0, Math.floor((size - minSize) / SIZE_STEP_PT)];
    best = { size: minSize, lines: at(minSize) };
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const candidate = minSize + middle * SIZE_STEP_PT;
      const lines = at(candidate);
      if (fits(lines, candidate)) [low, best] = [middle, { size: candidate, lines }];
      else high = middle - 1;
    }
  }
  const widest = Math.max(...best.lines.map((line) => type.width(line, face, best.size)));
  if (widest <= maxWidth) return best;
  const shrunk = Math.floor((best.size * maxWidth / widest) * 100) / 100;
  return { size: shrunk, lines: type.wrap(text, face, shrunk, maxWidth) };
}

/** "#RRGGBB" as pdf-lib's colour. */
export function pdfColor(hex: string) {
  const value = parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}
