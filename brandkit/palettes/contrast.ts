/**
 * WCAG 2 contrast, the one definition: the relative luminance of a colour, the contrast ratio of two, the AA and
 * AAA levels. The designer holds every line of text to AA (color.ts); the brand guide reports the ratios (the
 * page's Colors tab, brand-guide.md and .pdf). Browser-safe.
 */
import { parseHex, type Rgb } from "./hex-color.ts";

/** WCAG AA for normal text; the designer holds every line of text to it, large or small. */
export const CONTRAST_AA = 4.5;
/** WCAG AAA for normal text. */
export const CONTRAST_AAA = 7;

function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of "#RRGGBB" (or "#RGB", or RGB channels), 0 for black to 1 for white. */
export function relativeLuminance(color: string | Rgb): number {
  const { r, g, b } = typeof color === "string" ? parseHex(color) : color;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** "4.5:1", with one decimal. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** The WCAG level a ratio reaches for normal text. */
export function contrastLevel(ratio: number): "AAA" | "AA" | "Fail" {
  if (ratio >= CONTRAST_AAA) return "AAA";
  if (ratio >= CONTRAST_AA) return "AA";
  return "Fail";
}
