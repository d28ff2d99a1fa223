/**
 * Where a line may break, for every script: at spaces; between the words of Chinese, Japanese and Thai text
 * written without spaces (found by Intl.Segmenter's dictionaries: 東京|デザイン|ウィーク), and, where one such word
 * is longer than the line, between any two of its characters (the fitter's last resort, without a hyphen);
 * never inside a grapheme cluster. No closing punctuation (。、」！) starts a line and no opening punctuation
 * (「（) ends one: each is kept with its neighbour.
 */

/** A piece of text no line break may fall inside. */
export type LineUnit = {
  text: string;
  /** Joins the unit before it without a space (a break between them adds nothing). */
  glued: boolean;
};

/** Scripts set without spaces whose characters may each start a line. */
const CHARACTER_BREAK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
/** Scripts set without spaces whose words are found by the dictionary segmenter. */
const WORD_BREAK = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** What may not start a line: closing brackets and quotes, stops, commas, small kana, the long-vowel mark. */
const NO_LINE_START =
  /^[\p{Pe}\p{Pf}!%),.:;?\]}\u3001\u3002\u30FB\uFF01\uFF0C\uFF0E\uFF1A\uFF1B\uFF1F\u30FC\u3005\u309D\u309E\u30FD\u30FE\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308E\u3095\u3096\u30A1\u30A3\u30A5\u30A7\u30A9\u30C3\u30E3\u30E5\u30E7\u30EE\u30F5\u30F6\u2019\u201D\u00BB\u203A\u2026\u2025]+$/u;
/** What may not end a line: opening brackets and quotes. */
const NO_LINE_END = /^[\p{Ps}\p{Pi}\u2018\u201C\u00AB\u2039]+$/u;

const wordSegmenter = new Intl.Segmenter("th", { granularity: "word" });

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The offsets of `text` where a grapheme cluster starts. */
function graphemeStarts(text: string): Set<number> {
  return new Set([...graphemeSegmenter.segment(text)].map((part) => part.index));
}

/**
 * The pieces of one space-free chunk where a break may fall: the dictionary's word boundaries in CJK and Thai
 * text, kept only where a grapheme cluster starts too (a dictionary may split น้ำ after its tone mark).
 */
function piecesOf(chunk: string): string[] {
  if (!CHARACTER_BREAK.test(chunk) && !WORD_BREAK.test(chunk)) return [chunk];
  const starts = graphemeStarts(chunk);
  const pieces: string[] = [];
  let piece = "";
  let pieceBreaks = false;
  for (const { segment, index } of wordSegmenter.segment(chunk)) {
    const breaks = CHARACTER_BREAK.test(segment) || WORD_BREAK.test(segment);
    if (piece && starts.has(index) && (breaks || pieceBreaks)) {
      pieces.push(piece);
      piece = "";
    }
    piece += segment;
    pieceBreaks = breaks;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** The units of `text` (spaces already collapsed to single spaces). */
export function breakUnits(text: string): LineUnit[] {
  const units: LineUnit[] = [];
  for (const chunk of text.split(" ").filter(Boolean)) {
    let inChunk = 0;
    let opening = "";
    for (const piece of piecesOf(chunk)) {
      if (NO_LINE_END.test(piece)) {
        opening += piece;
      } else if (NO_LINE_START.test(piece) && (inChunk > 0 || opening)) {
        // Closing punctuation stays with what it closes: the unit before it, with any opening just seen.
        if (inChunk > 0) units[units.length - 1].text += opening + piece;
        else units.push({ text: opening + piece, glued: false });
        if (inChunk === 0) inChunk++;
        opening = "";
      } else {
        units.push({ text: opening + piece, glued: inChunk > 0 });
        opening = "";
        inChunk++;
      }
    }
    if (opening) {
      if (inChunk > 0) units[units.length - 1].text += opening;
      else units.push({ text: opening, glued: false });
    }
  }
  return units;
}

/** True when a line may end between two grapheme clusters: `after` closes nothing and `before` opens nothing. */
export function mayBreakBetween(before: string, after: string): boolean {
  return !NO_LINE_START.test(after) && !NO_LINE_END.test(before);
}

/** The units back as text. */
export function joinUnits(units: readonly LineUnit[]): string {
  return units.map((unit, index) => (index > 0 && !unit.glued ? " " : "") + unit.text).join("");
}
