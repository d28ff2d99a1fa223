/**
 * What copy may say for an event, and how its words are counted. Three tones are read from the request: drink
 * (alcohol only when the vibes or the name ask for it: "wine", "cocktail", "Champagne Gala"), formality (invitation
 * formalities only for weddings and galas) and age (an adult birthday, "30th" or "Leo Turns 40", is not a
 * children's party). Phrases are tagged by the words they hold: each language lists its markers in
 * _tone-words.json, so one table serves the voices, the kinds and every bank.
 *
 * Content words, for the rule that copy says no word twice: the language's word segments (Intl.Segmenter, which
 * splits Chinese and Japanese into dictionary words), lower-cased, without punctuation, hashtags, links, the
 * language's stop words, tokens of fewer than MIN_WORD_LENGTH characters (in spaced scripts) or fewer than
 * MIN_CJK_WORD_LENGTH (in unspaced ones), and the visitor's own words. No stemming: "spot" and "spots" differ.
 */
import { z } from "zod";
import type { CopyLanguage } from "../../languages/language.ts";
import { parseOrThrow } from "../../validate.ts";
import toneWords from "./_tone-words.json" with { type: "json" };

/** Tokens shorter than this (in code points) are function words in spaced scripts. */
const MIN_WORD_LENGTH = 3;
/** Tokens shorter than this are particles in unspaced scripts. */
const MIN_CJK_WORD_LENGTH = 2;
/** The youngest age (a number in the name or vibes of a birthday) that makes an adult's birthday. */
const ADULT_AGE = 18;
/** The oldest age read as one: larger numbers are years ("Birthday Bash 2026"). */
const MAX_AGE = 120;
/** Kinds whose guests expect invitation formalities. */
const FORMAL_KINDS: ReadonlySet<string> = new Set(["wedding", "gala"]);

const Markers = z.array(z.string().min(1)).readonly();
const LanguageWordsSchema = z.strictObject({
  /** True where words are written together (compounds, unspaced scripts): markers match anywhere. */
  anywhere: z.boolean(),
  stop: Markers,
  alcohol: Markers,
  formal: Markers,
  /** Children's-party words (the playful voices are children's voices in every language). */
  children: Markers,
});
const ToneWordsSchema = z.strictObject({
  /** Words of the vibes or the name that ask for drink, in any language. */
  cues: Markers,
  languages: z.record(z.string(), LanguageWordsSchema),
});

const WORDS = parseOrThrow(ToneWordsSchema, toneWords, "offline/_tone-words.json");
type LanguageWords = z.output<typeof LanguageWordsSchema>;

/** What the copy of one event may say. */
export type Tone = {
  /** Drink may be mentioned. */
  alcohol: boolean;
  /** Invitation formalities fit ("kindly reply"). */
  formal: boolean;
  /** An adult's birthday: no children's-party phrases. */
  adultBirthday: boolean;
};

/** The English age words of an adult ("Turns Thirty", "Fortieth"). */
const AGE_WORDS =
  /\b(eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)(th|ieth)?\b/;

/** Lower case, NFC, words between single spaces, with a space at either end. */
function plain(text: string): string {
  return ` ${text.normalize("NFC").toLowerCase().replace(/[^\p{L}\p{M}\p{N}'’]+/gu, " ").trim()} `;
}

function wordsOf(language: string): LanguageWords {
  return WORDS.languages[language] ?? WORDS.languages.en;
}

/** What a marker looks for in plain text, worked out once per marker: `holds` is asked thousands of times a kit. */
type Needle = { word: string; prefix: boolean; spaced: boolean; cjk: boolean };
const needles = new Map<string, Needle>();

function needleOf(marker: string): Needle {
  let found = needles.get(marker);
  if (!found) {
    const prefix = marker.endsWith("*");
    const word = plain(prefix ? marker.slice(0, -1) : marker).trim();
    found = {
      word,
      prefix,
      spaced: marker.startsWith(" ") || marker.endsWith(" "),
      cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word),
    };
    needles.set(marker, found);
  }
  return found;
}

/** True when `marker` is in `text` (plain): anywhere, or as a whole word ("bar", not "barn"; "wine*": a prefix). */
function holds(text: string, marker: string, anywhere: boolean): boolean {
  const { word, prefix, spaced, cjk } = needleOf(marker);
  if (anywhere || cjk) return spaced ? text.includes(` ${word} `) : text.includes(word);
  return text.includes(` ${word}${prefix ? "" : " "}`);
}

function holdsAny(text: string, markers: readonly string[], anywhere: boolean): string | undefined {
  const plainText = plain(text);
  return markers.find((marker) => holds(plainText, marker, anywhere));
}

/** The drink word of `text` in `language`, if any. */
export function alcoholIn(text: string, language: string): string | undefined {
  const words = wordsOf(language);
  return holdsAny(text, words.alcohol, words.anywhere);
}

/** The invitation formality of `text` in `language`, if any. */
export function formalityIn(text: string, language: string): string | undefined {
  const words = wordsOf(language);
  return holdsAny(text, words.formal, words.anywhere);
}

/** The children's-party word of `text` in `language`, if any. */
export function childishIn(text: string, language: string): string | undefined {
  const words = wordsOf(language);
  return holdsAny(text, words.children, words.anywhere);
}

/** True when the vibes or the name ask for drink, in any language. */
export function asksForDrink(name: string | undefined, vibes: readonly string[]): boolean {
  const typed = [name ?? "", ...vibes].join(" ");
  const plainText = plain(typed);
  if (WORDS.cues.some((cue) => holds(plainText, cue, false))) return true;
  return Object.values(WORDS.languages).some((words) =>
    words.alcohol.some((marker) => holds(plainText, marker, words.anywhere))
  );
}

/** True when a birthday's name or vibes give an adult's age ("30th", "Leo Turns 40", "30 años", "Fortieth"). */
export function isAdultAge(name: string | undefined, vibes: readonly string[]): boolean {
  const typed = [name ?? "", ...vibes].join(" ");
  if (AGE_WORDS.test(typed.toLowerCase())) return true;
  return [...typed.matchAll(/(?<!\p{Nd})(\p{Nd}{2,3})(?!\p{Nd})/gu)].some((match) => {
    const age = Number(match[1]);
    return age >= ADULT_AGE && age <= MAX_AGE;
  });
}

/** The tone of an event of kind `kindId` (null: none known) with this name and these vibes. */
export function toneOf(kindId: string | null, name: string | undefined, vibes: readonly string[]): Tone {
  return {
    alcohol: asksForDrink(name, vibes),
    formal: kindId === null || FORMAL_KINDS.has(kindId),
    adultBirthday: kindId === "birthday" && isAdultAge(name, vibes),
  };
}

/** True when `text` in `language` says nothing its tone forbids. */
export function suits(text: string, language: string, tone: Tone): boolean {
  return (tone.alcohol || !alcoholIn(text, language)) && (tone.formal || !formalityIn(text, language)) &&
    (!tone.adultBirthday || !childishIn(text, language));
}

/** The items of `items` that suit the tone; `fallback`'s that do when none does; `items` when neither has any. */
export function suiting<T extends string>(
  items: readonly T[],
  language: string,
  tone: Tone,
  fallback: readonly T[] = [],
): T[] {
  const fitting = items.filter((item) => suits(item, language, tone));
  if (fitting.length > 0) return fitting;
  const fromFallback = fallback.filter((item) => suits(item, language, tone));
  return fromFallback.length > 0 ? fromFallback : [...items];
}

const segmenters = new Map<string, Intl.Segmenter>();
const stopWords = new Map<string, ReadonlySet<string>>();

/** Languages written without spaces between words: their words come from Intl.Segmenter. */
const SEGMENTED: ReadonlySet<string> = new Set(["ja", "zh"]);
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The word tokens of `text`: Intl.Segmenter's for unspaced languages, else runs of letters (a regex is faster). */
function tokens(text: string, language: string): string[] {
  if (!SEGMENTED.has(language)) return text.match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
  let found = segmenters.get(language);
  if (!found) segmenters.set(language, found = new Intl.Segmenter(language, { granularity: "word" }));
  return [...found.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
}

function stopOf(language: string): ReadonlySet<string> {
  let found = stopWords.get(language);
  if (!found) {
    const words = wordsOf(language).stop;
    stopWords.set(language, found = new Set([...words, ...words.map((word) => word.replace(/’/g, "'"))]));
  }
  return found;
}

/** The content words of `text` in `language` (see the module's header), in order, repeats kept. */
export function contentWords(text: string, language: CopyLanguage | string): string[] {
  const stop = stopOf(language);
  const bare = text.replace(/https?:\/\/\S+/g, " ").replace(/#\S+/g, " ").normalize("NFC");
  const found: string[] = [];
  for (const token of tokens(bare, language)) {
    const word = token.toLocaleLowerCase(language).replace(/’/g, "'").replace(/'s$/, "");
    if (!/\p{L}/u.test(word) || stop.has(word)) continue;
    const length = [...word].length;
    if (length < (UNSPACED.test(word) ? MIN_CJK_WORD_LENGTH : MIN_WORD_LENGTH)) continue;
    // Japanese content words hold a kanji or katakana; kana-only tokens are endings and particles.
    if (language === "ja" && /^\p{Script=Hiragana}+$/u.test(word)) continue;
    found.push(word);
  }
  return found;
}

/** The visitor's words of the last call: a kit asks about the same ones many times. */
let lastGiven: { key: string; words: ReadonlySet<string> } = { key: "", words: new Set() };

/** The content words of `given` (what the visitor typed) in `language`: theirs, free to repeat. */
export function theirWords(language: string, given: readonly string[]): ReadonlySet<string> {
  const key = `${language}\u0000${given.join("\u0000")}`;
  if (lastGiven.key !== key) {
    lastGiven = { key, words: new Set(given.flatMap((text) => contentWords(text, language))) };
  }
  return lastGiven.words;
}

/**
 * The first content word said twice across `texts` in `language`, or undefined; words of `given` (what the
 * visitor typed) are theirs and may repeat.
 */
export function repeatedWord(
  texts: readonly string[],
  language: string,
  given: readonly string[] = [],
): string | undefined {
  const theirs = theirWords(language, given);
  const seen = new Set<string>();
  for (const word of texts.flatMap((text) => contentWords(text, language))) {
    if (theirs.has(word)) continue;
    if (seen.has(word)) return word;
    seen.add(word);
  }
  return undefined;
}
