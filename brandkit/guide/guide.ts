/**
 * The brand guide: the kit's colours with fixed fonts and fixed dos and don'ts
 * (docs/behaviour.md#the-brand-guide), and the swatches every guide (PDF, Markdown, the page's Colors tab)
 * lists: the kit's colours, the tints the designer makes of them and white and black, from the same palette
 * roles the designer paints with (palettes/swatches.ts).
 */
import type { BrandGuide } from "../schemas.ts";
import { paletteSwatches, type Swatch, swatchName } from "../palettes/swatches.ts";

export type { Swatch };
export { swatchName };

/** The guide's fonts, in order: display, accent, details (docs/behaviour.md#the-brand-guide). */
export const GUIDE_FONTS = ["Poppins Bold", "Playfair Display", "Space Mono"] as const;

/** Four fixed dos: contrast, spacing, consistency, palette use (docs/behaviour.md#the-brand-guide). */
export const GUIDE_DOS = [
  "Keep strong contrast between text and background so every word stays readable.",
  "Give the event name and headlines generous spacing so each layout can breathe.",
  "Use the same fonts, colours and tone on every graphic and post for a consistent look.",
  "Lead with one palette colour and use the others as accents.",
] as const;

/** Four fixed don'ts: contrast, spacing, consistency, palette use (docs/behaviour.md#the-brand-guide). */
export const GUIDE_DONTS = [
  "Don't set text on busy or low-contrast backgrounds.",
  "Don't crowd the layout or push text against the edges.",
  "Don't mix in other fonts or change styles from one graphic to the next.",
  "Don't add colours from outside the palette and the tints listed with it.",
] as const;

/** The brand guide of a kit with these colours. */
export function buildBrandGuide(colors: readonly string[]): BrandGuide {
  return { colors: [...colors], fonts: [...GUIDE_FONTS], dos: [...GUIDE_DOS], donts: [...GUIDE_DONTS] };
}

/**
 * Every colour the kit's graphics may draw, as the guides list it: its colours as given, the tints made of them
 * (each named after its parent), then white and black.
 */
export function guideSwatches(guide: Pick<BrandGuide, "colors">): Swatch[] {
  return paletteSwatches(guide.colors);
}
