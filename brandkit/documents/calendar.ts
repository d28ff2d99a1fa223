/**
 * event.ics (RFC 5545): the event as a calendar entry that imports into common calendar apps — the selected name,
 * the place, the description and the event's link. With a start time it is a timed entry in the event's time
 * zone (TZID, with a VTIMEZONE giving the zone's offset on that day); without one it is all-day. Made only when
 * the request has a date.
 *
 * A kept kit's calendar (its event.ics and its subscription, calendar.ics: issue 38) has the kit's own UID
 * (kitCalendarUid), the same whatever the owner changes, and a SEQUENCE that rises with every change of the
 * event's name, date, time or place, so a calendar that has the entry updates it instead of adding another. The
 * subscription (eventSubscription) is the same entry, named for the calendar app (X-WR-CALNAME), asked for again
 * every 12 hours (REFRESH-INTERVAL, X-PUBLISHED-TTL), with a reminder the day before (VALARM).
 */
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { BrandKitError, ErrorCode } from "../errors.ts";
import type { BrandKit, GenerationRequest } from "../schemas.ts";
import { hashText } from "../seed.ts";
import { CRLF, escapeIcsText, foldIcsLine } from "./_ics-text.ts";

/** Who made the calendar (PRODID, RFC 5545 §3.7.3). */
export const ICS_PRODUCT_ID = "-//BrandKit//Event Brand Kit//EN";
/** The domain part of every UID, so ours never clash with another app's. */
export const ICS_UID_DOMAIN = "brandkit.invalid";
/** The message when the request has no date. */
export const ICS_NEEDS_DATE_MESSAGE = "The calendar file needs the event's date.";

/** What the calendar entry is made from: the kit's copy and the request's date, place and link. */
export type CalendarInput = {
  kit: Pick<BrandKit, "selectedName" | "description">;
  request: Partial<
    Pick<
      GenerationRequest,
      "eventDate" | "eventLocation" | "eventLink" | "eventTime" | "eventEndTime" | "timeZone"
    >
  >;
};

export type CalendarOptions = {
  /** The clock for DTSTAMP (when the file was made). @default () => new Date() */
  now?: () => Date;
  /**
   * The entry's UID: a kept kit's own (kitCalendarUid), the same however its event changes. @default one made
   * from the event's name, date and place (a kit that is not kept has no other identity)
   */
  uid?: string;
  /** SEQUENCE: how many times the event's name, date, time or place changed. @default none (0) */
  sequence?: number;
  /**
   * The calendar's METHOD: PUBLISH (a file to add), or REQUEST (iTIP: an update of an entry the guest has, sent
   * when the event moved). @default "PUBLISH"
   */
  method?: "PUBLISH" | "REQUEST";
  /**
   * Who sends a REQUEST, and to whom (RFC 5546 asks both of one): ORGANIZER, the address the mail comes from,
   * named for the event; ATTENDEE, the guest, their answer as PARTSTAT. @default none (a PUBLISH needs neither)
   */
  invitation?: {
    organizer: { name: string; email: string };
    attendee: { name: string; email: string; answer: "ACCEPTED" | "TENTATIVE" };
  };
};

/** A parameter value (a name) quoted, without the quotes and line breaks it may not hold (RFC 5545 3.2). */
function quotedParameter(value: string): string {
  return `"${value.replace(/["\r\n]+/g, " ").trim()}"`;
}

/** ORGANIZER and ATTENDEE of an invitation's entry. */
function invitationLines(invitation: NonNullable<CalendarOptions["invitation"]>): string[] {
  const { organizer, attendee } = invitation;
  return [
    `ORGANIZER;CN=${quotedParameter(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${
      quotedParameter(attendee.name)
    };ROLE=REQ-PARTICIPANT;PARTSTAT=${attendee.answer};RSVP=FALSE:mailto:${attendee.email}`,
  ];
}

/** A kept kit's calendar: its UID and SEQUENCE are given, never made from the event. */
export type SubscriptionOptions = Omit<CalendarOptions, "uid" | "sequence" | "method"> & {
  uid: string;
  sequence: number;
};

/** How often a subscribed calendar asks for the event again (RFC 7986 REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const SUBSCRIPTION_REFRESH = "PT12H";
/** When the subscription's reminder goes off: a day before the event starts. */
export const SUBSCRIPTION_ALARM_TRIGGER = "-P1D";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "20261231" of a calendar date. */
function icsDate(date: { year: number; month: number; day: number }): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;
}

/** The day after `date`, by the calendar (no time zone can shift it). */
function nextDay(date: CalendarDate): CalendarDate {
  const { year, month, day } = date;
  const tomorrow = `${pad(year, 4)}-${pad(month)}-${pad(day + 1)}`;
  if (parseDateOnly(tomorrow)) return { year, month, day: day + 1 };
  return month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
}

/** "20260621T093000Z" of an instant. */
function icsTimestamp(instant: Date): string {
  return `${
    icsDate({ year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() })
  }T` +
    `${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** A UID that stays the same for the same event, so importing the file again updates the entry. */
function uidOf(input: CalendarInput, date: string): string {
  const key = [input.kit.selectedName, date, input.request.eventLocation ?? ""].join("\u0000");
  return `${hashText(key).toString(16).padStart(8, "0")}-${date}@${ICS_UID_DOMAIN}`;
}

/** A kept kit's UID ("<kit id>@brandkit.invalid"): its event.ics and its subscription carry the same. */
export function kitCalendarUid(kitId: string): string {
  return `${kitId}@${ICS_UID_DOMAIN}`;
}

type CalendarDate = { year: number; month: number; day: number };

/** "20270520T080000" of a wall-clock date and "HH:MM" time. */
function icsLocal(date: CalendarDate, time: string): string {
  return `${icsDate(date)}T${time.replace(":", "")}00`;
}

/** The zone's offset from UTC at a wall-clock moment, in minutes ("America/Los_Angeles" in May: -420). */
export function zoneOffsetMinutes(zone: string, date: CalendarDate, time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  const guess = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(new Date(guess)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** "+0530", "-0700" of an offset in minutes. */
function icsOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** A VTIMEZONE with the zone's offset on the event's day: enough for every app to place the entry. */
function timeZoneLines(zone: string, date: CalendarDate, time: string): string[] {
  const offset = icsOffset(zoneOffsetMinutes(zone, date, time));
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${zone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** DTSTART and DTEND: all-day without a time; else the start and end (the next day when it ends before it starts). */
function whenLines(date: CalendarDate, request: CalendarInput["request"]): string[] {
  const { eventTime, eventEndTime, timeZone } = request;
  if (!eventTime) {
    return [`DTSTART;VALUE=DATE:${icsDate(date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(date))}`];
  }
  const zone = timeZone ? `;TZID=${timeZone}` : "";
  const lines = [`DTSTART${zone}:${icsLocal(date, eventTime)}`];
  if (eventEndTime) {
    const endDate = eventEndTime <= eventTime ? nextDay(date) : date;
    lines.push(`DTEND${zone}:${icsLocal(endDate, eventEndTime)}`);
  }
  return lines;
}

/** What one calendar adds to the entry: the subscription's lines beside the calendar's and the event's. */
type CalendarExtras = { calendar: string[]; event: string[] };

/** The calendar's lines around the one VEVENT; throws VALIDATION_ERROR when the request has no date. */
function calendarText(input: CalendarInput, options: CalendarOptions, extras?: CalendarExtras): string {
  const { eventDate, eventLocation, eventLink } = input.request;
  const date = eventDate ? parseDateOnly(eventDate) : null;
  if (!eventDate || !date) throw new BrandKitError(ErrorCode.VALIDATION_ERROR, ICS_NEEDS_DATE_MESSAGE);
  const now = (options.now ?? (() => new Date()))();
  const description = [input.kit.description.trim(), eventLink].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${ICS_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method ?? "PUBLISH"}`,
    ...extras?.calendar ?? [],
    ...(input.request.eventTime && input.request.timeZone
      ? timeZoneLines(input.request.timeZone, date, input.request.eventTime)
      : []),
    "BEGIN:VEVENT",
    `UID:${options.uid ?? uidOf(input, eventDate)}`,
    `DTSTAMP:${icsTimestamp(now)}`,
    ...(options.sequence !== undefined ? [`SEQUENCE:${options.sequence}`] : []),
    ...whenLines(date, input.request),
    `SUMMARY:${escapeIcsText(input.kit.selectedName)}`,
    ...(eventLocation ? [`LOCATION:${escapeIcsText(eventLocation)}`] : []),
    ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
    ...(eventLink ? [`URL:${eventLink}`] : []),
    "TRANSP:TRANSPARENT",
    ...options.invitation ? invitationLines(options.invitation) : [],
    ...extras?.event ?? [],
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/**
 * The event as an RFC 5545 calendar (event.ics): one VEVENT, all-day (DTSTART;VALUE=DATE and DTEND the next day)
 * without a time, SUMMARY the selected name, LOCATION the place, DESCRIPTION the description and the link, URL
 * the link; a kept kit's with its own UID and SEQUENCE (`options`). Throws BrandKitError VALIDATION_ERROR when
 * the request has no date.
 */
export function eventCalendar(input: CalendarInput, options: CalendarOptions = {}): string {
  return calendarText(input, options);
}

/**
 * A kept kit's event as a calendar to subscribe to (calendar.ics, issue 38): the entry of its event.ics (the same
 * UID and SEQUENCE), in a calendar named for the event (X-WR-CALNAME, and RFC 7986's NAME) that calendar apps ask
 * for again every 12 hours (REFRESH-INTERVAL, X-PUBLISHED-TTL), with a reminder the day before (a DISPLAY VALARM,
 * TRIGGER -P1D). Throws BrandKitError VALIDATION_ERROR when the request has no date.
 */
export function eventSubscription(input: CalendarInput, options: SubscriptionOptions): string {
  const name = escapeIcsText(input.kit.selectedName);
  return calendarText(input, options, {
    calendar: [
      `NAME:${name}`,
      `X-WR-CALNAME:${name}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${SUBSCRIPTION_REFRESH}`,
      `X-PUBLISHED-TTL:${SUBSCRIPTION_REFRESH}`,
    ],
    event: [
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${name}`,
      `TRIGGER:${SUBSCRIPTION_ALARM_TRIGGER}`,
      "END:VALARM",
    ],
  });
}
