import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, relativeLuminance } from "../../../brandkit/palettes/contrast.ts";
import {
  ensureContrast,
  MIN_TEXT_CONTRAST,
  minContrast,
  mix,
  readableOn,
} from "../../../brandkit/palettes/color.ts";

const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((value) =>
  `#${value.toString(16).padStart(6, "0").toUpperCase()}`
);

describe("contrastRatio()", () => {
  it.each([
    ["#FFFFFF", "#000000", 21],
    ["#000000", "#FFFFFF", 21],
    ["#E6067A", "#E6067A", 1],
    ["#777777", "#FFFFFF", 4.48],
    ["#0000FF", "#FFFFFF", 8.59],
    ["#FF0000", "#000000", 5.25],
  ])("rates %s on %s at %s:1, as WCAG 2 does", (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it("reads three-digit hex like six-digit hex", () => {
    expect(relativeLuminance("#fff")).toBe(1);
    expect(contrastRatio("#f00", "#FF0000")).toBe(1);
  });
});

describe("mix()", () => {
  it.each([
    [0, "#FF0000"],
    [1, "#0000FF"],
    [0.5, "#800080"],
    [-3, "#FF0000"],
    [7, "#0000FF"],
  ])("at %s gives %s between red and blue", (amount, expected) => {
    expect(mix("#FF0000", "#0000FF", amount)).toBe(expected);
  });
});

describe("ensureContrast()", () => {
  it("keeps a colour that already reads", () => {
    expect(ensureContrast("#111111", ["#FFFFFF"])).toBe("#111111");
  });

  it("shades a light pink until it reads on white, keeping its hue", () => {
    const fixed = ensureContrast("#F472B6", ["#FFFFFF"]);
    expect(contrastRatio(fixed, "#FFFFFF")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(fixed).not.toBe("#000000");
  });

  it("always reaches 4.5:1 against any single backdrop", () => {
    fc.assert(
      fc.property(hexColor, hexColor, (color, backdrop) => {
        expect(contrastRatio(ensureContrast(color, [backdrop]), backdrop)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe("readableOn()", () => {
  it("takes the first candidate that reads on every backdrop", () => {
    expect(readableOn(["#FFFFFF", "#EEEEEE"], ["#FFFF00", "#222222", "#000000"])).toBe("#222222");
  });

  it("falls back to a shade of the best candidate when none reads", () => {
    const ink = readableOn(["#FFFFFF"], ["#FFC8DD", "#A2D2FF"]);
    expect(minContrast(ink, ["#FFFFFF"])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
