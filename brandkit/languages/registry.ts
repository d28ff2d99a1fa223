/**
 * The languages BrandKit writes, listed once: each one's tag, its name in itself, its script, which way it reads,
 * and the files it must have. Everything else that names them is derived from this list: the copy languages, the
 * form's Language select, the script check of an AI's copy, Auto's reading of a script, right to left. A few
 * languages BrandKit does not write are known here too, by their script or direction: a kit for one is in
 * English, but Auto still names it from its script and the script check still reads it. Data and lookups only:
 * zod-free and data-file-free, so the page may import it.
 */

/**
 * A script by its ISO 15924 code. Jpan is kana with Han, Kore is Hangul with Han, Hani is Han alone (Chinese);
 * the script check and Auto tell them apart.
 */
export type Script = "Latn" | "Jpan" | "Hani" | "Kore" | "Arab" | "Hebr" | "Deva" | "Thai" | "Cyrl" | "Grek";

export type Direction = "ltr" | "rtl";

/** A language BrandKit writes. */
export type RegisteredLanguage = {
  /** Its primary subtag (BCP 47), lower case: it names the language's files ("ja": phrases/ja.json). */
  readonly tag: string;
  /** Its name in itself, as the form's Language select offers it. */
  readonly autonym: string;
  /** The script its copy is written in. */
  readonly script: Script;
  readonly direction: Direction;
};

/**
 * The languages BrandKit writes, in the order the form offers them. Adding one is a line here and its files
 * (docs/languages.md, "Adding a language").
 */
export const LANGUAGES = [
  { tag: "en", autonym: "English", script: "Latn", direction: "ltr" },
  { tag: "es", autonym: "Español", script: "Latn", direction: "ltr" },
  { tag: "fr", autonym: "Français", script: "Latn", direction: "ltr" },
  { tag: "de", autonym: "Deutsch", script: "Latn", direction: "ltr" },
  { tag: "pt", autonym: "Português", script: "Latn", direction: "ltr" },
  { tag: "it", autonym: "Italiano", script: "Latn", direction: "ltr" },
  { tag: "nl", autonym: "Nederlands", script: "Latn", direction: "ltr" },
  { tag: "ja", autonym: "日本語", script: "Jpan", direction: "ltr" },
  { tag: "zh", autonym: "中文", script: "Hani", direction: "ltr" },
  { tag: "ko", autonym: "한국어", script: "Kore", direction: "ltr" },
  { tag: "ar", autonym: "العربية", script: "Arab", direction: "rtl" },
  { tag: "hi", autonym: "हिन्दी", script: "Deva", direction: "ltr" },
  { tag: "ru", autonym: "Русский", script: "Cyrl", direction: "ltr" },
] as const satisfies readonly RegisteredLanguage[];

/** A language BrandKit writes, by its primary subtag. */
export type CopyLanguage = typeof LANGUAGES[number]["tag"];

/** The tags of the languages BrandKit writes, in the registry's order. */
export const COPY_LANGUAGES: readonly CopyLanguage[] = LANGUAGES.map((language) => language.tag);

/**
 * The folders under brandkit/languages/ that hold one JSON file per language, named by its tag: every registered
 * language has a file in each, and each folder's mod.ts imports it.
 */
export const LANGUAGE_FOLDERS = [
  "phrases",
  "event-words",
  "kind-markers",
  "file-words",
  "alt-text-words",
  "mail-words",
] as const;

/** The files `language` must have, under brandkit/languages/: "phrases/ja.json", "event-words/ja.json" ... */
export function languageFilesOf(language: CopyLanguage): string[] {
  return LANGUAGE_FOLDERS.map((folder) => `${folder}/${language}.json`);
}

/** A language BrandKit does not write but knows. */
export type OtherLanguage = {
  readonly tag: string;
  /** The script Auto names it from and the script check reads; absent where they leave it alone. */
  readonly script?: Script;
  readonly direction: Direction;
};

/**
 * Languages BrandKit does not write (a kit for one is in English, with a notice) whose script or direction it
 * knows. Persian, Urdu and the rest are here only because they read right to left: their scripts are Arabic's or
 * ones Auto does not read.
 */
export const OTHER_LANGUAGES: readonly OtherLanguage[] = [
  { tag: "he", script: "Hebr", direction: "rtl" },
  { tag: "th", script: "Thai", direction: "ltr" },
  { tag: "el", script: "Grek", direction: "ltr" },
  { tag: "fa", direction: "rtl" },
  { tag: "ur", direction: "rtl" },
  { tag: "yi", direction: "rtl" },
  { tag: "ps", direction: "rtl" },
  { tag: "sd", direction: "rtl" },
  { tag: "ug", direction: "rtl" },
  { tag: "dv", direction: "rtl" },
];

/** Scripts written without spaces between words: their words are found by Intl.Segmenter. */
export const UNSPACED_SCRIPTS: ReadonlySet<Script> = new Set<Script>(["Jpan", "Hani", "Thai"]);

const KNOWN: ReadonlyMap<string, RegisteredLanguage | OtherLanguage> = new Map(
  [...LANGUAGES, ...OTHER_LANGUAGES].map((language) => [language.tag, language]),
);

/** The registered language of a primary subtag ("ja"), or undefined when BrandKit does not write it. */
export function registeredLanguage(primary: string): typeof LANGUAGES[number] | undefined {
  return LANGUAGES.find((language) => language.tag === primary);
}

/** What BrandKit knows of a primary subtag ("ja", "he"): registered or other; undefined for one it does not. */
export function knownLanguage(primary: string): RegisteredLanguage | OtherLanguage | undefined {
  return KNOWN.get(primary);
}

/** The language a script names: the first registered one written in it, else the first other one; or none. */
export function languageWriting(script: Script): string | undefined {
  return [...LANGUAGES, ...OTHER_LANGUAGES].find((language) => language.script === script)?.tag;
}
