/**
 * The event's moment in the guest's own time zone (issue 28), worked out in the browser after hydration (the
 * server cannot know the guest's zone): "Sunday, May 16, 2027 · 5:00 PM – 7:00 PM (Europe/Berlin)", written
 * in the interface's language like the event's own line. Nothing when the guest's clocks read the same as the
 * event's.
 */

/** The parts of the event's time the page has. */
export type GuestTimeInput = {
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt?: string;
  /** The event's zone. */
  eventZone: string;
  /** The guest's zone (Intl's resolved zone). */
  guestZone: string;
  /** The interface's language (BCP 47), the day and time are written in. */
  lang: string;
};

const SEPARATOR = " · ";

function format(instant: Date, lang: string, zone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: zone }).format(instant);
}

/** The line for the guest's zone, or null when it says what the event's line says (or a zone is unknown). */
export function guestTimeText(input: GuestTimeInput): string | null {
  const start = new Date(input.startsAt);
  if (Number.isNaN(start.getTime()) || input.guestZone === input.eventZone) return null;
  try {
    const day = (zone: string) => format(start, input.lang, zone, { dateStyle: "full" });
    const time = (instant: Date, zone: string) =>
      format(instant, input.lang, zone, { hour: "numeric", minute: "2-digit" });
    const clock = (zone: string) => `${day(zone)} ${time(start, zone)}`;
    if (clock(input.guestZone) === clock(input.eventZone)) return null;
    const end = input.endsAt ? new Date(input.endsAt) : null;
    const times = end && !Number.isNaN(end.getTime())
      ? `${time(start, input.guestZone)} – ${time(end, input.guestZone)}`
      : time(start, input.guestZone);
    return `${day(input.guestZone)}${SEPARATOR}${times} (${input.guestZone})`;
  } catch {
    return null; // a zone this browser does not know
  }
}
