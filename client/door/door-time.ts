/**
 * Times at the door (issue 39): when a guest was checked in, as the phone's clock shows it ("19:02", "7:02 PM"),
 * in the interface's language, 24 or 12 hours as Intl decides for it. Pure.
 */

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** `iso` as a time of day in `language` (and `timeZone`, the phone's by default). */
export function formatDoorTime(iso: string, language: string, timeZone?: string): string {
  const key = `${language}|${timeZone ?? ""}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone });
    FORMATS.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/** `names` as one list in `language` ("Tobi and Ada", "Tobi und Ada"). */
export function formatNames(names: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(names);
}
