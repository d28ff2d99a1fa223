import { describe, expect, it } from "vitest";
import { seededRandom } from "../../../brandkit/seed.ts";
import { contrastRatio } from "../../../brandkit/palettes/contrast.ts";
import { MIN_TEXT_CONTRAST, mix } from "../../../brandkit/palettes/color.ts";
import { busyness } from "../../../brandkit/render/_busyness.ts";
import { chooseScrim, distinctColors, type ScrimOptions } from "../../../brandkit/render/_scrim.ts";

const SIDE = 64;
const WHOLE = { x: 0, y: 0, width: SIDE, height: SIDE };
const OPTIONS: ScrimOptions = {
  dark: { scrim: "#140A1E", ink: "#FFF8EE" },
  light: { scrim: "#FFF8EE", ink: "#140A1E" },
  minOpacity: 0.3,
};

/** A SIDE x SIDE opaque canvas painted by `paint(x, y)` ("#RRGGBB"). */
function canvas(paint: (x: number, y: number) => string): Uint8Array {
  const pixels = new Uint8Array(SIDE * SIDE * 4);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const value = Number.parseInt(paint(x, y).slice(1), 16);
      pixels.set([value >> 16, (value >> 8) & 0xff, value & 0xff, 255], (y * SIDE + x) * 4);
    }
  }
  return pixels;
}

/** The lowest contrast of `ink` over every distinct colour of `pixels`, once veiled. */
function worstContrast(pixels: Uint8Array, scrim: string, opacity: number, ink: string): number {
  const colors = [...distinctColors(pixels, SIDE, WHOLE)].map((color) =>
    `#${color.toString(16).padStart(6, "0")}`
  );
  return Math.min(...colors.map((color) => contrastRatio(ink, mix(color, scrim, opacity))));
}

const stripes = (x: number) => (x % 8 < 4 ? "#000000" : "#FFFFFF");

describe("chooseScrim()", () => {
  it.each(
    [
      ["black art", "dark", 0.3, () => "#000000"],
      ["white art", "light", 0.3, () => "#FFFFFF"],
      ["pale pastel art", "light", 0.3, (x: number) => (x < 32 ? "#FDE2E4" : "#E2ECE9")],
      ["mid-grey art", "dark", 0.3, () => "#777777"],
      ["black and white stripes", "light", undefined, stripes],
      ["saturated primaries", "dark", undefined, (x: number) => ["#FF0000", "#00FF00", "#0000FF"][x % 3]],
    ] as const,
  )("veils %s in the %s tone, with the least veil that reads at 4.5:1", (_, tone, opacity, paint) => {
    const pixels = canvas(paint);
    const choice = chooseScrim(pixels, SIDE, WHOLE, OPTIONS);
    expect(choice.tone).toBe(tone);
    if (opacity !== undefined) expect(choice.opacity).toBe(Math.round(opacity * 255) / 255);
    expect(Number.isInteger(choice.opacity * 255)).toBe(true);
    expect(worstContrast(pixels, choice.scrim, choice.opacity, choice.ink)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    if (opacity === undefined) {
      // Not much more veil than needed: a little less and some colour would fall short.
      const less = choice.opacity - 8 / 255;
      expect(worstContrast(pixels, choice.scrim, less, choice.ink)).toBeLessThan(MIN_TEXT_CONTRAST);
    }
  });

  it("reports the darkest and lightest veiled colours, and the ink reads against both", () => {
    const choice = chooseScrim(canvas(stripes), SIDE, WHOLE, OPTIONS);
    expect(contrastRatio(choice.ink, choice.lightest)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(choice.ink, choice.darkest)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(choice.darkest).not.toBe(choice.lightest);
  });

  it("measures only the region: white art around a black region needs no more than the least veil", () => {
    const pixels = canvas((x, y) => (x >= 16 && x < 48 && y >= 32 ? "#000000" : "#FFFFFF"));
    const region = { x: 16, y: 32, width: 32, height: 32 };
    expect(chooseScrim(pixels, SIDE, region, OPTIONS)).toMatchObject({ tone: "dark", opacity: 77 / 255 });
    expect(chooseScrim(pixels, SIDE, WHOLE, OPTIONS).opacity).toBeGreaterThan(0.5);
  });

  it("raises the veil to calmOpacity once the tone is chosen", () => {
    const choice = chooseScrim(canvas(() => "#000000"), SIDE, WHOLE, { ...OPTIONS, calmOpacity: 0.8 });
    expect(choice).toMatchObject({ tone: "dark", opacity: 204 / 255 });
  });

  it("refuses an empty region", () => {
    expect(() => chooseScrim(canvas(() => "#000000"), SIDE, { x: 70, y: 0, width: 10, height: 10 }, OPTIONS))
      .toThrow(RangeError);
  });
});

describe("busyness()", () => {
  const random = seededRandom(5);
  const noise = Array.from({ length: SIDE * SIDE }, () => Math.floor(100 + random() * 56));
  it.each(
    [
      ["flat colour", 0, 0.01, () => "#808080"],
      ["a gentle gradient", 0, 3, (x: number) => `#${(100 + (x >> 1)).toString(16).repeat(3)}`],
      ["fine grain", 0, 4, (x: number, y: number) => `#${noise[y * SIDE + x].toString(16).repeat(3)}`],
      ["stripes of 8 px", 100, 255, (x: number) => (x % 16 < 8 ? "#000000" : "#FFFFFF")],
      [
        "a checkerboard of 16 px",
        60,
        255,
        (x: number, y: number) => (((x >> 4) + (y >> 4)) % 2 ? "#000000" : "#FFFFFF"),
      ],
    ] as const,
  )("scores %s between %d and %d", (_, low, high, paint) => {
    const score = busyness(canvas(paint), SIDE, WHOLE);
    expect(score).toBeGreaterThanOrEqual(low);
    expect(score).toBeLessThanOrEqual(high);
  });
});
