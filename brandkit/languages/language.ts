/**
 * Which language a kit's copy is written in. A request may name one (BCP 47: "ja", "es", "pt-BR") or leave it to
 * "Auto": the script of the name and place first, then the visitor's browser language, then English. The offline
 * copywriter writes COPY_LANGUAGES; any other language gets English copy and a notice, never a mix.
 */
import { languageOfScript } from "./script.ts";
import { type CopyLanguage, knownLanguage, registeredLanguage } from "./registry.ts";

/**
 * The language a kit is written in, as a value: a tag whose primary subtag BrandKit writes, in lower case ("ja",
 * "pt-BR", "en-GB"). writtenLanguage() makes one from any tag, once, where a request is settled or a kit is read;
 * what comes after takes it as it is, and baseLanguage() gives its registered language without a fallback.
 */
export type WrittenLanguage = CopyLanguage | `${CopyLanguage}-${string}`;

/** The value of the form's "Auto" choice; absent means the same. */
export const AUTO_LANGUAGE = "auto";

/** A BCP 47 tag in its canonical case ("pt-br" -> "pt-BR"), or null when it is not one. */
export function canonicalTag(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.trim());
    return canonical ?? null;
  } catch {
    return null;
  }
}

/** "pt" of "pt-BR". */
export function primarySubtag(tag: string): string {
  return tag.split("-")[0].toLowerCase();
}

/** The copy language for a tag, or undefined when the offline copywriter does not write it. */
export function copyLanguageOf(tag: string): CopyLanguage | undefined {
  return registeredLanguage(primarySubtag(tag))?.tag;
}

/** The registered language of a written one: "pt" of "pt-BR". */
export function baseLanguage(language: WrittenLanguage): CopyLanguage {
  return language.split("-")[0] as CopyLanguage;
}

/** True for a language that reads right to left (the registry's, and a few BrandKit does not write). */
export function isRightToLeft(tag: string): boolean {
  return knownLanguage(primarySubtag(tag))?.direction === "rtl";
}

export function textDirection(tag: string): "rtl" | "ltr" {
  return isRightToLeft(tag) ? "rtl" : "ltr";
}

export type ResolvedLanguage = {
  /** The language the kit is for (BCP 47). */
  language: string;
  /** Where it came from. */
  source: "request" | "script" | "browser" | "default";
};

/**
 * The kit's language: the request's own tag; else the script of the name and place; else the first usable tag of
 * `browserLanguages` (the page visitor's Accept-Language, best first); else English.
 */
export function resolveLanguage(
  request: { language?: string; customEventName?: string; eventLocation?: string },
  browserLanguages: readonly string[] = [],
): ResolvedLanguage {
  if (request.language) return { language: request.language, source: "request" };
  const fromScript = languageOfScript(request.customEventName, request.eventLocation);
  if (fromScript) return { language: fromScript, source: "script" };
  for (const tag of browserLanguages) {
    const canonical = canonicalTag(tag);
    if (canonical && canonical !== "*") return { language: canonical, source: "browser" };
  }
  return { language: "en", source: "default" };
}

/** The notice a kit carries when its language is one the copywriter lacks: English copy instead. */
export function languageNotice(language: string): string | undefined {
  if (copyLanguageOf(language)) return undefined;
  const name = languageName(language);
  return `The copy is in English: BrandKit does not write ${name} yet.`;
}

/**
 * The one normaliser: the language a kit for `language` is written in. The tag itself ("pt-BR", "en-GB") when
 * BrandKit writes its language, else English (the kit then carries languageNotice); English for no tag. Every
 * word of a kit — the copy, the dates, the graphics' lines and the alt text — is in this one language, never a mix.
 */
export function writtenLanguage(language: string | undefined): WrittenLanguage {
  const registered = language ? copyLanguageOf(language) : undefined;
  if (!registered) return "en";
  // The primary subtag as the registry writes it ("JA-jp" is "ja-jp"); a canonical tag is kept as it is.
  return `${registered}${language!.slice(registered.length)}` as WrittenLanguage;
}

/** The language's English name ("Japanese" for "ja"), for prompts and messages; the tag when Intl has none. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
