/**
 * Alt text for the kit's graphics: what each one shows, for people who cannot see it ("Poster for Neon Nights:
 * December 31, 2026, Austin, TX"), in the kit's language ("Neon Nightsのポスター：2026年12月31日、東京"). One
 * wording for the page's images, the ZIP's kit.json, the CLI's kit.json and the SVGs' titles; the words of each
 * language are data (languages/alt-text-words/). Browser-safe: no Deno, no Node.
 */
import { IMAGE_KINDS, type ImageKind } from "../constants.ts";
import { parseDateOnly } from "../dates/calendar-dates.ts";
import type { CanvasKind } from "../formats/formats.ts";
import { formatEventDate } from "../dates/written-dates.ts";
import { altTextWords } from "../languages/alt-text-words/mod.ts";
import { baseLanguage, writtenLanguage } from "../languages/language.ts";

/** The request's details a graphic spells out beside the name. */
export type AltTextDetails = {
  /** "YYYY-MM-DD"; said in the language's long form. Left out when empty or not a date. */
  eventDate?: string;
  /** Left out when empty. */
  eventLocation?: string;
  /** The kit's language (BCP 47); one BrandKit does not write gets English. @default "en" */
  language?: string;
};

/**
 * "Poster for Neon Nights: December 31, 2026, Austin, TX"; just "Poster for Neon Nights" without details. The
 * extra canvases read the same way ("Story for Neon Nights: ...").
 */
export function graphicAltText(kind: CanvasKind, name: string, details: AltTextDetails = {}): string {
  const language = writtenLanguage(details.language);
  const words = altTextWords(baseLanguage(language));
  const date = details.eventDate && parseDateOnly(details.eventDate)
    ? formatEventDate(details.eventDate, language)
    : "";
  const facts = [date, details.eventLocation?.trim() ?? ""].filter(Boolean).join(words.list);
  // Functions, so a "$&" in a name is not read as a replacement pattern.
  const subject = words.subject.replace("{title}", () => words.titles[kind]).replace(
    "{name}",
    () => name.trim(),
  );
  return facts ? `${subject}${words.separator}${facts}` : subject;
}

/** The alt text of each graphic of the kit named `name`, keyed like the kit's `images`. */
export function graphicAltTexts(name: string, details: AltTextDetails = {}): Record<ImageKind, string> {
  return Object.fromEntries(
    IMAGE_KINDS.map((kind) => [kind, graphicAltText(kind, name, details)]),
  ) as Record<ImageKind, string>;
}
