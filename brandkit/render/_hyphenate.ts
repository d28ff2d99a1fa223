/**
 * Where a word may break: at its syllables, by the TeX hyphenation patterns of the `hyphen` package, in the
 * language the text most looks like (German, French, Spanish, Italian or Dutch by their letters and small words,
 * else US English), and after a hyphen it already has. The typesetter breaks a word only where this says.
 */
import de from "hyphen/de/index.js";
import enUs from "hyphen/en-us/index.js";
import es from "hyphen/es/index.js";
import fr from "hyphen/fr/index.js";
import it from "hyphen/it/index.js";
import nl from "hyphen/nl/index.js";

/** The languages whose patterns are loaded. */
export const HYPHENATION_LANGUAGES = ["en-us", "de", "fr", "es", "it", "nl"] as const;
export type HyphenationLanguage = typeof HYPHENATION_LANGUAGES[number];

type Hyphenator = {
  hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
};

const HYPHENATORS: Readonly<Record<HyphenationLanguage, Hyphenator>> = {
  "en-us": enUs as Hyphenator,
  de: de as Hyphenator,
  fr: fr as Hyphenator,
  es: es as Hyphenator,
  it: it as Hyphenator,
  nl: nl as Hyphenator,
};

/** Letters and short words that give a language away; each hit counts one. */
const LANGUAGE_SIGNS: ReadonlyArray<[Exclude<HyphenationLanguage, "en-us">, RegExp]> = [
  ["de", /[äöüß]|\b(der|die|das|und|im|am|mit|für|zum|zur|von|nacht|fest|straße|platz|haus)\b|sch|tz/giu],
  ["fr", /[éèêëàâçîïôûœ]|\b(le|la|les|du|des|et|au|aux|fête|soirée|chez|rue)\b/giu],
  ["es", /[ñáíóú¿¡]|\b(el|los|las|del|con|y|fiesta|noche|calle)\b/giu],
  ["it", /[àèìòù]|\b(il|della|dei|con|festa|notte|via|piazza)\b/giu],
  ["nl", /\b(het|van|een|en|de|nacht|straat)\b|ij/giu],
];

/** Where a marked break is written in the patterns' output; never in user text after cleaning. */
const MARK = "\u0000";
/** A word shorter than this is never broken. */
const MIN_BREAKABLE_LETTERS = 5;

/** The language `text` most looks like, for its hyphenation patterns; US English when nothing stands out. */
export function guessLanguage(text: string): HyphenationLanguage {
  let best: HyphenationLanguage = "en-us";
  let bestHits = 0;
  for (const [language, signs] of LANGUAGE_SIGNS) {
    const hits = text.match(signs)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [language, hits];
  }
  return best;
}

/** One place a word may break: before the character at `at` (a UTF-16 index), printing a hyphen or not. */
export type WordBreak = { at: number; hyphen: boolean };

/**
 * Every place `word` may break, in order: after each hyphen it has (nothing printed), and at each syllable
 * boundary inside its parts (a visible hyphen printed at the end of the line).
 */
export function wordBreaks(word: string, language: HyphenationLanguage): WordBreak[] {
  const breaks: WordBreak[] = [];
  const parts = word.split("-");
  let at = 0;
  parts.forEach((part, index) => {
    if ([...part].length >= MIN_BREAKABLE_LETTERS) {
      const syllables = HYPHENATORS[language].hyphenateSync(part, { hyphenChar: MARK }).split(MARK);
      // Patterns that changed the letters (case mapping, normalisation) are not trusted.
      if (syllables.join("") === part) {
        let inside = at;
        for (const syllable of syllables.slice(0, -1)) {
          inside += syllable.length;
          breaks.push({ at: inside, hyphen: true });
        }
      }
    }
    at += part.length + 1;
    if (index < parts.length - 1 && part && parts[index + 1]) breaks.push({ at, hyphen: false });
  });
  return breaks;
}
