/**
 * How long a caption is where it is posted. X counts most Latin, Greek, Cyrillic and Hebrew characters as one
 * and CJK characters and emoji as two, up to 280 (twitter-text's weighted length); a caption must fit that count
 * and also be at most 280 characters as a person counts them.
 */

/** The longest caption: X's limit, the strictest of the networks a caption goes to. */
export const MAX_CAPTION_LENGTH = 280;

/** Code point ranges X counts as one; everything else counts as two (twitter-text v3 configuration). */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
const HEAVY_WEIGHT = 2;
const EMOJI = /\p{Extended_Pictographic}/u;
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The length of `text` as X counts it: emoji as two whatever their sequence, CJK as two each. */
export function weightedLength(text: string): number {
  let length = 0;
  for (const { segment } of segmenter.segment(text.normalize("NFC"))) {
    if (EMOJI.test(segment)) {
      length += HEAVY_WEIGHT;
      continue;
    }
    for (const char of segment) {
      const code = char.codePointAt(0)!;
      length += LIGHT_RANGES.some(([low, high]) => code >= low && code <= high) ? 1 : HEAVY_WEIGHT;
    }
  }
  return length;
}

/** What X counts any link as, however long (it shortens every URL to t.co). */
export const LINK_WEIGHT = 23;

/**
 * True when `text` fits a post: at most MAX_CAPTION_LENGTH weighted, and as many characters. With `link`, the
 * text is followed by a line break and the link, which X counts as LINK_WEIGHT; the words before it must still
 * be at most MAX_CAPTION_LENGTH characters.
 */
export function fitsPost(text: string, link?: string): boolean {
  const linkWeight = link ? 1 + LINK_WEIGHT : 0;
  return weightedLength(text) + linkWeight <= MAX_CAPTION_LENGTH && [...text].length <= MAX_CAPTION_LENGTH;
}
