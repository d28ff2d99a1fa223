/**
 * WCAG 2 contrast of two colours, as the brand guide reports it (the page's Colors tab, brand-guide.md).
 * Browser-safe; the renderer has its own colour maths over parsed RGB for its inner loops.
 */

/** WCAG AA for normal text. */
export const CONTRAST_AA = 4.5;
/** WCAG AAA for normal text. */
export const CONTRAST_AAA = 7;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of "#RRGGBB" (or "#RGB"), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const digits = hex.replace(/^#/, "");
  const six = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(six.slice(start, start + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
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
