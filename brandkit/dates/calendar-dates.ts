/**
 * Event dates are calendar dates (YYYY-MM-DD), not instants. They are parsed and formatted by hand, never
 * through `Date`, so "2026-12-31" reads "December 31, 2026" in every time zone.
 */

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDate = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parses "YYYY-MM-DD" into a real calendar date, or null ("2026-02-30" is null). */
export function parseDateOnly(text: string): CalendarDate | null {
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Formats "2026-12-31" as "December 31, 2026" (long US format); throws on a string that is not a date. */
export function formatLongUsDate(text: string): string {
  const date = parseDateOnly(text);
  if (!date) throw new RangeError(`'${text}' is not a date in YYYY-MM-DD form`);
  return `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** The calendar date ("YYYY-MM-DD") of `epochMs` in this runtime's time zone: today as the person here sees it. */
export function localCalendarDate(epochMs: number): string {
  const instant = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${String(instant.getFullYear()).padStart(4, "0")}-${pad(instant.getMonth() + 1)}-${
    pad(instant.getDate())
  }`;
}

/** True when `eventDate` (YYYY-MM-DD) is before `today` (YYYY-MM-DD); false when either is not a date. */
export function hasDatePassed(eventDate: string, today: string): boolean {
  if (!parseDateOnly(eventDate) || !parseDateOnly(today)) return false;
  // Zero-padded calendar dates sort as text.
  return eventDate < today;
}

/**
 * The instant a day dated `eventDate` ("YYYY-MM-DD") is over everywhere: the next day's end at UTC-12 (the last
 * zone to leave it). 0 for no date or one that is not a date. A kit lives past it (kit-keeper.ts), and its RSVP
 * closes at it (rsvp/).
 */
export function eventOverMs(eventDate: string | undefined): number {
  const date = eventDate ? parseDateOnly(eventDate) : null;
  return date ? Date.UTC(date.year, date.month - 1, date.day + 1, 12) : 0;
}
