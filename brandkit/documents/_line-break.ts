/**
 * Line breaking for the guide PDF, pure: a text, a width function and a width in, lines no wider than that out.
 * Break opportunities are the type engine's line units (spaces; between the dictionary words of Chinese,
 * Japanese and Thai; closing punctuation kept with what it closes), so the guide breaks where the graphics do.
 * A unit wider than the line (80 "W"s, a 60-character run of kanji) is cut between grapheme clusters, never
 * inside one, and never so that closing punctuation, a small kana or the long-vowel mark starts a line.
 */
import { breakUnits, graphemes, type LineUnit, mayBreakBetween } from "../type/mod.ts";

/** Width of a run of text in the size being set, points. */
export type MeasureText = (text: string) => number;

/**
 * A unit wider than `maxWidth` in pieces that fit, cut between graphemes where a line may end. A single grapheme
 * wider than the line is a piece of its own (nothing smaller exists: the caller shrinks the type).
 */
function cutUnit(text: string, measure: MeasureText, maxWidth: number): string[] {
  const clusters = graphemes(text);
  const fits = (start: number, end: number) => measure(clusters.slice(start, end).join("")) <= maxWidth;
  const pieces: string[] = [];
  let start = 0;
  while (start < clusters.length) {
    // The longest run from `start` that fits, found by halving (a run's width grows with its length).
    let [low, high] = [start + 1, clusters.length];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(start, middle)) low = middle;
      else high = middle - 1;
    }
    let end = low;
    if (end < clusters.length) {
      // Step back to a place a line may end; with none in the piece, cutting where it overflows is the lesser evil.
      let cut = end;
      while (cut > start + 1 && !mayBreakBetween(clusters[cut - 1], clusters[cut])) cut--;
      if (mayBreakBetween(clusters[cut - 1], clusters[cut])) end = cut;
    }
    pieces.push(clusters.slice(start, end).join(""));
    start = end;
  }
  return pieces;
}

/** The units of one paragraph, those wider than the line already cut into glued pieces. */
function fittedUnits(paragraph: string, measure: MeasureText, maxWidth: number): LineUnit[] {
  return breakUnits(paragraph).flatMap((unit) =>
    measure(unit.text) <= maxWidth
      ? [unit]
      : cutUnit(unit.text, measure, maxWidth).map((text, index) => ({ text, glued: index > 0 || unit.glued }))
  );
}

const joined = (units: readonly LineUnit[]) =>
  units.map((unit, index) => (index > 0 && !unit.glued ? " " : "") + unit.text).join("");

/**
 * `text` in lines no wider than `maxWidth` as `measure` sees them (a line of one grapheme wider than that is the
 * only exception). A newline starts a new line; other runs of white space are one space. Greedy, as a reader
 * expects of left-aligned text.
 */
export function breakLines(text: string, measure: MeasureText, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const units = fittedUnits(paragraph.replace(/\s+/g, " ").trim(), measure, maxWidth);
    if (units.length === 0) lines.push("");
    // Each unit is measured alone (the shaper remembers it at every size tried). A line whose sum comes within
    // a space of the width is measured whole too, as kerning across its joins could take it over.
    const widths = units.map((unit) => measure(unit.text));
    const space = measure(" ");
    let start = 0;
    while (start < units.length) {
      let [end, width] = [start + 1, widths[start]];
      for (; end < units.length; end++) {
        const next = width + (units[end].glued ? 0 : space) + widths[end];
        if (next > maxWidth) break;
        width = next;
      }
      const close = width > maxWidth - space;
      while (close && end - start > 1 && measure(joined(units.slice(start, end))) > maxWidth) end--;
      lines.push(joined(units.slice(start, end)));
      start = end;
    }
  }
  return lines;
}
