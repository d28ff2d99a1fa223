/**
 * How long a name or place is for the limits: characters set full width (Chinese, Japanese and Korean, their
 * punctuation and full-width forms, emoji) count as two, as they take about twice the room of a Latin letter on
 * a graphic (and as X counts them). So the longest name fits the same poster in every script.
 */
import { graphemes } from "../type/segments.ts";

/** East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth W and F, by block) and emoji. */
const FULL_WIDTH = new RegExp(
  "[\\u1100-\\u115F\\u2E80-\\u303E\\u3041-\\u33FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uA960-\\uA97F\\uAC00-\\uD7A3" +
    "\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFF60\\uFFE0-\\uFFE6\\u{20000}-\\u{3FFFD}\\p{Extended_Pictographic}]",
  "u",
);

/** The weighted length of `text`: one per grapheme cluster, two for a full-width one. */
export function weightedLength(text: string): number {
  let length = 0;
  for (const cluster of graphemes(text)) length += FULL_WIDTH.test(cluster) ? 2 : 1;
  return length;
}
