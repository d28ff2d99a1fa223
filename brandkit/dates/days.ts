/**
 * How far an event's calendar date is from today's, for the words every language uses about it: "tonight",
 * "tomorrow" and "this Saturday" are only true 0-6 days ahead. Arithmetic is done on day numbers (never `Date`),
 * so the answer is the same in every time zone for the same two calendar dates.
 */
import { type CalendarDate, parseDateOnly } from "./calendar-dates.ts";

/** The furthest day still said relative to today ("this Saturday", "next Tuesday"). */
export const RELATIVE_DAYS_MAX = 6;

/** Days since 1970-01-01 of a calendar date (Howard Hinnant's days_from_civil). */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Monday = 0 ... Sunday = 6 of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/** Monday = 0 ... Sunday = 6 of a YYYY-MM-DD date, or undefined when it is not one. */
export function weekdayOf(isoDate: string): number | undefined {
  const date = parseDateOnly(isoDate);
  return date ? weekdayOfDay(dayNumber(date)) : undefined;
}

export type DayDistance = {
  /** Days from today to the event; negative when it is past. */
  days: number;
  /** The event's weekday, Monday = 0. */
  weekday: number;
  /** True when the event falls after the coming Sunday: "next Tuesday" rather than "this Tuesday". */
  nextWeek: boolean;
};

/** How the event on `eventDate` stands to `today` (both YYYY-MM-DD); undefined unless both are dates. */
export function dayDistance(
  eventDate: string | undefined,
  today: string | undefined,
): DayDistance | undefined {
  const event = eventDate ? parseDateOnly(eventDate) : null;
  const now = today ? parseDateOnly(today) : null;
  if (!event || !now) return undefined;
  const [eventDay, todayDay] = [dayNumber(event), dayNumber(now)];
  const days = eventDay - todayDay;
  return { days, weekday: weekdayOfDay(eventDay), nextWeek: days > 6 - weekdayOfDay(todayDay) };
}
