/**
 * The small italic line above the event name, in the brief's language (languages/phrases). A poster outlives its
 * week, so it never claims a time it cannot know: the mood's lines are timeless, and the event's own date adds a
 * line true of it whenever it is read (its weekday, the holiday it falls on). Only a brief that knows today may
 * say "tonight", "tomorrow" or "this Saturday", and only 0-6 days ahead; a past event gets a line looking back.
 */
import { parseDateOnly } from "../dates.ts";
import { dayDistance, RELATIVE_DAYS_MAX, weekdayOf } from "../languages/days.ts";
import { bankFor, byMood, type GraphicsPhrases } from "../languages/phrases/mod.ts";
import type { Mood } from "../moods.ts";
import { dayPartOf } from "../languages/times.ts";

/** Moods whose events are evening affairs: their weekday line says "night", their day is "tonight". */
const NIGHT_MOODS: ReadonlySet<Mood> = new Set(["neon", "spooky", "retro", "bold", "elegant"]);

export type AccentOptions = {
  /** The brief's language (BCP 47); one without lines of its own gets English ones. @default "en" */
  language?: string;
  /** Today as the visitor sees it (YYYY-MM-DD); without it no line is relative to today. */
  today?: string;
  /** The start time ("HH:MM"): with it, "night" lines only for an event that starts in the evening or later. */
  time?: string;
};

/** Whether the event's day lines say "night": by its time when known, else by its mood. */
function isNight(mood: Mood | null, time: string | undefined): boolean {
  const part = time ? dayPartOf(time) : null;
  if (part) return part === "evening" || part === "night";
  return mood !== null && NIGHT_MOODS.has(mood);
}

/** The line naming the event's day: relative to today 0-6 days ahead (when today is known), else its weekday. */
function dayLine(graphics: GraphicsPhrases, eventDate: string, night: boolean, today?: string): string {
  const weekday = weekdayOf(eventDate)!;
  const distance = dayDistance(eventDate, today);
  const relative = graphics.relative;
  if (distance && distance.days >= 0 && distance.days <= RELATIVE_DAYS_MAX) {
    if (distance.days === 0) return night ? relative.tonight : relative.today;
    if (distance.days === 1) return night ? relative.tomorrowNight : relative.tomorrow;
    return (distance.nextWeek ? relative.nextWeek : relative.thisWeek)[weekday];
  }
  return (night ? graphics.weekdayNights : graphics.weekdayDays)[weekday];
}

/** The accents true of an event on `eventDate` ("YYYY-MM-DD"): its holiday first, if any, then its day. */
export function dateAccents(
  eventDate: string | undefined,
  mood: Mood | null,
  options: AccentOptions = {},
): string[] {
  const date = eventDate ? parseDateOnly(eventDate) : null;
  if (!date || !eventDate) return [];
  const graphics = bankFor(options.language).graphics;
  const key = `${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  const night = isNight(mood, options.time);
  const accents = [dayLine(graphics, eventDate, night, options.today)];
  const holiday = graphics.holidays[key];
  if (holiday) accents.unshift(holiday);
  return accents;
}

/**
 * The accent of a graphic: for a past event a line looking back; else a holiday line when the date is one (on
 * even seeds), else the seed picks among the mood's lines and the event's day.
 */
export function chooseAccent(
  mood: Mood | null,
  eventDate: string | undefined,
  seed: number,
  options: AccentOptions = {},
): string {
  const graphics = bankFor(options.language).graphics;
  const distance = dayDistance(eventDate, options.today);
  if (distance && distance.days < 0) return graphics.past[seed % graphics.past.length];
  const fromDate = dateAccents(eventDate, mood, options);
  const holiday = fromDate.length > 1 ? fromDate[0] : undefined;
  if (holiday && seed % 2 === 0) return holiday;
  // The lines of the night moods are evening lines ("a night of", "after dark"): not for a morning run.
  const daytime = options.time !== undefined && !isNight(null, options.time);
  const moodLines = daytime && mood !== null && NIGHT_MOODS.has(mood)
    ? undefined
    : byMood(graphics.accents, mood);
  const lines = [
    ...(moodLines ?? graphics.accents.none),
    ...fromDate.slice(holiday ? 1 : 0),
  ];
  return lines[seed % lines.length];
}
