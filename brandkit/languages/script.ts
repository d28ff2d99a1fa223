/**
 * "Auto" reads the language from the script of the name and the place: kana -> ja, Hangul -> ko, Han only -> zh,
 * Arabic -> ar, Hebrew -> he, Devanagari -> hi, Thai -> th, Cyrillic -> ru, Greek -> el, each script's language
 * as the registry (registry.ts) gives it. Latin text says nothing (it could be any of dozens of languages), so it
 * leaves the choice to the visitor's browser or to English.
 */

/** Scripts that name a language, tested in this order: kana beats Han (Japanese mixes both). */
const SCRIPT_LANGUAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "ja"],
  [/\p{Script=Hangul}/u, "ko"],
  [/\p{Script=Han}/u, "zh"],
  [/\p{Script=Arabic}/u, "ar"],
  [/\p{Script=Hebrew}/u, "he"],
  [/\p{Script=Devanagari}/u, "hi"],
  [/\p{Script=Thai}/u, "th"],
  [/\p{Script=Cyrillic}/u, "ru"],
  [/\p{Script=Greek}/u, "el"],
];

/** The language the script of `texts` names, or undefined for Latin-only (or empty) text. */
export function languageOfScript(...texts: ReadonlyArray<string | undefined>): string | undefined {
  const text = texts.filter(Boolean).join(" ");
  if (!text) return undefined;
  return SCRIPT_LANGUAGES.find(([script]) => script.test(text))?.[1];
}
