/**
 * Every sentence the event page's RSVP says (issue 28), in one table, as messages of the interface's catalog
 * (client/i18n/messages/<lang>/event.json): what an answer came to, why one was refused (the form's 303
 * `?rsvp-error=` codes and the JSON API's error codes are the same), and why RSVP is closed. A store carries
 * them as data and the component that shows one says it in the page's language; the server renders them and the
 * browser hydrates them from the same functions.
 */
import type { ClosedReason, GuestStatus, RsvpAnswer } from "../../brandkit/web.ts";
import { type Message, message } from "../i18n/translator.ts";

/** How each status reads in "Your answer: ...". */
export const STATUS_WORDS: Readonly<Record<GuestStatus, Message>> = {
  going: message("event.status.going"),
  waitlist: message("event.status.waitlist"),
  maybe: message("event.status.maybe"),
  no: message("event.status.no"),
};

/** The words of each answer on the form's radios. */
export const ANSWER_LABELS: Readonly<Record<RsvpAnswer, Message>> = {
  going: message("event.form.answer.going"),
  maybe: message("event.form.answer.maybe"),
  no: message("event.form.answer.no"),
};

/** What the page says once an answer is in, by its status. */
export const ANSWERED: Readonly<Record<GuestStatus, Message>> = {
  going: message("event.answered.going"),
  waitlist: message("event.answered.waitlist"),
  maybe: message("event.answered.maybe"),
  no: message("event.answered.no"),
};

export const RSVP_WORDS = {
  received: message("event.said.received"),
  changed: message("event.said.changed"),
  withdrawn: message("event.said.withdrawn"),
  loaded: message("event.said.loaded"),
  linkLost: message("event.said.linkLost"),
  closedTitle: message("event.rsvp.closedTitle"),
  full: message("event.rsvp.full"),
} as const satisfies Record<string, Message>;

/** Why RSVP is closed, as a guest reads it. */
export const CLOSED_WORDS: Readonly<Record<ClosedReason, Message>> = {
  "no-date": message("event.rsvp.closed.noDate"),
  "event-over": message("event.rsvp.closed.eventOver"),
  "closed-by-owner": message("event.rsvp.closed.byOwner"),
  "deadline-passed": message("event.rsvp.closed.deadlinePassed"),
};

/** The form's fields, as a refusal names them. */
const FIELD_PROBLEMS: Readonly<Record<string, Message>> = {
  name: message("event.refusal.field.name"),
  answer: message("event.refusal.field.answer"),
  party: message("event.refusal.field.party"),
  note: message("event.refusal.field.note"),
  answers: message("event.questions.refusal"),
  companions: message("event.companions.refusal"),
};

/** A refusal's code, as the page says it (beside VALIDATION_ERROR, NOT_ENOUGH_PLACES and RATE_LIMIT_EXCEEDED). */
const REFUSALS: Readonly<Record<string, Message>> = {
  RSVP_CLOSED: message("event.refusal.closed"),
  GUEST_LIMIT: message("event.refusal.guestLimit"),
  PAYLOAD_TOO_LARGE: message("event.refusal.tooLong"),
  KIT_NOT_FOUND: message("event.refusal.eventGone"),
  NOT_FOUND: message("event.refusal.answerGone"),
  FORBIDDEN: message("event.refusal.answerGone"),
};

/** A refusal as the guest reads it: from its code, the field at fault, the wait and the places left. */
export function refusalMessage(
  refusal: { code: string; field?: string; retryAfter?: number; placesLeft?: number },
): Message {
  switch (refusal.code) {
    case "VALIDATION_ERROR":
      return (refusal.field && FIELD_PROBLEMS[refusal.field]) || message("event.refusal.unreadable");
    case "NOT_ENOUGH_PLACES":
      // How many more people fit, as a guest going who asked for a larger party reads it.
      return refusal.placesLeft === undefined
        ? message("event.refusal.notEnoughPlaces")
        : message("event.refusal.placesLeft", { placesLeft: refusal.placesLeft });
    case "RATE_LIMIT_EXCEEDED":
      return message("event.refusal.rateLimited", { retryAfter: refusal.retryAfter ?? 60 });
    default:
      return REFUSALS[refusal.code] ?? message("event.refusal.failed");
  }
}

/** How many first names "Going: ..." lists before "and 3 more". */
export const NAMES_SHOWN = 12;

/**
 * "Going: Amara, Tobi" or "Going: Amara, Tobi and 3 more" of the first names shown: the names (joined with the
 * language's separator, `names` of the message), and the message that says them.
 */
export function namesLine(
  names: readonly string[],
  separator: string,
  shown = NAMES_SHOWN,
): { names: string; said: Message } {
  const listed = names.slice(0, shown);
  const more = names.length - listed.length;
  return {
    names: listed.join(separator),
    said: more > 0 ? message("event.rsvp.goingNamesMore", { more }) : message("event.rsvp.goingNames"),
  };
}

/** "12 going · 3 maybe", or null while nobody has answered going or maybe. */
export function countsLine(counts: { going: number; maybe: number }): Message | null {
  if (counts.going === 0 && counts.maybe === 0) return null;
  return message("event.rsvp.counts", { going: counts.going, maybe: counts.maybe });
}

/** "Party of 2" or "Just you". */
export function partyWords(party: number): Message {
  return message("event.party", { party });
}

/** "Your name and answer are kept with this event until {date}, then deleted." */
export const KEPT_UNTIL = "event.rsvp.keptUntil";
