/**
 * When the event is, seen from today: the copy says "tonight" only on the day, "this Saturday" only in the
 * coming days and "save the date" only for a date ahead. Calendar arithmetic is done by hand on day numbers
 * (never `Date`), so the answer is the same in every time zone for the same two calendar dates.
 */
import { type CalendarDate, formatLongUsDate, parseDateOnly } from "../../dates.ts";

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
export const THIS_WEEK_MAX_DAYS = 6;
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

export type EventWhen = {
  relation: DateRelation;
  /** Days from today to the event (negative when past); undefined without both dates. */
  days?: number;
  /** "December 31, 2026". */
  date?: string;
  /** "December 31", for dates this year. */
  dateThisYear?: string;
  /** "Thursday". */
  weekday?: (typeof WEEKDAYS)[number];
  /** True when the event falls after the coming Sunday, so "next Tuesday" rather than "this Tuesday". */
  nextWeek?: boolean;
  year?: string;
};

/** Days since 1970-01-01 of a calendar date (Howard Hinnant's days_from_civil). */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Monday = 0 ... Sunday = 6 (1970-01-01 was a Thursday). */
function weekdayIndex(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

function relationOf(days: number): DateRelation {
  if (days < 0) return "past";
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days <= THIS_WEEK_MAX_DAYS) return "thisWeek";
  return days < MONTHS_AWAY_MIN_DAYS ? "soon" : "monthsAway";
}

/**
 * When the event on `eventDate` is, seen from `today` (both YYYY-MM-DD). Without a date it is "none"; without
 * today it is "unknown" (the copy then only states the date).
 */
export function eventWhen(eventDate: string | undefined, today: string | undefined): EventWhen {
  const event = eventDate ? parseDateOnly(eventDate) : null;
  if (!event || !eventDate) return { relation: "none" };
  const eventDay = dayNumber(event);
  const base = {
    date: formatLongUsDate(eventDate),
    weekday: WEEKDAYS[weekdayIndex(eventDay)],
    year: eventDate.slice(0, 4),
  };
  const now = today ? parseDateOnly(today) : null;
  if (!now) return { relation: "unknown", ...base };
  const todayDay = dayNumber(now);
  const days = eventDay - todayDay;
  const daysToSunday = 6 - weekdayIndex(todayDay);
  return {
    relation: relationOf(days),
    days,
    ...base,
    dateThisYear: now.year === event.year ? base.date.replace(/, \d+$/, "") : undefined,
    nextWeek: days > daysToSunday,
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in the local time zone of this process. */
export function localCalendarDate(epochMs: number): string {
  const instant = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(instant.getFullYear()).padStart(4, "0")}-${pad(instant.getMonth() + 1)}-${
    pad(instant.getDate())
  }`;
}
