/**
 * The visitor's languages from `Accept-Language` (RFC 9110 §12.5.4), best first, for the kit's "Auto" language.
 * Bounded: a long header is cut, and only the first few tags are read. Tags are passed on as written; the core
 * canonicalises them and skips any that are not BCP 47.
 */

/** Longer headers are cut here before parsing; real browsers send well under 200 characters. */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 1_000;
/** At most this many languages are read from the header. */
export const MAX_BROWSER_LANGUAGES = 10;

const TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** "fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5" -> ["fr-CH", "fr", "en"]: by quality, ties in header order; no "*" or q=0. */
export function browserLanguagesOf(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; quality: number; index: number }> = [];
  const ranges = header.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(",");
  for (const [index, range] of ranges.slice(0, MAX_BROWSER_LANGUAGES * 2).entries()) {
    const [tag, ...parameters] = range.split(";").map((part) => part.trim());
    if (!TAG.test(tag)) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q === undefined ? 1 : QUALITY.test(q) ? Number(q.slice(2)) : 0;
    if (quality > 0) ranked.push({ tag, quality, index });
  }
  return ranked
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .slice(0, MAX_BROWSER_LANGUAGES)
    .map((entry) => entry.tag);
}
