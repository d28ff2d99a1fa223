/**
 * The kind markers of each copy language (the words that tell each kind of event), one JSON file per language,
 * read through one schema (schema.ts) the first time a language is asked for; a file that does not fit is a
 * programming error whose message names the file and the problem. Browser-safe: the page tells a kind from them
 * when it suggests a palette, without the kinds' voices (event-words/, server-side).
 */
import type { CopyLanguage } from "../registry.ts";
import { languageFiles } from "../_language-files.ts";
import { type KindMarkers, KindMarkersSchema } from "./schema.ts";
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

export { type KindMarkers, KindMarkersSchema, type MarkersOfKind } from "./schema.ts";

/** The validated kind markers of `language`. */
export const kindMarkers: (language: CopyLanguage) => KindMarkers = languageFiles(
  "kind-markers",
  KindMarkersSchema,
  { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh },
);
