/**
 * Event dates within reason (issue 35): from 1900-01-01 to ten years after today. Further on is a slip of the
 * keyboard (2206, 9999), not a plan, and a kit and its guests' answers are kept until after its event's day
 * (kept/kit-keeper.ts), so such a date would keep them for centuries.
 */
import { parseDateOnly } from "./calendar-dates.ts";

/** The earliest event date a kit may have. */
export const EARLIEST_EVENT_DATE = "1900-01-01";
/** How many years after today an event's date may be. */
export const MAX_YEARS_AHEAD = 10;

/** The latest event date on the UTC day of `nowMs`: the same day `MAX_YEARS_AHEAD` years on ("2036-11-28"). */
export function latestEventDate(nowMs: number): string {
  const today = new Date(nowMs);
  const latest = Date.UTC(today.getUTCFullYear() + MAX_YEARS_AHEAD, today.getUTCMonth(), today.getUTCDate());
  return new Date(latest).toISOString().slice(0, 10);
}

/**
 * Why `eventDate` (YYYY-MM-DD) is out of range on the day of `nowMs`, or undefined when it is within it, or is not
 * a date at all (the date's own form is checked apart).
 */
export function eventDateRangeProblem(eventDate: string, nowMs: number): string | undefined {
  const date = eventDate.trim();
  if (parseDateOnly(date) === null) return undefined;
  const latest = latestEventDate(nowMs);
  // Zero-padded calendar dates sort as text.
  if (date >= EARLIEST_EVENT_DATE && date <= latest) return undefined;
  return `eventDate must be from ${EARLIEST_EVENT_DATE} to ${latest} (at most ${MAX_YEARS_AHEAD} years from today)`;
}
