/**
 * The languages of a kit: the registry of the languages BrandKit writes, which language the copy is written in,
 * how "Auto" decides it, which way it reads and how it writes dates. Browser-safe (no Deno, no Node): the page,
 * the server and the CLI share it.
 */
export {
  AUTO_LANGUAGE,
  COPY_LANGUAGES,
  type CopyLanguage,
  copyLanguageOf,
  isRightToLeft,
  languageName,
  languageNotice,
  primarySubtag,
  type ResolvedLanguage,
  resolveLanguage,
  textDirection,
  writtenLanguage,
} from "./language.ts";
export { LanguageSchema } from "./language-schema.ts";
export { type CopyFields, copyScriptProblem } from "./copy-script.ts";
export { languageOfScript } from "./script.ts";
export { formatEventDate } from "../dates/written-dates.ts";
