/**
 * Event times (issue 26) written the way the kit's language writes them: "8:00 AM" in English, "20 h 30" in
 * French, "20:00 Uhr" in German, "오후 8:00" in Korean, "शाम 8:00" in Hindi; Intl.DateTimeFormat for the rest. A time is a wall-clock
 * "HH:MM" (24 h) in the event's own time zone, so it is formatted as it is, never shifted by a zone.
 */
import { primarySubtag } from "../languages/language.ts";

/** "HH:MM", 24 h: "08:00", "20:30", "23:59". */
export const EVENT_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Hours and minutes of an "HH:MM" time, or null when it is not one. */
export function parseEventTime(time: string): { hours: number; minutes: number } | null {
  const match = EVENT_TIME_PATTERN.exec(time);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/**
 * Hindi's time with the part of the day in Hindi ("शाम 7:00"): Intl's default writes the Latin "pm", an English
 * word in a Hindi kit.
 */
const HINDI_TIME = new Intl.DateTimeFormat("hi", {
  hour: "numeric",
  minute: "2-digit",
  dayPeriod: "short",
  timeZone: "UTC",
});

/** Languages whose own way Intl does not give: French "20 h 30", German "20:00 Uhr", Hindi "शाम 8:30". */
const OWN_WAYS: Readonly<Record<string, (hours: number, minutes: number) => string>> = {
  fr: (hours, minutes) => minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, "0")}`,
  de: (hours, minutes) => `${hours}:${String(minutes).padStart(2, "0")} Uhr`,
  hi: (hours, minutes) => HINDI_TIME.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))),
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string): Intl.DateTimeFormat {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    formatters.set(language, formatter);
  }
  return formatter;
}

/** "08:00" in `language`'s way ("8:00 AM", "8 h", "8:00 Uhr"); throws RangeError on a string that is not a time. */
export function formatEventTime(time: string, language: string): string {
  const parsed = parseEventTime(time);
  if (!parsed) throw new RangeError(`'${time}' is not a time in HH:MM form`);
  const own = OWN_WAYS[primarySubtag(language)];
  if (own) return own(parsed.hours, parsed.minutes);
  return formatterOf(language).format(new Date(Date.UTC(2000, 0, 1, parsed.hours, parsed.minutes)));
}

/** The start, or the start and the end ("8:00 AM – 10:30 AM"), in `language`'s way. */
export function formatEventTimes(time: string, endTime: string | undefined, language: string): string {
  const start = formatEventTime(time, language);
  return endTime ? `${start} – ${formatEventTime(endTime, language)}` : start;
}

/** The part of the day an "HH:MM" time falls in: before noon, before 17:00, before 21:00, or later. */
export type DayPart = "morning" | "afternoon" | "evening" | "night";

export function dayPartOf(time: string): DayPart | null {
  const parsed = parseEventTime(time);
  if (!parsed) return null;
  if (parsed.hours >= 5 && parsed.hours < 12) return "morning";
  if (parsed.hours >= 12 && parsed.hours < 17) return "afternoon";
  if (parsed.hours >= 17 && parsed.hours < 21) return "evening";
  return "night";
}

/** True for an IANA time zone this runtime knows ("America/Los_Angeles", "Europe/Lisbon", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
