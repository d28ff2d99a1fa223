/**
 * Emoji: which grapheme clusters are drawn as colour pictures rather than type, and the Twemoji file names a
 * cluster may have (Twemoji drops U+FE0F from names of sequences without a zero-width joiner).
 */

const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const EMOJI_PRESENTATION =
  /\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}|\u200D|\p{Emoji_Modifier}/u;

/**
 * True when a cluster is an emoji picture: pictographic with an emoji presentation (by default, or asked for
 * with U+FE0F, a keycap or a sequence). A lone text-style pictograph ("©", "™") is type when a font has it.
 */
export function isEmojiCluster(cluster: string): boolean {
  return PICTOGRAPHIC.test(cluster) && EMOJI_PRESENTATION.test(cluster);
}

/** A lone pictograph with text presentation by default ("©", "☺"): an emoji only if no font draws it. */
export function isTextPictograph(cluster: string): boolean {
  return PICTOGRAPHIC.test(cluster) && !EMOJI_PRESENTATION.test(cluster);
}

const hex = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16)).join("-");

/** Twemoji file names to try for a cluster, best first (without ".svg"). */
export function emojiFileNames(cluster: string): string[] {
  const withoutVariation = cluster.replace(/\uFE0F/g, "");
  const names = cluster.includes("\u200D")
    ? [hex(cluster), hex(withoutVariation)]
    : [hex(withoutVariation), hex(cluster)];
  if (!cluster.includes("\uFE0F") && /^[\p{Extended_Pictographic}]$/u.test(cluster)) {
    names.push(hex(`${cluster}\uFE0F`));
  }
  return [...new Set(names)];
}

/** The drawing of a Twemoji SVG without its root element (the viewBox is always 0 0 36 36). */
export function emojiBody(svg: string): string {
  const start = svg.indexOf(">", svg.indexOf("<svg")) + 1;
  const end = svg.lastIndexOf("</svg>");
  return svg.slice(start, end);
}

/** The side of Twemoji's viewBox. */
export const EMOJI_VIEWBOX = 36;
