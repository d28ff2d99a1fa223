/**
 * When the event is, seen from today: the copy says "tonight" only on the day, "this Saturday" only in the
 * coming days and "save the date" only for a date ahead. The date itself is written in the kit's language
 * (formatEventDate: "March 14, 2027", "14 mars 2027"), always whole, so the copy states the same date the
 * graphics show.
 */
import { dayDistance, RELATIVE_DAYS_MAX, weekdayOf } from "./days.ts";
import { formatEventDate } from "./written-dates.ts";
import { parseDateOnly } from "./calendar-dates.ts";

/** How the event's date relates to today. */
export type DateRelation =
  /** No date given. */
  | "none"
  /** A date, but no today to compare with: the copy only states the date. */
  | "unknown"
  | "past"
  | "today"
  | "tomorrow"
  /** 2 to THIS_WEEK_MAX_DAYS days ahead. */
  | "thisWeek"
  /** Up to MONTHS_AWAY_MIN_DAYS days ahead. */
  | "soon"
  /** MONTHS_AWAY_MIN_DAYS or more days ahead. */
  | "monthsAway";

/** The furthest day still said as "this Saturday" or "next Tuesday". */
export const THIS_WEEK_MAX_DAYS = RELATIVE_DAYS_MAX;
/** From this many days ahead, an event is "months away": time to save the date. */
export const MONTHS_AWAY_MIN_DAYS = 60;

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type WhenFromToday = {
  relation: DateRelation;
  /** Days from today to the event (negative when past); undefined without both dates. */
  days?: number;
  /** The date in the kit's language: "December 31, 2026", "31 décembre 2026". */
  date?: string;
  /** "Thursday". */
  weekday?: (typeof WEEKDAYS)[number];
  /** The weekday, Monday = 0. */
  weekdayIndex?: number;
  /** True when the event falls after the coming Sunday, so "next Tuesday" rather than "this Tuesday". */
  nextWeek?: boolean;
  year?: string;
};

function relationOf(days: number): DateRelation {
  if (days < 0) return "past";
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days <= THIS_WEEK_MAX_DAYS) return "thisWeek";
  return days < MONTHS_AWAY_MIN_DAYS ? "soon" : "monthsAway";
}

/**
 * When the event on `eventDate` is, seen from `today` (both YYYY-MM-DD), its date written as `language` (BCP 47)
 * writes it. Without a date it is "none"; without today it is "unknown" (the copy then only states the date).
 */
export function whenFromToday(
  eventDate: string | undefined,
  today: string | undefined,
  language = "en",
): WhenFromToday {
  if (!eventDate || !parseDateOnly(eventDate)) return { relation: "none" };
  const weekdayIndex = weekdayOf(eventDate)!;
  const base = {
    date: formatEventDate(eventDate, language),
    weekday: WEEKDAYS[weekdayIndex],
    weekdayIndex,
    year: eventDate.slice(0, 4),
  };
  const distance = dayDistance(eventDate, today);
  if (!distance) return { relation: "unknown", ...base };
  return { relation: relationOf(distance.days), days: distance.days, ...base, nextWeek: distance.nextWeek };
}
