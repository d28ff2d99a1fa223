/**
 * The `lang` and `dir` of the kit's copy as the page shows it: the language it is written in (English for a
 * language BrandKit does not write), in the direction the registry gives it (right to left for Arabic), so screen
 * readers and line layout treat it as what it is.
 */
import { textDirection, type WrittenLanguage, writtenLanguage } from "../brandkit/web.ts";

export type CopyLangProps = { lang: WrittenLanguage; dir: "ltr" | "rtl" };

/** The attributes of a block of the kit's copy, for a kit in `language` (its language as recorded). */
export function copyLangProps(language: string | undefined): CopyLangProps {
  const lang = writtenLanguage(language);
  return { lang, dir: textDirection(lang) };
}
