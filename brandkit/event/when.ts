/**
 * When the event is, as its page says it (issue 28): the day in full and the time in the kit's language, in the
 * event's own zone, named ("Sunday, May 16, 2027 · 8:00 AM (America/Los_Angeles)"); and the instants it starts
 * and ends, for the page to say the same moment in the guest's own zone. A calendar date is formatted at noon UTC
 * in UTC, so the day never shifts with the server's zone.
 */
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { formatEventTimes } from "../dates/times.ts";
import { writtenLanguage } from "../languages/language.ts";
import { MS_PER_DAY } from "../time.ts";
import { eventStartInstant } from "./calendar-links.ts";

/** The request's facts of time. */
export type EventTimeFacts = {
  eventDate?: string;
  eventTime?: string;
  eventEndTime?: string;
  timeZone?: string;
};

/** When the event is, written out. */
export type EventWhen = {
  /** "Sunday, May 16, 2027". */
  day: string;
  /** "8:00 AM – 10:00 AM"; absent for an all-day event. */
  time?: string;
  /** The event's zone, when it has a time and a zone. */
  timeZone?: string;
  /** The whole line: "Sunday, May 16, 2027 · 8:00 AM (America/Los_Angeles)". */
  text: string;
  /** For `<time dateTime>`: "2027-05-16" or "2027-05-16T08:00". */
  dateTime: string;
  /** ISO 8601 instants (UTC), when it has a time and a zone. */
  startsAt?: string;
  endsAt?: string;
};

/** The separator between the day and the time. */
export const WHEN_SEPARATOR = " · ";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "2027-05-16" as the language writes a day in full ("Sunday, May 16, 2027", "2027年5月16日日曜日"). */
export function formatFullDay(isoDate: string, language: string): string {
  const date = parseDateOnly(isoDate);
  if (!date) throw new RangeError(`'${isoDate}' is not a date in YYYY-MM-DD form`);
  let formatter = dayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" });
    dayFormatters.set(language, formatter);
  }
  const instant = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  instant.setUTCFullYear(date.year);
  return formatter.format(instant);
}

/** The end instant: the end time on the day, or on the next when it is not after the start. */
function endInstant(facts: EventTimeFacts & { eventDate: string }, startsAt: string): string | undefined {
  if (!facts.eventEndTime) return undefined;
  const end = eventStartInstant({ ...facts, eventTime: facts.eventEndTime });
  if (!end) return undefined;
  const endMs = Date.parse(end);
  return new Date(endMs <= Date.parse(startsAt) ? endMs + MS_PER_DAY : endMs).toISOString();
}

/** When the event is, in `language` (a kit's language, BCP 47); undefined without a date. */
export function eventWhen(facts: EventTimeFacts, language: string): EventWhen | undefined {
  const { eventDate } = facts;
  if (!eventDate || !parseDateOnly(eventDate)) return undefined;
  const lang = writtenLanguage(language);
  const day = formatFullDay(eventDate, lang);
  if (!facts.eventTime) return { day, text: day, dateTime: eventDate };
  const time = formatEventTimes(facts.eventTime, facts.eventEndTime, lang);
  const zone = facts.timeZone ? ` (${facts.timeZone})` : "";
  const startsAt = eventStartInstant({ ...facts, eventDate });
  const endsAt = startsAt ? endInstant({ ...facts, eventDate }, startsAt) : undefined;
  return {
    day,
    time,
    ...facts.timeZone ? { timeZone: facts.timeZone } : {},
    text: `${day}${WHEN_SEPARATOR}${time}${zone}`,
    dateTime: `${eventDate}T${facts.eventTime}`,
    ...startsAt ? { startsAt } : {},
    ...endsAt ? { endsAt } : {},
  };
}
