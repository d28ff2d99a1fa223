/**
 * The languages the interface speaks: the 13 BrandKit writes kits in (brandkit/languages/registry.ts), each
 * with its autonym and direction, and the rules that choose one for a visitor (docs/i18n.md#choosing-the-language):
 * `?lang=xx` (then kept in a cookie for a year), that cookie, the best match of `Accept-Language`, the kit's own
 * language on its pages, and English. Browser-safe: the page's language menu and the server share it.
 */
import { COPY_LANGUAGES, type CopyLanguage, LANGUAGES } from "../../brandkit/web.ts";

/** A language the interface speaks. */
export type InterfaceLanguage = CopyLanguage;

/** The interface's languages, in the registry's order (English first). */
export const INTERFACE_LANGUAGES: readonly InterfaceLanguage[] = COPY_LANGUAGES;

/** The language of the spec's strings, and of a visitor nothing else names a language for. */
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = "en";

/** The query parameter that chooses the interface's language (`/?lang=ja`). */
export const LANGUAGE_PARAMETER = "lang";
/** The cookie that keeps the visitor's choice. */
export const LANGUAGE_COOKIE = "brandkit-lang";
/** A year, in seconds: how long the choice is kept. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** True for one of the interface's languages, exactly as its tag is written ("ja", never "JA" or "ja-JP"). */
export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The interface's language a BCP 47 tag asks for, by its primary subtag ("pt-BR" is "pt", "de-AT" "de"). */
export function interfaceLanguageOfTag(tag: string | undefined): InterfaceLanguage | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isInterfaceLanguage(primary) ? primary : undefined;
}

/** The language's name in itself ("Deutsch", "日本語"), as the language menu lists it. */
export function autonymOf(language: InterfaceLanguage): string {
  return LANGUAGES.find((entry) => entry.tag === language)!.autonym;
}

/** Which way the language reads. */
export function directionOf(language: InterfaceLanguage): "ltr" | "rtl" {
  return LANGUAGES.find((entry) => entry.tag === language)!.direction;
}

/** What the choice is made from: each may be absent. */
export type LanguageSignals = {
  /** The `lang` query parameter. */
  query?: string | null;
  /** The language cookie's value. */
  cookie?: string | null;
  /** The browser's languages, best first (routes/accept-language.ts). */
  browser?: readonly string[];
  /** On a kit's pages, the kit's own language. */
  kit?: string;
};

/**
 * The interface's language for these signals, and whether the query chose it (then the page keeps the choice in
 * the cookie). An unknown value of any signal falls through to the next.
 */
export function chooseInterfaceLanguage(
  signals: LanguageSignals,
): { language: InterfaceLanguage; chosenByQuery: boolean } {
  const fromQuery = signals.query && isInterfaceLanguage(signals.query) ? signals.query : undefined;
  if (fromQuery) return { language: fromQuery, chosenByQuery: true };
  const fromCookie = signals.cookie && isInterfaceLanguage(signals.cookie) ? signals.cookie : undefined;
  const fromBrowser = (signals.browser ?? []).map(interfaceLanguageOfTag).find(Boolean);
  const language = fromCookie ?? fromBrowser ?? interfaceLanguageOfTag(signals.kit) ??
    DEFAULT_INTERFACE_LANGUAGE;
  return { language, chosenByQuery: false };
}
