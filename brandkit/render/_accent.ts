/**
 * The small italic line above the event name. It never claims a time it cannot know ("tonight only" on a poster
 * for an event months away): the mood's lines are timeless, and the event's own date adds lines that are true of
 * it (its weekday, the holiday it falls on).
 */
import { parseDateOnly } from "../dates.ts";
import type { Mood } from "../moods.ts";

/** Timeless accents, by mood. */
const MOOD_ACCENTS: Readonly<Record<Mood | "none", readonly string[]>> = {
  elegant: ["an evening of", "you are invited to", "the pleasure of your company at"],
  retro: ["get down at", "back by popular demand", "tune in to"],
  neon: ["after dark", "lights up for", "one night only"],
  rustic: ["gather round for", "come together at", "pull up a chair for"],
  tropical: ["escape to", "sun's out for", "island time at"],
  minimal: ["introducing", "presenting", "welcome to"],
  playful: ["let's play at", "come and play at", "join the fun at"],
  corporate: ["join us at", "be part of", "presenting"],
  festive: ["celebrate with us at", "let's celebrate", "you're invited to"],
  spooky: ["if you dare", "enter", "beware of"],
  bold: ["get ready for", "don't miss", "make some noise at"],
  none: ["join us for", "get ready for", "you're invited to"],
};

/** Accents for a date that is a holiday, "MM-DD". */
const HOLIDAY_ACCENTS: Readonly<Record<string, string>> = {
  "12-31": "ring in the new year at",
  "10-31": "a halloween night of",
  "02-14": "a valentine's date at",
  "12-24": "a christmas eve at",
  "03-17": "a st. patrick's day at",
};

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** Moods whose events are evening affairs: their weekday accent says "night". */
const NIGHT_MOODS: ReadonlySet<Mood> = new Set(["neon", "spooky", "retro", "bold", "elegant"]);

/** The weekday of a calendar date (0 = Sunday), by the proleptic Gregorian calendar, no time zone involved. */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The accents true of an event on `eventDate` ("YYYY-MM-DD"); none without a date. */
export function dateAccents(eventDate: string | undefined, mood: Mood | null): string[] {
  const date = eventDate ? parseDateOnly(eventDate) : null;
  if (!date) return [];
  const key = `${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  const weekday = WEEKDAYS[weekdayOf(date.year, date.month, date.day)];
  const time = mood && NIGHT_MOODS.has(mood) ? "night" : "";
  const accents = [time ? `${weekday} ${time} at` : `this ${weekday}, join us for`];
  if (HOLIDAY_ACCENTS[key]) accents.unshift(HOLIDAY_ACCENTS[key]);
  return accents;
}

/** The accent of a graphic: a holiday line when the date is one, else the seed picks among the true lines. */
export function chooseAccent(mood: Mood | null, eventDate: string | undefined, seed: number): string {
  const fromDate = dateAccents(eventDate, mood);
  const holiday = fromDate.length > 1 ? fromDate[0] : undefined;
  if (holiday && seed % 2 === 0) return holiday;
  const options = [...MOOD_ACCENTS[mood ?? "none"], ...fromDate.slice(holiday ? 1 : 0)];
  return options[seed % options.length];
}
