/**
 * The words of a kit's own files in each copy language (issue 27, item 6: one language per kit, everywhere), one
 * JSON file per language, read through one schema (schema.ts) the first time a language is asked for; a file that
 * does not fit is a programming error whose message names the file and the problem. The kit's copy is written in
 * its language; these are the words around it, so a kit in Japanese has a guide in Japanese. Browser-safe, and
 * kept out of languages/mod.ts: the page needs them only in its extras (brand-guide.md and copy.txt in the ZIP).
 */
import type { CopyLanguage } from "../registry.ts";
import { languageFiles } from "../_language-files.ts";
import { type FileWords, FileWordsSchema } from "./schema.ts";
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

export { DESCRIBED_FILES, type FileWords, FileWordsSchema } from "./schema.ts";

/** The validated file words of `language`. */
export const fileWords: (language: CopyLanguage) => FileWords = languageFiles(
  "file-words",
  FileWordsSchema,
  { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh },
);
