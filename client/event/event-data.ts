/**
 * What the event page (`/k/{id}`, issue 28) is rendered from: every fact of the event already written out by the
 * server (its own words in the kit's language, its day and time in the interface's and in the event's zone, with
 * the links built), so the browser hydrates the same markup without formatting anything again; and the RSVP's
 * state as the server saw it (the counts, the answer of this browser's cookie, what the last form post came to).
 */
import type { EventTheme, EventWhen, GuestEntry, LinkLabel, RsvpSummary } from "../../brandkit/web.ts";
import type { TicketQr } from "./ticket-qr.ts";
import type { EventUpdatesData } from "./updates-data.ts";

/** What the last form post (without JavaScript) came to, from the page's query after its 303. */
export type RsvpOutcome =
  | { kind: "answered"; guestId: string }
  | { kind: "withdrawn" }
  | { kind: "refused"; code: string; field?: string; retryAfter?: number; placesLeft?: number };

/** The RSVP part of the page. */
export type EventRsvpData = {
  summary: RsvpSummary;
  /** This browser's answer, read from its cookie and checked with its token (never the token itself). */
  answer?: GuestEntry;
  /**
   * That answer's ticket as a QR code, drawn by the server (issue 39), so a guest without JavaScript sees it too;
   * with JavaScript the page draws later tickets itself.
   */
  ticketQr?: TicketQr & { code: string };
  outcome?: RsvpOutcome;
  /**
   * The no-JavaScript form's answer key (ANSWER_KEY_FIELD), new with each rendering of the page: a post retried
   * after its answer was lost on the way back is answered again instead of adding another.
   */
  answerKey?: string;
  /** True when the server sends mail (BRANDKIT_SMTP_URL): the form asks for an optional address (issue 38). */
  mail?: boolean;
};

export type EventPageData = {
  id: string;
  /** The link guests get, absolute: what 'Copy link' and the share sheet give. */
  url: string;
  /** The brand kit's page, for co-organisers (`/k/{id}/kit`). */
  kitUrl: string;
  /** Where the RSVP form posts without JavaScript (`/k/{id}/rsvp`). */
  formAction: string;
  /** The kit's written language and its direction: the event's own words carry them. */
  lang: string;
  dir: "ltr" | "rtl";
  name: string;
  headline: string;
  description: string;
  when?: EventWhen;
  place?: { text: string; directionsUrl: string };
  /**
   * "Add to calendar": the kit's .ics, Google Calendar's and Outlook's links, and the calendar to subscribe to
   * (`webcal://<host>/k/{id}/calendar.ics`), which follows the event as it changes.
   */
  calendar?: { ics: string; google: string; outlook: string; subscribe: string };
  link?: { url: string; label: LinkLabel };
  /** The poster, and the story on narrow screens. */
  picture?: { poster: string; story: string; alt: string };
  theme: EventTheme;
  rsvp: EventRsvpData;
  /** The owner's updates (issue 38), newest first, and their feed. */
  updates: EventUpdatesData;
};
