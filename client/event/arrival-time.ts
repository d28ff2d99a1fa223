/**
 * When a guest arrived (issue 39: `checkedInAt` on the owner's guest list), in the interface's language and the
 * owner's own zone (the panel shows only once hydrated): the day and the minute, "Nov 29, 7:02 PM", since an event
 * may run over midnight or over several days.
 */
const ARRIVAL: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** `checkedInAt` (ISO 8601) in `language` and `timeZone`; UTC for a zone the runtime does not know. */
export function arrivalTimeOf(checkedInAt: string, language: string, timeZone: string): string {
  const at = new Date(checkedInAt);
  try {
    return new Intl.DateTimeFormat(language, { ...ARRIVAL, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, { ...ARRIVAL, timeZone: "UTC", timeZoneName: "short" }).format(
      at,
    );
  }
}
