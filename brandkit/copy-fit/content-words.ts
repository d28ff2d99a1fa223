/**
 * How copy's words are counted, for the rule that copy says no content word twice: the language's word segments
 * (Intl.Segmenter, which splits Chinese and Japanese into dictionary words), lower-cased, without punctuation,
 * hashtags, links, the language's stop words (languages/event-words, "lexicon.stop"), tokens of fewer than
 * MIN_WORD_LENGTH characters (in spaced scripts) or fewer than MIN_CJK_WORD_LENGTH (in unspaced ones), and the
 * visitor's own words. No stemming: "spot" and "spots" differ.
 */
import { type CopyLanguage, LANGUAGES, UNSPACED_SCRIPTS } from "../languages/registry.ts";
import { eventWords } from "../languages/event-words/mod.ts";

/** Tokens shorter than this (in code points) are function words in spaced scripts. */
const MIN_WORD_LENGTH = 3;
/** Tokens shorter than this are particles in unspaced scripts. */
const MIN_CJK_WORD_LENGTH = 2;

const segmenters = new Map<CopyLanguage, Intl.Segmenter>();
const stopWords = new Map<CopyLanguage, ReadonlySet<string>>();

/** Languages written without spaces between words (by their script): their words come from Intl.Segmenter. */
const SEGMENTED: ReadonlySet<CopyLanguage> = new Set(
  LANGUAGES.filter((language) => UNSPACED_SCRIPTS.has(language.script)).map((language) => language.tag),
);
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The word tokens of `text`: Intl.Segmenter's for unspaced languages, else runs of letters (a regex is faster). */
function tokens(text: string, language: CopyLanguage): string[] {
  if (!SEGMENTED.has(language)) return text.match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];
  let found = segmenters.get(language);
  if (!found) segmenters.set(language, found = new Intl.Segmenter(language, { granularity: "word" }));
  return [...found.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
}

function stopOf(language: CopyLanguage): ReadonlySet<string> {
  let found = stopWords.get(language);
  if (!found) {
    const words = eventWords(language).lexicon.stop;
    stopWords.set(language, found = new Set([...words, ...words.map((word) => word.replace(/’/g, "'"))]));
  }
  return found;
}

/** The content words of `text` in `language` (see the module's header), in order, repeats kept. */
export function contentWords(text: string, language: CopyLanguage): string[] {
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
export function theirWords(language: CopyLanguage, given: readonly string[]): ReadonlySet<string> {
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
  language: CopyLanguage,
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
