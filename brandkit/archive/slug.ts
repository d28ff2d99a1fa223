/**
 * The one slug rule: a kit's folder name (the CLI's `generate` and batch rows) and its downloads' file names (the
 * page's ZIP) are made from the event's name the same way. Letters and digits of every script stay ("東京ジャズ",
 * "हिंदी"), Latin accents go ("Café" -> "cafe"), and everything else becomes one "-". Browser-safe.
 */

/** The longest slug, in characters; a long name is cut at a word boundary when one is near the end. */
export const MAX_SLUG_LENGTH = 60;

/** Letters, digits and the marks that belong to them (Devanagari's vowel signs, Japanese voicing marks). */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;
/** The combining accents of Latin letters, taken off once the name is decomposed. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/** "Neon Nights: Café Édition!" -> "neon-nights-cafe-edition"; `fallback` when nothing usable is left. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(LATIN_ACCENTS, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(NOT_WORD, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG_LENGTH) return slug || fallback;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
