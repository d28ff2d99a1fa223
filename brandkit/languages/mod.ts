/**
 * The languages of a kit: which language the copy is written in, how "Auto" decides it, which way it reads and
 * how it writes dates. Browser-safe (no Deno, no Node): the page, the server and the CLI share it.
 */
export {
  COPY_LANGUAGES,
  type CopyLanguage,
  copyLanguageOf,
  isRightToLeft,
  languageNotice,
  LanguageSchema,
  primarySubtag,
  type ResolvedLanguage,
  resolveLanguage,
  textDirection,
} from "./language.ts";
export { languageOfScript } from "./script.ts";
export { formatEventDate } from "./dates.ts";
