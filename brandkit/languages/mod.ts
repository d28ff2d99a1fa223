/**
 * The languages of a kit: the registry of the languages BrandKit writes, which language the copy is written in,
 * how "Auto" decides it, which way it reads and how it writes dates. Browser-safe (no Deno, no Node): the page,
 * the server and the CLI share it.
 */
export {
  AUTO_LANGUAGE,
  baseLanguage,
  copyLanguageOf,
  isRightToLeft,
  languageName,
  languageNotice,
  primarySubtag,
  type ResolvedLanguage,
  resolveLanguage,
  textDirection,
  type WrittenLanguage,
  writtenLanguage,
} from "./language.ts";
export {
  COPY_LANGUAGES,
  type CopyLanguage,
  type Direction,
  LANGUAGE_FOLDERS,
  languageFilesOf,
  LANGUAGES,
  type RegisteredLanguage,
  type Script,
} from "./registry.ts";
export { LanguageSchema } from "./language-schema.ts";
export { type CopyFields, copyScriptProblem } from "./copy-script.ts";
export { languageOfScript } from "./script.ts";
