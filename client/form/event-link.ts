/**
 * Checks the event link (tickets or RSVP) as the visitor types it, by the request schema's rule (an https URL of
 * at most REQUEST_LIMITS.maxEventLinkLength characters), with a message a visitor can act on. The server checks
 * it again; this only saves a round trip.
 */
import { REQUEST_LIMITS } from "../../brandkit/web.ts";

/** The example the field and its message show. */
export const EVENT_LINK_EXAMPLE = "https://tickets.example.com/night";

/** Why `text` cannot be the event link, or null when it can (an empty field is fine: the link is optional). */
export function eventLinkProblem(text: string): string | null {
  const link = text.trim();
  if (link === "") return null;
  if (link.length > REQUEST_LIMITS.maxEventLinkLength) {
    return `Use a link of at most ${REQUEST_LIMITS.maxEventLinkLength} characters.`;
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return `Enter a link that starts with https://, e.g. ${EVENT_LINK_EXAMPLE}`;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) {
    return `Enter a link that starts with https://, e.g. ${EVENT_LINK_EXAMPLE}`;
  }
  return null;
}
