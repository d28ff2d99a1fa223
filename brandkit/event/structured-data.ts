/**
 * The event page's structured data (issue 38): the event as a schema.org `Event`, which the page's head carries
 * as JSON-LD, so a search engine or a chat app that reads it knows what, when and where. Its dates carry the
 * event's zone's offset on the day (eventIsoDates, as the Outlook link's do); its words are the kit's own. Pure:
 * the caller gives every URL absolute, and escapes the JSON for the page (routes/html-document.ts).
 */
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { eventIsoDates } from "./calendar-links.ts";
import type { EventTimeFacts } from "./when.ts";

export const SCHEMA_ORG = "https://schema.org";
/** An event the organiser has not cancelled, moved online or postponed: every kept kit's. */
export const EVENT_SCHEDULED = "https://schema.org/EventScheduled";
/** An event people come to in person: every kit's has a place, or none at all. */
export const OFFLINE_ATTENDANCE = "https://schema.org/OfflineEventAttendanceMode";

/** What the event's structured data is made from. */
export type EventStructuredDataInput = {
  /** The selected name. */
  name: string;
  description: string;
  /** The event's date, time, end time and zone. */
  when: EventTimeFacts;
  /** The event's place, as the organiser wrote it. */
  place?: string;
  /** The poster's absolute URL. */
  image?: string;
  /** The event page's absolute URL. */
  url: string;
  /** The language the event's own words are written in (BCP 47). */
  language?: string;
};

/** A schema.org Place: the event's place as written, both its name and its address. */
export type PlaceData = { "@type": "Place"; name: string; address: string };

/** The schema.org Event of the page. */
export type EventStructuredData = {
  "@context": typeof SCHEMA_ORG;
  "@type": "Event";
  name: string;
  description?: string;
  startDate?: string;
  endDate?: string;
  eventStatus: typeof EVENT_SCHEDULED;
  eventAttendanceMode: typeof OFFLINE_ATTENDANCE;
  location?: PlaceData;
  image?: string;
  url: string;
  inLanguage?: string;
};

/**
 * The event as schema.org's `Event`: its name and description, its start and end in its own zone (the day alone
 * without a time; none without a date), scheduled and in person, its place (name and address: the place as
 * written, which is all BrandKit knows of it), the poster and the page.
 */
export function eventStructuredData(input: EventStructuredDataInput): EventStructuredData {
  const { eventDate } = input.when;
  const dates = eventDate && parseDateOnly(eventDate) ? eventIsoDates({ ...input.when, eventDate }) : {};
  const description = input.description.trim();
  const place = input.place?.trim();
  return {
    "@context": SCHEMA_ORG,
    "@type": "Event",
    name: input.name,
    ...description ? { description } : {},
    ...dates,
    eventStatus: EVENT_SCHEDULED,
    eventAttendanceMode: OFFLINE_ATTENDANCE,
    ...place ? { location: { "@type": "Place", name: place, address: place } } : {},
    ...input.image ? { image: input.image } : {},
    url: input.url,
    ...input.language ? { inLanguage: input.language } : {},
  };
}
