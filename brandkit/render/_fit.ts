/**
 * Fits text into a box, never losing a letter: the largest size at which it wraps into at most `maxLines` lines
 * of at most `maxWidth` (lines of even length for display type); then, for words too long for the line at the
 * least size, one break per word at a syllable with a visible hyphen (see _hyphenate.ts); then, for words with no
 * syllable that fits, breaks between letters, each with a hyphen. Text that still needs more room keeps every
 * line at the least size and says so (`overflow`): the caller gives it room, it is never cut with an ellipsis.
 */
import { guessLanguage, type HyphenationLanguage, type WordBreak, wordBreaks } from "./_hyphenate.ts";
import { type TextMeasurer, type TypeRole, upperCase } from "./_measure.ts";
import { breakUnits, graphemes, type LineUnit } from "../type/mod.ts";

export type FitSpec = {
  role: TypeRole;
  maxWidth: number;
  maxHeight: number;
  /** Font size to start from, in px. */
  maxSize: number;
  /** Font size not to go below, in px (the text is broken at syllables, never set smaller or cut). */
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
  /**
   * May take more than `maxLines` lines, as many as `maxHeight` holds at `minSize`, before overflowing: for the
   * block that grows into its frame (the name), so a long name in full-width CJK fits. @default false
   */
  spill?: boolean;
};

export type FittedText = {
  role: TypeRole;
  /** The kit's language (BCP 47), which the lines are shaped in. */
  language?: string;
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
  /** True when the whole text needed more lines or height than `spec` allowed (it is all there anyway). */
  overflow?: boolean;
};

/** Measured widths leave out kerning and shaping; this much slack keeps the real line inside the box. */
const WIDTH_SLACK = 1.04;
/** Each try is this much smaller than the last. */
const SIZE_STEP = 0.95;
const BALANCE_STEPS = 12;
/** Printed where a word is broken between letters (the last resort). */
const HYPHEN = "-";
/**
 * Scripts whose words break without a hyphen, wherever a grapheme ends (Chinese, Japanese and Korean characters,
 * Thai and its neighbours, Arabic, Hebrew, Devanagari); every other word is broken at syllables or, failing
 * that, between letters with a hyphen.
 */
const UNHYPHENATED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]/u;

type Measure = (text: string) => number;
/**
 * How words may break: not at all; once at a syllable; at as many syllables as it takes (for a word longer than
 * two lines even at the least size); or anywhere between letters (a word with no syllable that fits).
 */
type BreakMode = "whole" | "syllable" | "syllables" | "letter";

/** A word too long for the line, in letter pieces each ending with a hyphen but the last. */
function splitLetters(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  const hyphen = UNHYPHENATED.test(word) ? "" : HYPHEN;
  let piece = "";
  for (const char of graphemes(word)) {
    if (piece && measure(piece + char + hyphen) > maxWidth) {
      pieces.push(piece + hyphen);
      piece = char;
    } else {
      piece += char;
    }
  }
  return piece ? [...pieces, piece] : pieces;
}

/**
 * `word` broken at syllables: as much as fits into `room` (what is left of the current line; 0 for none), then
 * full lines, at most `maxBreaks` breaks; null when the pieces cannot fit so.
 */
function breakAtSyllables(
  word: string,
  breaks: readonly WordBreak[],
  room: number,
  maxWidth: number,
  measure: Measure,
  maxBreaks: number,
): { pieces: string[]; onLine: boolean } | null {
  const pieces: string[] = [];
  let start = 0;
  let onLine = room > 0;
  let width = onLine ? room : maxWidth;
  while (measure(word.slice(start)) > width) {
    if (pieces.length === maxBreaks) return null;
    const chosen = breaks.filter((point) => point.at > start).reverse().find((point) =>
      measure(word.slice(start, point.at) + (point.hyphen ? HYPHEN : "")) <= width
    );
    if (!chosen) {
      if (pieces.length > 0 || !onLine) return null;
      onLine = false;
      width = maxWidth;
      continue;
    }
    pieces.push(word.slice(start, chosen.at) + (chosen.hyphen ? HYPHEN : ""));
    start = chosen.at;
    width = maxWidth;
  }
  return { pieces: [...pieces, word.slice(start)], onLine: onLine && pieces.length > 0 };
}

/**
 * Greedy wrap; null when a word is wider than the line and cannot break as `mode` allows. A syllable break puts
 * as much of the word as fits on the current line (or a fresh one) and the rest on the next.
 */
function wrap(
  units: readonly LineUnit[],
  maxWidth: number,
  measure: Measure,
  mode: BreakMode,
  language: HyphenationLanguage,
): string[] | null {
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const word = unit.text;
    const joiner = unit.glued ? "" : " ";
    const candidate = line ? `${line}${joiner}${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (measure(word) <= maxWidth) {
      if (line) lines.push(line);
      line = word;
      continue;
    }
    if (mode === "whole") return null;
    if ((mode === "syllable" || mode === "syllables") && !UNHYPHENATED.test(word)) {
      const room = line ? maxWidth - measure(`${line}${joiner}`) : 0;
      const broken = breakAtSyllables(
        word,
        wordBreaks(word, language),
        Math.max(0, room),
        maxWidth,
        measure,
        mode === "syllable" ? 1 : Infinity,
      );
      if (!broken) return null;
      const [first, ...rest] = broken.pieces;
      if (broken.onLine) lines.push(`${line}${joiner}${first}`);
      else {
        if (line) lines.push(line);
        lines.push(first);
      }
      lines.push(...rest.slice(0, -1));
      line = rest.at(-1) ?? "";
      continue;
    }
    if (line) lines.push(line);
    const pieces = splitLetters(word, maxWidth, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1) ?? "";
  }
  if (line) lines.push(line);
  return lines;
}

/** The narrowest width that still wraps into the same number of lines: evens out a ragged last line. */
function balanced(
  words: readonly LineUnit[],
  lines: string[],
  maxWidth: number,
  measure: Measure,
  language: HyphenationLanguage,
): string[] {
  if (lines.length < 2) return lines;
  let low = Math.max(...words.map((word) => measure(word.text)));
  let high = maxWidth;
  let best = lines;
  for (let step = 0; step < BALANCE_STEPS && low < high; step++) {
    const middle = (low + high) / 2;
    const attempt = wrap(words, middle, measure, "whole", language);
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

/** Sets `text` (already cleaned) in the box of `spec`. */
export function fitText(measurer: TextMeasurer, text: string, spec: FitSpec): FittedText {
  const lineHeight = spec.lineHeight ?? 1.1;
  const maxLines = Math.max(
    1,
    Math.min(spec.maxLines ?? 3, Math.floor(spec.maxHeight / (spec.minSize * lineHeight))),
  );
  const content = spec.uppercase ? upperCase(text, measurer.language) : text;
  const words = breakUnits(content);
  const result = (lines: string[], size: number, measure: Measure): FittedText => ({
    role: spec.role,
    ...(measurer.language ? { language: measurer.language } : {}),
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
  const language = guessLanguage(text);
  for (const size of sizes) {
    const measure = measurerAt(size);
    const lines = wrap(words, spec.maxWidth, measure, "whole", language);
    if (fits(lines, size)) {
      return result(
        spec.balance === false ? lines : balanced(words, lines, spec.maxWidth, measure, language),
        size,
        measure,
      );
    }
  }
  // A word too long for the line at the least size: one break per word at a syllable, at the largest size
  // that then fits; failing that, breaks between letters at the least size.
  for (const size of sizes) {
    const measure = measurerAt(size);
    const lines = wrap(words, spec.maxWidth, measure, "syllable", language);
    if (fits(lines, size)) return result(lines, size, measure);
  }
  const measure = measurerAt(spec.minSize);
  const syllables = wrap(words, spec.maxWidth, measure, "syllable", language);
  if (fits(syllables, spec.minSize)) return result(syllables, spec.minSize, measure);
  const manySyllables = wrap(words, spec.maxWidth, measure, "syllables", language);
  if (fits(manySyllables, spec.minSize)) return result(manySyllables, spec.minSize, measure);
  const letters = wrap(words, spec.maxWidth, measure, "letter", language)!;
  if (fits(letters, spec.minSize)) return result(letters, spec.minSize, measure);
  // Past its usual lines even so (a long name in full-width CJK): as many lines as the box holds at the least
  // size, before asking the caller for room it may not have.
  const roomLines = Math.floor(spec.maxHeight / (spec.minSize * lineHeight));
  if (spec.spill && roomLines > maxLines) {
    return fitText(measurer, text, { ...spec, maxLines: roomLines, spill: false });
  }
  // More text than room even so: all of it, at the least size, for the caller to make room for.
  return { ...result(syllables ?? manySyllables ?? letters, spec.minSize, measure), overflow: true };
}
