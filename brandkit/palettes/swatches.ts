/**
 * The colours a kit's graphics may draw, for the brand guide (PDF, Markdown and the page's Colors tab): the kit's
 * own colours, every tint the designer makes from them (palette roles: deep and paper fields, glows, made-up
 * accents, the pure greys of an achromatic palette), and the two neutrals, white and black, that text falls back
 * to. The designer and the guide read the same palette roles, so the guide lists what the graphics use by
 * construction. Pure and browser-safe (no renderer): the page computes it from the kit's colours.
 */
import { paletteRoles, type TintTone } from "./palette-roles.ts";
import { isHexColor, parseHex, toHex } from "./hex-color.ts";

/** One colour of the guide. */
export type Swatch =
  /** One of the kit's colours, as given. */
  | { kind: "palette"; color: string }
  /** A colour the designer made from `parent`: darker, lighter, or its pure grey. */
  | { kind: "tint"; color: string; parent: string; tone: TintTone }
  /** White or black, for text where no palette colour reads. */
  | { kind: "neutral"; color: string };

/** White and black: what text falls back to, in every palette. */
export const NEUTRALS = ["#FFFFFF", "#000000"] as const;

/** Each way a seed can pick the hero (paletteRoles draws one number): the guide lists what any seed makes. */
const HERO_DRAWS = [0, 0.99] as const;

/**
 * The guide's swatches for a kit with these colours: the colours as given, then each tint (after the colour it
 * was made from), then white and black, each colour once.
 */
export function paletteSwatches(colors: readonly string[]): Swatch[] {
  const given = [...new Set(colors.filter(isHexColor).map((color) => toHex(parseHex(color))))];
  const swatches: Swatch[] = given.map((color) => ({ kind: "palette", color }));
  const seen = new Set(given);
  for (const draw of HERO_DRAWS) {
    const roles = paletteRoles(given, () => draw);
    // A kit with no usable colour is drawn in the default palette: those are then its colours.
    for (const color of roles.colors) {
      if (!seen.has(color) && !roles.tints.some((tint) => tint.color === color)) {
        seen.add(color);
        swatches.push({ kind: "palette", color });
      }
    }
    for (const tint of roles.tints) {
      if (seen.has(tint.color)) continue;
      seen.add(tint.color);
      swatches.push({ kind: "tint", ...tint });
    }
  }
  for (const color of NEUTRALS) {
    if (!seen.has(color)) swatches.push({ kind: "neutral", color });
  }
  return swatches;
}

/** What a swatch is, in words: "Brand colour", "Tint of #E6067A (dark)", "White". */
export function swatchName(swatch: Swatch): string {
  switch (swatch.kind) {
    case "palette":
      return "Brand colour";
    case "tint":
      return swatch.tone === "grey"
        ? `Grey of ${swatch.parent}`
        : `Tint of ${swatch.parent} (${swatch.tone})`;
    case "neutral":
      return swatch.color === "#FFFFFF" ? "White" : "Black";
  }
}
