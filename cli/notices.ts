/**
 * What the CLI tells a person about a kit besides making it: the palette BrandKit chose when no colours were
 * given (generate's note; a batch records it in each kit.json rather than once a row), the kit's notices (English copy for a language
 * BrandKit does not write) and an event date that has already passed. Notes on stderr, never errors: the kit is
 * made and the exit code is 0.
 */
import { chosenPaletteNotice } from "../brandkit/mod.ts";
import {
  type GenerationRequest,
  hasDatePassed,
  languageNotice,
  localCalendarDate,
  resolveLanguage,
} from "../brandkit/web.ts";

/** "the event date 2024-03-14 has passed (today is 2026-11-24)". */
export function pastDateNotice(eventDate: string | undefined, nowMs: number): string | undefined {
  const today = localCalendarDate(nowMs);
  if (!eventDate || !hasDatePassed(eventDate, today)) return undefined;
  return `The event date ${eventDate} has passed (today is ${today}).`;
}

/**
 * The palette BrandKit chose, for a request built by buildRequest: it records a palette only when it chose one
 * (a `--palette` or a batch row's palette becomes colours, as before).
 */
export function paletteNotice(request: GenerationRequest): string | undefined {
  return request.palette === undefined
    ? undefined
    : chosenPaletteNotice({ name: request.palette, colors: request.colors });
}

/** The notes about a kit for `request`: its notices (the kit's own, or as the CLI's Auto decides), then the date. */
export function kitNotes(
  request: GenerationRequest,
  nowMs: number,
  notices: readonly string[] | undefined = noticesOf(request),
): string[] {
  const pastDate = pastDateNotice(request.eventDate, nowMs);
  return [...notices, ...(pastDate ? [pastDate] : [])];
}

/** The notices a kit for `request` gets from the CLI, where Auto has no browser to ask. */
function noticesOf(request: GenerationRequest): string[] {
  const notice = languageNotice(resolveLanguage(request).language);
  return notice ? [notice] : [];
}

/** Notes as stderr lines: "Note: ...", after `prefix` ("events.csv:3: ") when given. */
export function noteLines(notes: readonly string[], prefix = ""): string {
  return notes.map((note) => `${prefix}Note: ${note}\n`).join("");
}
