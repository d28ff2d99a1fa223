import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitSize, type Typesetter } from "../../../brandkit/documents/_guide-type.ts";
import { breakLines } from "../../../brandkit/documents/_line-break.ts";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
/** A monospace face: every grapheme 0.6 em wide. */
const width = (text: string, _face: unknown, size: number) =>
  [...segmenter.segment(text)].length * 0.6 * size;
const type: Typesetter = {
  width,
  draw: () => {},
  wrap: (text, face, size, maxWidth) => breakLines(text, (line) => width(line, face, size), maxWidth),
};

describe("fitSize()", () => {
  it("keeps the size asked for when the text fits", () => {
    expect(fitSize(type, "Night", "display", { size: 20, maxWidth: 100 })).toEqual({
      size: 20,
      lines: ["Night"],
    });
  });

  it("shrinks a line to the largest quarter point that fits", () => {
    // 9 graphemes at 0.6 em: 54 points wide at 10 points.
    expect(fitSize(type, "Midsummer", "display", { size: 20, minSize: 8, maxWidth: 54.5 })).toEqual({
      size: 10,
      lines: ["Midsummer"],
    });
  });

  it("takes up to maxLines before shrinking", () => {
    expect(fitSize(type, "Night Market", "display", { size: 10, minSize: 5, maxWidth: 40, maxLines: 2 }))
      .toEqual({ size: 10, lines: ["Night", "Market"] });
  });

  it("wraps to more lines at the smallest size rather than cutting", () => {
    const fitted = fitSize(type, "a b c d e f", "detail", { size: 10, minSize: 8, maxWidth: 10 });
    expect(fitted).toEqual({ size: 8, lines: ["a", "b", "c", "d", "e", "f"] });
  });

  it("goes below the smallest size when one grapheme is wider than the line", () => {
    const fitted = fitSize(type, "W", "display", { size: 20, minSize: 10, maxWidth: 3 });
    expect(fitted.size).toBeLessThanOrEqual(5);
    expect(fitted.lines).toEqual(["W"]);
  });

  it("always returns lines within the width that hold the whole text, at no more than the size asked", () => {
    const texts = fc.array(fc.constantFrom("W", "Night", " ", "東京", "。", "👩‍👩‍👧", "e\u0301"), {
      maxLength: 40,
    })
      .map((parts) => parts.join("")).filter((text) => text.trim().length > 0);
    fc.assert(
      fc.property(
        texts,
        fc.integer({ min: 4, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 4 }),
        (text, size, minSize, maxWidth, maxLines) => {
          const fitted = fitSize(type, text, "detail", { size, minSize, maxWidth, maxLines });
          expect(fitted.size).toBeLessThanOrEqual(size);
          for (const line of fitted.lines) {
            expect(width(line, "detail", fitted.size)).toBeLessThanOrEqual(maxWidth);
          }
          expect(fitted.lines.join("").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
        },
      ),
      { numRuns: 300 },
    );
  });
});
