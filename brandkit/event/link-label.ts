/**
 * The label of the organiser's link on the event page (issue 28): what a guest does there. The kind of event the
 * name and vibes suggest decides it (event-kinds.json: a wedding takes RSVPs, a conference registrations, a club
 * night tickets); an event of no known kind is told by the link's site (a ticket shop sells tickets); else the
 * link is just the event's page.
 */
import { eventKindOf, type Response } from "../kinds/event-kinds.ts";

export const LINK_LABELS = ["Tickets", "RSVP", "Register", "Event page"] as const;
export type LinkLabel = typeof LINK_LABELS[number];

/** How each way of answering is labelled. */
const RESPONSE_LABELS: Readonly<Record<Response, LinkLabel>> = {
  rsvp: "RSVP",
  register: "Register",
  tickets: "Tickets",
  free: "Event page",
};

/** Sites whose links say what they are for, by host (and any subdomain of it). */
const SITE_LABELS: ReadonlyArray<readonly [host: string, label: LinkLabel]> = [
  ["eventbrite.com", "Tickets"],
  ["ticketmaster.com", "Tickets"],
  ["dice.fm", "Tickets"],
  ["tickettailor.com", "Tickets"],
  ["universe.com", "Tickets"],
  ["ra.co", "Tickets"],
  ["partiful.com", "RSVP"],
  ["lu.ma", "RSVP"],
  ["luma.com", "RSVP"],
  ["evite.com", "RSVP"],
  ["meetup.com", "Register"],
];

function siteLabel(link: string | undefined): LinkLabel | undefined {
  if (!link) return undefined;
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return SITE_LABELS.find(([site]) => host === site || host.endsWith(`.${site}`))?.[1];
}

/** "Tickets", "RSVP", "Register" or "Event page" for the organiser's `link` of an event with `name` and `vibes`. */
export function eventLinkLabel(name: string | undefined, vibes: readonly string[], link?: string): LinkLabel {
  const kind = eventKindOf({ name, vibes });
  if (kind && kind.response !== "free") return RESPONSE_LABELS[kind.response];
  return siteLabel(link) ?? "Event page";
}
