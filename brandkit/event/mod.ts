/**
 * The event page's facts (issue 28), made on the server from a kept kit: when it is (in the event's zone), the
 * way there, "Add to calendar" links, the label of the organiser's link, the page's colours held to the
 * graphics' contrast rule, and its structured data (schema.org's Event, issue 38). Pure functions of the kit;
 * the page gets their results as data.
 */
export {
  type CalendarEvent,
  DEFAULT_DURATION_MINUTES,
  eventIsoDates,
  eventStartInstant,
  GOOGLE_CALENDAR_URL,
  googleCalendarUrl,
  OUTLOOK_CALENDAR_URL,
  outlookCalendarUrl,
} from "./calendar-links.ts";
export { DEFAULT_MAPS_URL, directionsUrl } from "./directions.ts";
export { eventLinkLabel, LINK_LABELS, type LinkLabel } from "./link-label.ts";
export { type EventTheme, eventTheme, readableInk, wash } from "./theme.ts";
export {
  EVENT_SCHEDULED,
  type EventStructuredData,
  eventStructuredData,
  type EventStructuredDataInput,
  OFFLINE_ATTENDANCE,
  type PlaceData,
  SCHEMA_ORG,
} from "./structured-data.ts";
export { type EventTimeFacts, type EventWhen, eventWhen, formatFullDay, WHEN_SEPARATOR } from "./when.ts";
