/**
 * The brand guide: the kit's colours with fixed fonts and fixed dos and don'ts (spec §3).
 */
import type { BrandGuide } from "./schemas.ts";

/** The guide's fonts, in order: display, accent, details (spec §3). */
export const GUIDE_FONTS = ["Poppins Bold", "Playfair Display", "Space Mono"] as const;

/** Four fixed dos: contrast, spacing, consistency, palette use (spec §3). */
export const GUIDE_DOS = [
  "Keep strong contrast between text and background so every word stays readable.",
  "Give the event name and headlines generous spacing so each layout can breathe.",
  "Use the same fonts, colours and tone on every graphic and post for a consistent look.",
  "Lead with one palette colour and use the others as accents.",
] as const;

/** Four fixed don'ts: contrast, spacing, consistency, palette use (spec §3). */
export const GUIDE_DONTS = [
  "Don't set text on busy or low-contrast backgrounds.",
  "Don't crowd the layout or push text against the edges.",
  "Don't mix in other fonts or change styles from one graphic to the next.",
  "Don't add colours from outside the palette.",
] as const;

/** The brand guide of a kit with these colours. */
export function buildBrandGuide(colors: readonly string[]): BrandGuide {
  return { colors: [...colors], fonts: [...GUIDE_FONTS], dos: [...GUIDE_DOS], donts: [...GUIDE_DONTS] };
}
