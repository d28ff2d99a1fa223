/**
 * Text split the way Unicode says it may be: grapheme clusters (what a reader sees as one character: "é",
 * "हि", "👩‍👩‍👧", "🇯🇵"), never cut inside. Segmenters are made once.
 */

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The grapheme clusters of `text`, in order. */
export function graphemes(text: string): string[] {
  const clusters: string[] = [];
  for (const { segment } of graphemeSegmenter.segment(text)) clusters.push(segment);
  return clusters;
}
