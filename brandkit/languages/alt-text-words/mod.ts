/**
 * The words of the graphics' alt text in each copy language, one JSON file per language, read through one schema
 * (schema.ts) the first time a language is asked for; a file that does not fit is a programming error whose
 * message names the file and the problem. Browser-safe; apart from the file words (file-words/), as the page
 * shows alt text as soon as it starts, and the guide's words need not load with it.
 */
import { parseOrThrow } from "../../validate.ts";
import type { CopyLanguage } from "../language.ts";
import { type AltTextWords, AltTextWordsSchema } from "./schema.ts";
import ar from "./ar.json" with { type: "json" };
import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import it from "./it.json" with { type: "json" };
import ja from "./ja.json" with { type: "json" };
import ko from "./ko.json" with { type: "json" };
import nl from "./nl.json" with { type: "json" };
import pt from "./pt.json" with { type: "json" };
import ru from "./ru.json" with { type: "json" };
import zh from "./zh.json" with { type: "json" };

export { type AltTextWords, AltTextWordsSchema } from "./schema.ts";

/** Each language's words as its file holds them, not yet validated. */
const SOURCES: Readonly<Record<CopyLanguage, unknown>> = {
  ar,
  de,
  en,
  es,
  fr,
  hi,
  it,
  ja,
  ko,
  nl,
  pt,
  ru,
  zh,
};

const parsed = new Map<CopyLanguage, AltTextWords>();

/** The validated alt-text words of `language`. */
export function altTextWords(language: CopyLanguage): AltTextWords {
  let words = parsed.get(language);
  if (!words) {
    const schema = AltTextWordsSchema.refine((file) => file.language === language, {
      error: `language must be "${language}", the file's own`,
      path: ["language"],
    });
    words = parseOrThrow(schema, SOURCES[language], `alt-text-words/${language}.json`);
    parsed.set(language, words);
  }
  return words;
}
