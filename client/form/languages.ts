/**
 * The choices of the form's "Language" select: "Auto" first (the default), then every language BrandKit writes,
 * each named in itself so its speakers find it (the registry's autonyms). Data only.
 */
import { AUTO_LANGUAGE, LANGUAGES } from "../../brandkit/web.ts";

export type LanguageOption = { value: string; label: string; /** The label's own language. */ lang?: string };

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: AUTO_LANGUAGE, label: "Auto" },
  ...LANGUAGES.map(({ tag, autonym }) => ({ value: tag, label: autonym, lang: tag })),
];
