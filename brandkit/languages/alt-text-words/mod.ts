/**
 * The words of the graphics' alt text in each copy language, one JSON file per language. The page shows alt text
 * as soon as it starts, so this is apart from the file words (file-words/), and the files are not parsed here:
 * their one shape (schema.ts) is held by tests/brandkit/languages/file-words.test.ts, which parses every file, so
 * the page's first script loads no zod for them.
 */
import type { CopyLanguage } from "../registry.ts";
import type { AltTextWords } from "./schema.ts";
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

export type { AltTextWords } from "./schema.ts";

/** The files as imported: one for each registered language, no more, as the type checker sees. */
const FILES: Readonly<Record<CopyLanguage, unknown>> = { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh };

/** Each language's words, as the files hold them (their shape is tested, not parsed at run time). */
const WORDS = FILES as Readonly<Record<CopyLanguage, AltTextWords>>;

/** The alt-text words of `language`. */
export function altTextWords(language: CopyLanguage): AltTextWords {
  return WORDS[language];
}
