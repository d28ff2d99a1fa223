/**
 * The brand guide: the kit's colours with fixed fonts and fixed dos and don'ts
 * (docs/behaviour.md#the-brand-guide), and the swatches every guide (PDF, Markdown, the page's Colors tab)
 * lists: the kit's colours, the tints the designer makes of them and white and black, from the same palette
 * roles the designer paints with (palettes/swatches.ts).
 */
import type { BrandGuide } from "../schemas.ts";
import { paletteSwatches, type Swatch } from "../palettes/swatches.ts";
import { GUIDE_DONTS, GUIDE_DOS } from "../languages/file-words/guide-lines.ts";

/** The guide's fonts, in order: display, accent, details (docs/behaviour.md#the-brand-guide). */
export const GUIDE_FONTS = ["Poppins Bold", "Playfair Display", "Space Mono"] as const;

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
