/**
 * Fits text into a box: the largest size at which it wraps into at most `maxLines` lines of at most `maxWidth`,
 * with lines of even length. Long words break between letters and, as a last resort, the last line ends in an
 * ellipsis: text never overflows its box.
 */
import type { TextMeasurer, TypeRole } from "./_measure.ts";

export type FitSpec = {
  role: TypeRole;
  maxWidth: number;
  maxHeight: number;
  /** Font size to start from, in px. */
  maxSize: number;
  /** Font size not to go below, in px (the text is cut with an ellipsis rather). */
  minSize: number;
  /** @default 1.1 */
  lineHeight?: number;
  /** @default 3 */
  maxLines?: number;
  /** Letter spacing, in em. @default 0 */
  tracking?: number;
  /** @default false */
  uppercase?: boolean;
  /** Even out the line lengths, as display type wants. @default true */
  balance?: boolean;
};

export type FittedText = {
  role: TypeRole;
  lines: string[];
  /** px */
  size: number;
  lineHeight: number;
  /** Letter spacing in px. */
  tracking: number;
  /** Width of the longest line, px. */
  width: number;
  /** lines x size x lineHeight, px. */
  height: number;
};

/** Measured widths leave out kerning and shaping; this much slack keeps the real line inside the box. */
const WIDTH_SLACK = 1.04;
/** Each try is this much smaller than the last. */
const SIZE_STEP = 0.95;
const BALANCE_STEPS = 12;
const ELLIPSIS = "\u2026";

type Measure = (text: string) => number;

function splitLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  return piece ? [...pieces, piece] : pieces;
}

/** Greedy wrap; null when a word is wider than the line and `breakWords` is off. */
function wrap(
  words: readonly string[],
  maxWidth: number,
  measure: Measure,
  breakWords: boolean,
): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word) <= maxWidth) {
      line = word;
      continue;
    }
    if (!breakWords) return null;
    const pieces = splitLongWord(word, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? "";
  }
  if (line) lines.push(line);
  return lines;
}

/** The narrowest width that still wraps into the same number of lines: evens out a ragged last line. */
function balanced(words: readonly string[], lines: string[], maxWidth: number, measure: Measure): string[] {
  if (lines.length < 2) return lines;
  let low = Math.max(...words.map(measure));
  let high = maxWidth;
  let best = lines;
  for (let step = 0; step < BALANCE_STEPS && low < high; step++) {
    const middle = (low + high) / 2;
    const attempt = wrap(words, middle, measure, false);
    if (attempt && attempt.length === lines.length) {
      best = attempt;
      high = middle;
    } else {
      low = middle + 0.5;
    }
  }
  return best;
}

/** maxSize, then each about SIZE_STEP smaller, ending exactly on minSize. */
function trialSizes(maxSize: number, minSize: number): number[] {
  const sizes: number[] = [];
  for (
    let size = Math.round(maxSize);
    size > minSize;
    size = Math.min(size - 1, Math.floor(size * SIZE_STEP))
  ) {
    sizes.push(size);
  }
  return [...sizes, minSize];
}

function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  let text = line;
  while (text && measure(`${text}${ELLIPSIS}`) > maxWidth) text = [...text].slice(0, -1).join("").trimEnd();
  return `${text}${ELLIPSIS}`;
}

/** Sets `text` (already cleaned) in the box of `spec`. */
export function fitText(measurer: TextMeasurer, text: string, spec: FitSpec): FittedText {
  const lineHeight = spec.lineHeight ?? 1.1;
  const maxLines = Math.max(
    1,
    Math.min(spec.maxLines ?? 3, Math.floor(spec.maxHeight / (spec.minSize * lineHeight))),
  );
  const content = spec.uppercase ? text.toUpperCase() : text;
  const words = content.split(" ").filter(Boolean);
  const result = (lines: string[], size: number, measure: Measure): FittedText => ({
    role: spec.role,
    lines,
    size,
    lineHeight,
    tracking: (spec.tracking ?? 0) * size,
    width: Math.min(spec.maxWidth, Math.max(0, ...lines.map(measure)) / WIDTH_SLACK),
    height: lines.length * size * lineHeight,
  });
  const measurerAt = (size: number): Measure => (line) =>
    measurer.width(line, spec.role, size, (spec.tracking ?? 0) * size) * WIDTH_SLACK;

  if (words.length === 0) return result([], spec.minSize, measurerAt(spec.minSize));
  const sizes = trialSizes(spec.maxSize, spec.minSize);
  const fits = (lines: string[] | null, size: number): lines is string[] =>
    lines !== null && lines.length <= maxLines && lines.length * size * lineHeight <= spec.maxHeight;
  for (const size of sizes) {
    const measure = measurerAt(size);
    const lines = wrap(words, spec.maxWidth, measure, false);
    if (fits(lines, size)) {
      return result(
        spec.balance === false ? lines : balanced(words, lines, spec.maxWidth, measure),
        size,
        measure,
      );
    }
  }
  // A word too long for the line at any size: break inside words, at the largest size that then fits.
  for (const size of sizes) {
    const measure = measurerAt(size);
    const lines = wrap(words, spec.maxWidth, measure, true);
    if (fits(lines, size)) return result(lines, size, measure);
  }
  // Even the smallest size needs more room: cut the rest with an ellipsis.
  const measure = measurerAt(spec.minSize);
  const lines = wrap(words, spec.maxWidth, measure, true) ?? [];
  const kept = lines.slice(0, maxLines);
  if (lines.length > kept.length) {
    kept[kept.length - 1] = ellipsize(kept[kept.length - 1], spec.maxWidth, measure);
  }
  return result(kept, spec.minSize, measure);
}
