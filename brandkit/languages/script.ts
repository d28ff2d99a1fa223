/**
 * "Auto" reads the language from the script of the name and the place: kana -> ja, Hangul -> ko, Han only -> zh,
 * Arabic -> ar, Hebrew -> he, Devanagari -> hi, Thai -> th, Cyrillic -> ru, Greek -> el, each script's language
 * as the registry (registry.ts) gives it. Latin text says nothing (it could be any of dozens of languages), so it
 * leaves the choice to the visitor's browser or to English.
 */
import { languageWriting, type Script } from "./registry.ts";

/** What tells each script in a text, tested in this order: kana beats Han (Japanese mixes both). */
const SCRIPT_SIGNS: ReadonlyArray<readonly [RegExp, Script]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "Jpan"],
  [/\p{Script=Hangul}/u, "Kore"],
  [/\p{Script=Han}/u, "Hani"],
  [/\p{Script=Arabic}/u, "Arab"],
  [/\p{Script=Hebrew}/u, "Hebr"],
  [/\p{Script=Devanagari}/u, "Deva"],
  [/\p{Script=Thai}/u, "Thai"],
  [/\p{Script=Cyrillic}/u, "Cyrl"],
  [/\p{Script=Greek}/u, "Grek"],
];

/** The language the script of `texts` names, or undefined for Latin-only (or empty) text. */
export function languageOfScript(...texts: ReadonlyArray<string | undefined>): string | undefined {
  const text = texts.filter(Boolean).join(" ");
  if (!text) return undefined;
  const script = SCRIPT_SIGNS.find(([sign]) => sign.test(text))?.[1];
  return script && languageWriting(script);
}
