/**
 * Alt text for the kit's graphics: what each one shows, for people who cannot see it ("Poster for Neon Nights:
 * December 31, 2026, Austin, TX"). One wording for the page's images, the ZIP's kit.json and the CLI's
 * kit.json. Browser-safe: no Deno, no Node.
 */
import { IMAGE_KINDS, IMAGE_TITLES, type ImageKind } from "./constants.ts";
import { formatLongUsDate, parseDateOnly } from "./dates.ts";
import { CANVAS_TITLES, type CanvasKind, isImageKind } from "./formats.ts";

/** The request's details a graphic spells out beside the name. */
export type AltTextDetails = {
  /** "YYYY-MM-DD"; said in long US form. Left out when empty or not a date. */
  eventDate?: string;
  /** Left out when empty. */
  eventLocation?: string;
};

/**
 * "Poster for Neon Nights: December 31, 2026, Austin, TX"; just "Poster for Neon Nights" without details. The
 * extra canvases read the same way ("Story for Neon Nights: ...").
 */
export function graphicAltText(kind: CanvasKind, name: string, details: AltTextDetails = {}): string {
  const date = details.eventDate && parseDateOnly(details.eventDate)
    ? formatLongUsDate(details.eventDate)
    : "";
  const facts = [date, details.eventLocation?.trim() ?? ""].filter(Boolean).join(", ");
  const title = isImageKind(kind) ? IMAGE_TITLES[kind] : CANVAS_TITLES[kind];
  const subject = `${title} for ${name.trim()}`;
  return facts ? `${subject}: ${facts}` : subject;
}

/** The alt text of each graphic of the kit named `name`, keyed like the kit's `images`. */
export function graphicAltTexts(name: string, details: AltTextDetails = {}): Record<ImageKind, string> {
  return Object.fromEntries(
    IMAGE_KINDS.map((kind) => [kind, graphicAltText(kind, name, details)]),
  ) as Record<ImageKind, string>;
}
