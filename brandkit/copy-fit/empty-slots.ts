/**
 * Slots left empty: a sentence whose template lost the value of one of its slots ("Réservez votre place pour .",
 * "c’est à !", "「」にご来場", "X, : merci"). What is left where a value was is told the same way in every
 * language: a space before a full stop or a comma, two spaces, a comma or colon right before a stop, empty quote
 * marks, a text opening on punctuation, a space before "!" or "?" anywhere but in French; and, in each language,
 * a word that only ever leads into a value (a preposition, an article, a particle) with nothing after it. Also what text shows nothing at all (a name of
 * zero-width or filler characters): the copy treats it as not given. Zod-free and data-free.
 */
import type { CopyLanguage } from "../languages/registry.ts";

/**
 * Characters that show nothing wherever they stand: format characters (zero-width spaces and joiners, soft
 * hyphens, direction marks, tags) and the Hangul and Braille fillers.
 */
const UNSEEN = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when `text` shows nothing: empty, or only spaces, unseen characters and marks with nothing to sit on. */
export function isBlank(text: string | undefined): boolean {
  return (text ?? "").replace(UNSEEN, "").replace(/[\s\p{Z}\p{M}]/gu, "") === "";
}

/**
 * Text the visitor typed, spaces tidied; undefined when it shows nothing: a name that shows nothing would leave
 * its sentence's slot empty ("Save your spot for ."), so the copy takes it for none.
 */
export function shown(text: string | undefined): string | undefined {
  return isBlank(text) ? undefined : text!.replace(/\s+/g, " ").trim();
}

/** Spaces as copy writes them: the space, the no-break spaces French puts before "!" and ":", the ideographic. */
const SPACE = "[ \\u00A0\\u202F\\u3000]";
/** Punctuation that ends or splits a sentence, in every copy language's script. */
const STOPS = ".,:;!?。、，：；！？،؛؟।";

/** What is left where a value was, in any language, each with what it is. */
const EVERY_LANGUAGE: ReadonlyArray<readonly [RegExp, string]> = [
  [new RegExp(`^${SPACE}*[${STOPS}]`, "u"), "opens on punctuation"],
  [new RegExp(`${SPACE}+[.,、。，،।]`, "u"), "a space before a full stop or a comma"],
  [new RegExp(`${SPACE}{2,}`, "u"), "two spaces in a row"],
  [new RegExp(`[,:;、，：；،؛]${SPACE}*[${STOPS}]`, "u"), "a comma or colon right before a stop"],
  [/「\s*」|“\s*”|«[\s\u00A0\u202F]*»|„\s*“|‘\s*’|\(\s*\)|（\s*）/u, "empty quote marks"],
];

/** A space before "!", "?", ":" or ";", which only French writes. */
const SPACE_BEFORE_MARK = new RegExp(`${SPACE}+[!?:;！？：；؟]`, "u");

/** A letter of a word, or "§", which stands for the visitor's own words in the text a lint reads. */
const WORD = "[\\p{L}\\p{M}\\p{N}§]";

/** `words` (a "|" list) as whole words right before punctuation: "pour .", "à !", "for ." */
function beforeStop(words: string): RegExp {
  return new RegExp(`(?<!${WORD}|['’-])(?:${words})${SPACE}*[${STOPS}]`, "iu");
}

/**
 * Words of each language that only ever lead into a value (prepositions, articles, conjunctions), never end a
 * sentence. English and Dutch end sentences on prepositions ("worth lacing up for", "daar gaan we voor!"), so
 * only their articles and "and" count; separable verb particles ("Meldet euch an.", "Schrijf je in.") are left
 * out. Japanese and Chinese particles between two marks, Korean particles and Hindi postpositions standing alone.
 */
const LEADERS: Readonly<Record<CopyLanguage, RegExp>> = {
  en: beforeStop("the|a|an|and"),
  fr: beforeStop("pour|à|au|aux|de|du|des|avec|le|la|les|chez|sur|et|par"),
  es: beforeStop("para|a|al|de|del|en|con|el|la|los|las|y|por"),
  de: beforeStop("für|im|am|zum|zur|vom|beim|von|in|der|die|das|den|dem|und"),
  pt: beforeStop("para|a|ao|à|às|aos|de|do|da|dos|das|em|no|na|nos|nas|com|o|os|as|e|por|pelo|pela"),
  it: beforeStop("per|a|al|alla|ai|alle|di|del|della|dei|delle|in|nel|nella|con|il|lo|la|i|gli|le|e|da"),
  nl: beforeStop("de|een|en"),
  ru: beforeStop("в|во|на|с|со|к|ко|по|для|из|о|об|и|от|до|у"),
  ar: beforeStop("في|إلى|من|مع|على|عن"),
  ja: /[、。！？「](?:の|は|に|で|を|が|にて)[、。！？「」]/u,
  zh: /[，。！？“](?:的|在|于|将于)[，。！？“”]/u,
  ko: new RegExp(`(?<!${WORD}|['’"”»」)\\]])(?:에서|에|의|까지)(?![\\p{L}\\p{N}])`, "u"),
  hi: new RegExp(`(?:^|[।,:!?]${SPACE}*)(?:में|को|के|की|का|से|तक)(?![\\p{L}\\p{M}])`, "u"),
};

/**
 * The first sign in `text` of a slot left empty, quoted with what it is ("\"pour .\": a word that leads into
 * nothing"), or undefined. `text` is copy of ours in `language`: the visitor's own words stand as "§" (their
 * name may be "?"), links and hashtags are out.
 */
export function emptySlotIn(text: string, language: CopyLanguage): string | undefined {
  const shown = text.replace(UNSEEN, "").trim();
  for (const [pattern, what] of EVERY_LANGUAGE) {
    const found = pattern.exec(shown);
    if (found) return `"${around(shown, found)}": ${what}`;
  }
  // French sets a (no-break) space before "!", "?", ":" and ";"; no other language does.
  const spaced = language === "fr" ? null : SPACE_BEFORE_MARK.exec(shown);
  if (spaced) return `"${around(shown, spaced)}": a space before a mark that takes none`;
  const found = LEADERS[language].exec(shown);
  return found ? `"${around(shown, found)}": a word that leads into nothing` : undefined;
}

/** The match with a few characters before it, to show where it is. */
function around(text: string, found: RegExpExecArray): string {
  const start = Math.max(0, found.index - 12);
  return `${start > 0 ? "…" : ""}${text.slice(start, found.index + found[0].length)}`.replace(/\s+/g, " ");
}
