/**
 * The owner's updates (issue 38) as the event page shows them: each with its date written in the interface's
 * language and the event's zone (UTC for an event without one), by the server for the page's first rendering and
 * by the page for an update the owner posts meanwhile, with the same Intl options, so both say it alike.
 */
import type { KitUpdate } from "../../brandkit/web.ts";

/** One update on the page: as the API gives it, with its date written out. */
export type EventUpdateItem = KitUpdate & { date: string };

/** The updates part of the page. */
export type EventUpdatesData = {
  /** The kit's updates as an Atom feed (`/k/{id}/updates.atom`). */
  feed: string;
  /** The zone the dates are written in (an IANA name). */
  timeZone: string;
  /** Newest first. */
  items: EventUpdateItem[];
};

/** When an update was posted, in `language` and `timeZone`. */
export function updateDateOf(createdAt: string, language: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(new Date(createdAt));
  } catch {
    // A zone this runtime does not know: UTC, said as such.
    return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(new Date(createdAt));
  }
}

/** An update as the page shows it. */
export function eventUpdateItemOf(update: KitUpdate, language: string, timeZone: string): EventUpdateItem {
  return { ...update, date: updateDateOf(update.createdAt, language, timeZone) };
}
