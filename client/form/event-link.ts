/**
 * Checks the event link (tickets or RSVP) as the visitor types it, by the request schema's rule (an https URL of
 * at most REQUEST_LIMITS.maxEventLinkLength characters), with a message a visitor can act on (said where it is
 * shown, in the interface's language). The server checks it again; this only saves a round trip.
 */
import { REQUEST_LIMITS } from "../../brandkit/web.ts";
import { type Message, message } from "../i18n/translator.ts";

/** The example the field and its message show. */
export const EVENT_LINK_EXAMPLE = "https://tickets.example.com/night";

const NOT_HTTPS = message("form.link.notHttps", { example: EVENT_LINK_EXAMPLE });

/** Why `text` cannot be the event link, or null when it can (an empty field is fine: the link is optional). */
export function eventLinkProblem(text: string): Message | null {
  const link = text.trim();
  if (link === "") return null;
  if (link.length > REQUEST_LIMITS.maxEventLinkLength) {
    return message("form.link.tooLong", { max: REQUEST_LIMITS.maxEventLinkLength });
  }
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return NOT_HTTPS;
  }
  if (url.protocol !== "https:" || !url.hostname || url.username || url.password) return NOT_HTTPS;
  return null;
}
