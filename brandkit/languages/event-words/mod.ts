/**
 * The event words of each copy language (each kind's voice and the lexicon), one JSON file per language, read
 * through one schema (schema.ts) the first time a language is asked for; a file that does not fit is a
 * programming error whose message names the file and the problem. Server-side: the page never needs them (it
 * tells a kind from the kind markers, kind-markers/; tests/architecture/page-bundle.test.ts keeps it so).
 */
import type { CopyLanguage } from "../registry.ts";
import { languageFiles } from "../_language-files.ts";
import { type EventWords, EventWordsSchema } from "./schema.ts";
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

export { KIND_IDS, type KindId } from "../kind-ids.ts";
export { DAY_PARTS, WORD_CATEGORIES, type WordCategory } from "./word-categories.ts";
export { type EventWords, EventWordsSchema, type KindVoice, type Lexicon } from "./schema.ts";
export { categoryWordIn } from "./lexicon.ts";

/** The validated event words of `language`. */
export const eventWords: (language: CopyLanguage) => EventWords = languageFiles(
  "event-words",
  EventWordsSchema,
  { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh },
);
