/**
 * The choices of the form's "Language" select: "Auto" first (the default, in the interface's words), then every
 * language BrandKit writes, each named in itself so its speakers find it (the registry's autonyms). Data only.
 */
import { AUTO_LANGUAGE, LANGUAGES } from "../../brandkit/web.ts";
import { type Message, message } from "../i18n/translator.ts";

export type LanguageOption = {
  value: string;
  /** An autonym, or the interface's message for "Auto". */
  label: string | Message;
  /** The label's own language (an autonym's). */
  lang?: string;
};

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: AUTO_LANGUAGE, label: message("form.language.auto") },
  ...LANGUAGES.map(({ tag, autonym }) => ({ value: tag, label: autonym, lang: tag })),
];
