/**
 * The brand guide's fixed dos and don'ts in English, the guide's own words (docs/behaviour.md#the-brand-guide).
 * They stand with the file words, which hold them in every other language in the same order (schema.ts checks
 * it); the guide (guide/guide.ts) gives them to every kit.
 */

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
