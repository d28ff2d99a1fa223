/**
 * The words of the mails a guest gets (issue 38), in the kit's language (one language per kit, everywhere), one
 * JSON file per language, read through one schema (schema.ts) the first time a language is asked for; a file that
 * does not fit is a programming error whose message names the file and the problem. Server-side: only
 * brandkit/mail/ reads them.
 */
import type { CopyLanguage } from "../registry.ts";
import { languageFiles } from "../_language-files.ts";
import { type MailWords, MailWordsSchema } from "./schema.ts";
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

export { type MailWords, MailWordsSchema } from "./schema.ts";

/** The validated mail words of `language`. */
export const mailWords: (language: CopyLanguage) => MailWords = languageFiles(
  "mail-words",
  MailWordsSchema,
  { ar, de, en, es, fr, hi, it, ja, ko, nl, pt, ru, zh },
);
