/**
 * The choices of the form's "Language" select: "Auto" first (the default), then every language BrandKit writes,
 * each named in itself so its speakers find it (the registry's autonyms). Data only.
 */
import { AUTO_LANGUAGE, type CopyLanguage } from "../../brandkit/web.ts";

export type LanguageOption = { value: string; label: string; /** The label's own language. */ lang?: string };

/** Each copy language in its own words. */
const AUTONYMS: Readonly<Record<CopyLanguage, string>> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
  nl: "Nederlands",
  ja: "日本語",
  zh: "中文",
  ko: "한국어",
  ar: "العربية",
  hi: "हिन्दी",
  ru: "Русский",
};

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: AUTO_LANGUAGE, label: "Auto" },
  ...Object.entries(AUTONYMS).map(([tag, label]) => ({ value: tag, label, lang: tag })),
];
