/**
 * Finding markers in text: the words that tell a kind of event (kind-markers/) and each category's words of a
 * lexicon (event-words/). A marker is a word or phrase matched as whole words ("bar", not "barn"); a final "*"
 * matches a prefix ("wine*": "wines"); a marker with a space at an end matches only whole words even where
 * markers otherwise match anywhere (languages of compounds, unspaced scripts). Texts and markers are compared in
 * lower case, NFC, with punctuation as spaces. Zod-free and data-free, so the page may use it.
 */

/** Lower case, NFC, words between single spaces, with a space at either end. */
export function plainText(text: string): string {
  return ` ${text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{M}\p{N}'’]+/gu, " ").trim()} `;
}

/** What a marker looks for in plain text, worked out once per marker: markers are asked thousands of times a kit. */
type Needle = { word: string; prefix: boolean; spaced: boolean; unspaced: boolean };
const needles = new Map<string, Needle>();

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

function needleOf(marker: string): Needle {
  let found = needles.get(marker);
  if (!found) {
    const prefix = marker.endsWith("*");
    const word = plainText(prefix ? marker.slice(0, -1) : marker).trim();
    found = {
      word,
      prefix,
      spaced: marker.startsWith(" ") || marker.endsWith(" "),
      unspaced: UNSPACED.test(word),
    };
    needles.set(marker, found);
  }
  return found;
}

/** True when `marker` is in `plain` (a plainText): anywhere, or as whole words. */
export function holdsMarker(plain: string, marker: string, anywhere: boolean): boolean {
  const { word, prefix, spaced, unspaced } = needleOf(marker);
  if (!word) return false;
  if (anywhere || unspaced) return spaced ? plain.includes(` ${word} `) : plain.includes(word);
  return plain.includes(` ${word}${prefix ? "" : " "}`);
}

/** Escapes a plain word for a regular expression. */
function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One regular expression per marker list and way of matching: a list is asked about thousands of times a kit. */
const patterns = new WeakMap<readonly string[], Map<boolean, RegExp | null>>();

/** The markers as one regular expression over plain text (holdsMarker's rules), or null for none. */
function patternOf(markers: readonly string[], anywhere: boolean): RegExp | null {
  let byWay = patterns.get(markers);
  if (!byWay) patterns.set(markers, byWay = new Map());
  if (byWay.has(anywhere)) return byWay.get(anywhere)!;
  const sources = markers.map(needleOf).filter((needle) => needle.word).map(
    ({ word, prefix, spaced, unspaced }) => {
      const body = escaped(word);
      if (anywhere || unspaced) return spaced ? `(?<= )${body}(?= )` : body;
      return `(?<= )${body}${prefix ? "" : "(?= )"}`;
    },
  );
  const pattern = sources.length > 0 ? new RegExp(sources.join("|"), "u") : null;
  byWay.set(anywhere, pattern);
  return pattern;
}

/** The first of `markers` found in `plain` (a plainText), as the text says it, if any. */
export function markerInPlain(
  plain: string,
  markers: readonly string[],
  anywhere: boolean,
): string | undefined {
  return patternOf(markers, anywhere)?.exec(plain)?.[0];
}

/** The first marker of `markers` in `text`, as the text says it, if any. */
export function markerIn(text: string, markers: readonly string[], anywhere: boolean): string | undefined {
  return markerInPlain(plainText(text), markers, anywhere);
}
