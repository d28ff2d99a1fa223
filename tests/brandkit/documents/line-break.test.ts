import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakLines } from "../../../brandkit/documents/_line-break.ts";
import { mayBreakBetween } from "../../../brandkit/type/mod.ts";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const clusters = (text: string) => [...segmenter.segment(text)].map((part) => part.segment);
/** Every grapheme 10 wide, a space too: a monospace stand-in for the typesetter. */
const measure = (text: string) => clusters(text).length * 10;
const squeeze = (text: string) => text.replace(/\s+/g, "");

const CLOSING = ["。", "、", "」", "）", "！", "？", "ー", "ッ"];

describe("breakLines()", () => {
  it.each([
    ["breaks between words", "the quick brown fox", 100, ["the quick", "brown fox"]],
    ["starts a new line at a newline", "save the date\nhttps://example.com", 200, [
      "save the date",
      "https://example.com",
    ]],
    ["collapses runs of white space", "  a   b  ", 100, ["a b"]],
    ["cuts a word wider than the line between its letters", "W".repeat(80), 250, [
      "W".repeat(25),
      "W".repeat(25),
      "W".repeat(25),
      "W".repeat(5),
    ]],
    ["puts the rest of a cut word on a line with the next word", `${"W".repeat(12)} go`, 100, [
      "W".repeat(10),
      "WW go",
    ]],
    ["keeps an emoji family in one piece", "👩‍👩‍👧".repeat(5), 20, ["👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧👩‍👩‍👧", "👩‍👩‍👧"]],
    ["keeps a letter with its combining accent", "e\u0301".repeat(3), 20, ["e\u0301e\u0301", "e\u0301"]],
    ["gives a grapheme wider than the line a line of its own", "ab", 5, ["a", "b"]],
    ["breaks Japanese between characters when a run has no word break that fits", "国".repeat(7), 30, [
      "国国国",
      "国国国",
      "国",
    ]],
    ["moves the character before a full stop down with it", "国国国。", 30, ["国国", "国。"]],
    ["keeps a closing bracket off the start of a line", "「国国」国", 30, ["「国", "国」国"]],
  ])("%s", (_case, text, maxWidth, lines) => {
    expect(breakLines(text, measure, maxWidth)).toEqual(lines);
  });

  it("never starts a line with closing punctuation: 。、」）！？ and the long-vowel mark", () => {
    for (const mark of CLOSING) expect(mayBreakBetween("国", mark)).toBe(false);
    expect(mayBreakBetween("「", "国")).toBe(false);
    expect(mayBreakBetween("国", "国")).toBe(true);
  });

  const pieces = fc.constantFrom(
    "W",
    "a",
    "Night",
    " ",
    "\n",
    "東",
    "京",
    "デザイン",
    "👩‍👩‍👧",
    "🇯🇵",
    "e\u0301",
    "हि",
    "ภาษา",
    ...CLOSING,
  );
  const texts = fc.array(pieces, { maxLength: 60 }).map((parts) => parts.join(""));

  it("keeps every line within the width, unless it is a single grapheme", () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 5, max: 200 }), (text, maxWidth) => {
        for (const line of breakLines(text, measure, maxWidth)) {
          if (clusters(line).length > 1) expect(measure(line)).toBeLessThanOrEqual(maxWidth);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("loses no letter and cuts no grapheme cluster", () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 5, max: 200 }), (text, maxWidth) => {
        const lines = breakLines(text, measure, maxWidth);
        expect(squeeze(lines.join(""))).toBe(squeeze(text));
        expect(lines.flatMap(clusters).filter((cluster) => cluster.trim())).toEqual(
          clusters(text).filter((cluster) => cluster.trim()),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("starts no line of Japanese with closing punctuation when the line holds two characters or more", () => {
    const japanese = fc.array(fc.tuple(fc.constantFrom("東", "京", "国", "際", "見"), fc.boolean()), {
      minLength: 1,
      maxLength: 60,
    }).chain((parts) =>
      fc.constantFrom(...CLOSING).map((mark) =>
        parts.map(([character, closed]) => closed ? `${character}${mark}` : character).join("")
      )
    );
    fc.assert(
      fc.property(japanese, fc.integer({ min: 20, max: 200 }), (text, maxWidth) => {
        for (const line of breakLines(text, measure, maxWidth)) {
          expect(CLOSING).not.toContain(clusters(line)[0]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
