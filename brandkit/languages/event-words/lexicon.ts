/**
 * Finding a lexicon's words of a category in text, by the rules of markers (languages/markers.ts): whole words,
 * a final "*" a prefix, anywhere where the language's kind markers say its words are written together.
 */
import { markerIn } from "../markers.ts";
import type { Lexicon } from "./schema.ts";
import type { WordCategory } from "./word-categories.ts";

/**
 * The first word of `category` that `text` says in the lexicon's language, if any; `anywhere` is the language's
 * (kindMarkers(language).anywhere): true where its words are written together.
 */
export function categoryWordIn(
  text: string,
  lexicon: Lexicon,
  category: WordCategory,
  anywhere: boolean,
): string | undefined {
  return markerIn(text, lexicon[category], anywhere);
}
