/**
 * "Add to calendar" on the event page (issue 28): Google Calendar's and Outlook's web links for the event, made
 * from the same facts as the kit's event.ics (documents/calendar.ts). With a start time the entry is timed in the
 * event's own zone (Google's `ctz`; Outlook's times carry the zone's offset on that day); without a time it is
 * all-day. A time without a zone is left floating: each calendar reads it in its owner's zone, as the .ics does.
 */
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { zoneOffsetMinutes } from "../documents/calendar.ts";
import { MS_PER_MINUTE } from "../time.ts";

/** Google Calendar's "create event" page. */
export const GOOGLE_CALENDAR_URL = "https://calendar.google.com/calendar/render";
/** Outlook on the web's "new event" page (personal accounts; work accounts are sent on from it). */
export const OUTLOOK_CALENDAR_URL = "https://outlook.live.com/calendar/0/action/compose";
/**
 * The length the web calendars are given for an event with a start and no end: both need an end, and an hour
 * reads as "about then" rather than inventing a party's length. The .ics gives no end (RFC 5545 allows it).
 */
export const DEFAULT_DURATION_MINUTES = 60;

/** What a calendar entry is made of. */
export type CalendarEvent = {
  title: string;
  /** "YYYY-MM-DD". */
  eventDate: string;
  /** "HH:MM", 24 h, wall clock in `timeZone`. */
  eventTime?: string;
  /** "HH:MM"; at or before the start means the next day. */
  eventEndTime?: string;
  /** IANA zone; absent leaves a timed entry floating. */
  timeZone?: string;
  location?: string;
  /** The description, then the organiser's link on its own line. */
  description?: string;
  link?: string;
};

type Day = { year: number; month: number; day: number };
/** A wall-clock moment: what the event's zone's clocks read. */
type WallClock = Day & { hours: number; minutes: number };

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function dayOf(date: string): Day {
  const day = parseDateOnly(date);
  if (!day) throw new RangeError(`'${date}' is not a date in YYYY-MM-DD form`);
  return day;
}

/** The calendar moment `minutes` after `wall` (days and months roll over by the calendar, not by any zone). */
function later(wall: WallClock, minutes: number): WallClock {
  const moved = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes + minutes));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
    hours: moved.getUTCHours(),
    minutes: moved.getUTCMinutes(),
  };
}

function wallAt(day: Day, time: string): WallClock {
  const [hours, minutes] = time.split(":").map(Number);
  return { ...day, hours, minutes };
}

/** The start and end as wall clocks; the end is the next day when it is not after the start. */
function timedSpan(event: CalendarEvent & { eventTime: string }): { start: WallClock; end: WallClock } {
  const start = wallAt(dayOf(event.eventDate), event.eventTime);
  if (!event.eventEndTime) return { start, end: later(start, DEFAULT_DURATION_MINUTES) };
  const sameDay = wallAt(dayOf(event.eventDate), event.eventEndTime);
  return { start, end: event.eventEndTime > event.eventTime ? sameDay : later(sameDay, 24 * 60) };
}

const compactDay = (day: Day) => `${pad(day.year, 4)}${pad(day.month)}${pad(day.day)}`;
const compactWall = (wall: WallClock) => `${compactDay(wall)}T${pad(wall.hours)}${pad(wall.minutes)}00`;
const isoDay = (day: Day) => `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;

/** "+05:30", "-07:00" of an offset in minutes. */
function isoOffset(minutes: number): string {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** "2027-05-16T08:00:00-07:00" in `zone`, or floating ("2027-05-16T08:00:00") without one. */
function isoWall(wall: WallClock, zone: string | undefined): string {
  const time = `${isoDay(wall)}T${pad(wall.hours)}:${pad(wall.minutes)}:00`;
  if (!zone) return time;
  return `${time}${isoOffset(zoneOffsetMinutes(zone, wall, `${pad(wall.hours)}:${pad(wall.minutes)}`))}`;
}

/** The description with the organiser's link after it, as the .ics writes it. */
function detailsOf(event: CalendarEvent): string {
  return [event.description?.trim(), event.link].filter(Boolean).join("\n\n");
}

/** Sets the query's parameters that have a value, in order. */
function withQuery(base: string, params: ReadonlyArray<[string, string | undefined]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of params) if (value) query.set(key, value);
  return `${base}?${query}`;
}

/**
 * Google Calendar's link: `dates` as wall clocks with `ctz` the event's zone ("20270516T080000/20270516T090000"),
 * or whole days ("20270516/20270517") without a time.
 */
export function googleCalendarUrl(event: CalendarEvent): string {
  let dates: string;
  if (event.eventTime) {
    const { start, end } = timedSpan({ ...event, eventTime: event.eventTime });
    dates = `${compactWall(start)}/${compactWall(end)}`;
  } else {
    const day = dayOf(event.eventDate);
    dates = `${compactDay(day)}/${compactDay(later({ ...day, hours: 0, minutes: 0 }, 24 * 60))}`;
  }
  return withQuery(GOOGLE_CALENDAR_URL, [
    ["action", "TEMPLATE"],
    ["text", event.title],
    ["dates", dates],
    ["ctz", event.eventTime ? event.timeZone : undefined],
    ["details", detailsOf(event)],
    ["location", event.location],
  ]);
}

/**
 * Outlook's link: `startdt` and `enddt` with the zone's offset on the day ("2027-05-16T08:00:00-07:00"), or whole
 * days with `allday=true` without a time.
 */
export function outlookCalendarUrl(event: CalendarEvent): string {
  let span: { startdt: string; enddt: string; allday: string };
  if (event.eventTime) {
    const { start, end } = timedSpan({ ...event, eventTime: event.eventTime });
    span = { startdt: isoWall(start, event.timeZone), enddt: isoWall(end, event.timeZone), allday: "false" };
  } else {
    const day = dayOf(event.eventDate);
    span = {
      startdt: isoDay(day),
      enddt: isoDay(later({ ...day, hours: 0, minutes: 0 }, 24 * 60)),
      allday: "true",
    };
  }
  return withQuery(OUTLOOK_CALENDAR_URL, [
    ["path", "/calendar/action/compose"],
    ["rru", "addevent"],
    ["subject", event.title],
    ["startdt", span.startdt],
    ["enddt", span.enddt],
    ["allday", span.allday],
    ["body", detailsOf(event)],
    ["location", event.location],
  ]);
}

/**
 * The event's start and end as schema.org's Event has them (ISO 8601): with a time, the wall clock with the
 * zone's offset on that day ("2027-05-16T08:00:00-07:00"), floating without a zone; without a time, the day alone
 * ("2027-05-16"), an all-day event ending the same day. A timed event without an end time has no end: none is
 * invented (the web calendars' hour is theirs).
 */
export function eventIsoDates(
  event: Pick<CalendarEvent, "eventDate" | "eventTime" | "eventEndTime" | "timeZone">,
): { startDate: string; endDate?: string } {
  if (!event.eventTime) {
    const day = isoDay(dayOf(event.eventDate));
    return { startDate: day, endDate: day };
  }
  const { start, end } = timedSpan({ ...event, title: "", eventTime: event.eventTime });
  return {
    startDate: isoWall(start, event.timeZone),
    ...event.eventEndTime ? { endDate: isoWall(end, event.timeZone) } : {},
  };
}

/**
 * The instant the event starts (ISO 8601, UTC), when it has a time and a zone: what the page turns into the
 * guest's own time. Undefined for an all-day or floating event.
 */
export function eventStartInstant(
  event: Pick<CalendarEvent, "eventDate" | "eventTime" | "timeZone">,
): string | undefined {
  if (!event.eventTime || !event.timeZone) return undefined;
  const wall = wallAt(dayOf(event.eventDate), event.eventTime);
  const offset = zoneOffsetMinutes(event.timeZone, wall, event.eventTime);
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hours, wall.minutes) -
    offset * MS_PER_MINUTE;
  return new Date(utc).toISOString();
}
