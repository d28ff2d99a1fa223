import { beforeAll, describe, expect, it } from "vitest";
import { fitText } from "../../../brandkit/render/_fit.ts";
import type { TextMeasurer } from "../../../brandkit/render/_measure.ts";
import { createRenderer } from "../../../brandkit/render/mod.ts";
import { renderAssets } from "../../support/render-assets.ts";

let measurer: TextMeasurer;
beforeAll(async () => {
  const renderer = createRenderer(await renderAssets());
  await renderer.shaper.library.prepare(["Neon Nights"]);
  measurer = renderer.measurerFor("en");
});

describe("TextMeasurer.clean() keeps every character and only tidies controls and spaces", () => {
  it.each([
    ["Party 🎉 Time", "Party 🎉 Time"],
    ["  Neon\n\tNights  ", "Neon Nights"],
    ["<Tom & Jerry's>", "<Tom & Jerry's>"],
    ["Café Müller", "Café Müller"],
    ["Cafe\u0301", "Café"],
    ["ליל הניאון", "ליל הניאון"],
    ["مهرجان الليل", "مهرجان الليل"],
    ["Ночь", "Ночь"],
    ["zero\u200Bwidth", "zero width"],
    ["\u202Eright-to-left override\u202C", "right-to-left override"],
    ["東京 Tokyo", "東京 Tokyo"],
    ["🎉🎉", "🎉🎉"],
    ["👩\u200D👩\u200D👧 family", "👩\u200D👩\u200D👧 family"],
    ["می\u200Cخواهم", "می\u200Cخواهم"],
  ])("cleans %j to %j", (input, expected) => {
    expect(measurer.clean(input)).toBe(expected);
  });
});

describe("TextMeasurer.width()", () => {
  it("grows in proportion to the font size and adds tracking per character", () => {
    const small = measurer.width("Neon Nights", "display", 50);
    expect(measurer.width("Neon Nights", "display", 100)).toBeCloseTo(small * 2, 6);
    expect(measurer.width("Neon Nights", "display", 50, 2)).toBeCloseTo(small + 2 * 11, 6);
  });

  it("measures the monospaced face with equal advances", () => {
    expect(measurer.width("iiii", "detail", 40)).toBeCloseTo(measurer.width("MMMM", "detail", 40), 6);
  });
});

describe("fitText()", () => {
  const box = {
    role: "display" as const,
    maxWidth: 900,
    maxHeight: 400,
    maxSize: 180,
    minSize: 40,
    maxLines: 4,
  };

  it("keeps a short name on one line at the largest size", () => {
    const fitted = fitText(measurer, "Gala", box);
    expect(fitted.lines).toEqual(["Gala"]);
    expect(fitted.size).toBe(180);
  });

  it("shrinks and wraps a 60+ character name into the box", () => {
    const name = "The Annual International Conference of Extraordinarily Long Event Names";
    const fitted = fitText(measurer, name, box);
    expect(fitted.lines.join(" ")).toBe(name);
    expect(fitted.lines.length).toBeLessThanOrEqual(4);
    expect(fitted.height).toBeLessThanOrEqual(400);
    for (const line of fitted.lines) {
      expect(measurer.width(line, "display", fitted.size)).toBeLessThanOrEqual(900);
    }
  });

  it("breaks a word longer than the line once, at a syllable, with a visible hyphen", () => {
    const word = "Donaudampfschifffahrtsgesellschaftskapitänsball";
    const fitted = fitText(measurer, word, { ...box, maxWidth: 700 });
    expect(fitted.lines).toEqual(["Donaudampfschifffahrts-", "gesellschaftskapitänsball"]);
    for (const line of fitted.lines) {
      expect(measurer.width(line, "display", fitted.size)).toBeLessThanOrEqual(700);
    }
  });

  it("breaks between letters, each break hyphenated, only a word with no syllable that fits", () => {
    const word = "20262026202620262026202620262026202620262026";
    const fitted = fitText(measurer, word, box);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.slice(0, -1).every((line) => line.endsWith("-"))).toBe(true);
    expect(fitted.lines.map((line) => line.replace(/-$/, "")).join("")).toBe(word);
    expect(fitted.size).toBe(box.minSize);
  });

  it("keeps all of the text at the least size, flagged as overflowing, when even that cannot hold it", () => {
    const text = "word ".repeat(80).trim();
    const fitted = fitText(measurer, text, { ...box, maxHeight: 100, maxLines: 2 });
    expect(fitted.lines.join(" ")).toBe(text);
    expect(fitted.lines.join("")).not.toContain("\u2026");
    expect(fitted.size).toBe(box.minSize);
    expect(fitted.overflow).toBe(true);
  });

  it("evens out the lines of display text where plain wrapping leaves a short last line", () => {
    const spec = { ...box, maxWidth: 900, maxSize: 90, maxLines: 3 };
    const text = "The Great Big Midsummer Night Market";
    const ragged = fitText(measurer, text, { ...spec, balance: false });
    const even = fitText(measurer, text, spec);
    const spread = (lines: string[], size: number) => {
      const widths = lines.map((line) => measurer.width(line, "display", size));
      return Math.min(...widths) / Math.max(...widths);
    };
    expect(even.lines.length).toBe(ragged.lines.length);
    expect(even.lines.join(" ")).toBe(text);
    expect(spread(ragged.lines, ragged.size)).toBeLessThan(0.5);
    expect(spread(even.lines, even.size)).toBeGreaterThan(0.7);
  });

  it("sets upper case when asked", () => {
    expect(fitText(measurer, "neon nights", { ...box, uppercase: true }).lines.join(" ")).toBe("NEON NIGHTS");
  });

  it("gives no lines for empty text", () => {
    expect(fitText(measurer, "", box).lines).toEqual([]);
  });
});
