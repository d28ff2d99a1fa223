/**
 * Every sentence the event page's RSVP says (issue 28), in one table: what an answer came to, why one was
 * refused (the form's 303 `?rsvp-error=` codes and the JSON API's error codes are the same), and why RSVP is
 * closed. The server renders them and the browser hydrates them from the same functions.
 */
import type { ClosedReason, GuestStatus } from "../../brandkit/web.ts";

/** How each status reads in "Your answer: ...". */
export const STATUS_WORDS: Readonly<Record<GuestStatus, string>> = {
  going: "Going",
  waitlist: "On the waitlist",
  maybe: "Maybe",
  no: "Not going",
};

/** The words of each answer on the form's radios. */
export const ANSWER_LABELS = { going: "Going", maybe: "Maybe", no: "Can't make it" } as const;

/** What the page says once an answer is in, by its status. */
export const ANSWERED: Readonly<Record<GuestStatus, string>> = {
  going: "Thank you! You're on the list.",
  waitlist: "The event is full: you're on the waitlist. You'll move up if a place frees.",
  maybe: "Thank you! You're down as a maybe.",
  no: "Thank you for letting the organiser know.",
};

export const RSVP_WORDS = {
  received: "Thank you! Your answer is in.",
  changed: "Your answer is updated.",
  withdrawn: "Your answer is withdrawn.",
  loaded: "Your answer is loaded: change it below, or withdraw it.",
  linkLost: "This private link no longer works: its answer was withdrawn or removed by the organiser.",
  closedTitle: "RSVP is closed",
  full: "The event is full: a new “going” answer joins the waitlist.",
  privateLinkCopied: "Private link copied.",
} as const;

/** Why RSVP is closed, as a guest reads it. */
export const CLOSED_WORDS: Readonly<Record<ClosedReason, string>> = {
  "no-date": "This event has no date yet, so it is not taking answers.",
  "event-over": "This event is over.",
  "closed-by-owner": "The organiser is not taking answers any more.",
  "deadline-passed": "The deadline for answers has passed.",
};

/** The form's fields, as a refusal names them. */
const FIELD_PROBLEMS: Readonly<Record<string, string>> = {
  name: "Please give your name, in at most 80 characters, on one line.",
  answer: "Please choose going, maybe or can't make it.",
  party: "The number in your party must be from 1 to 10.",
  note: "The note can be at most 280 characters.",
};

/** How many more people fit, as a guest going who asked for a larger party reads it. */
function placesLeftWords(placesLeft: number | undefined): string {
  if (placesLeft === undefined) return "There are not enough places left for a larger party.";
  if (placesLeft === 0) return "No places are left, so your party cannot grow.";
  return placesLeft === 1
    ? "Only 1 more place is left: your party can grow by 1."
    : `Only ${placesLeft} more places are left: your party can grow by ${placesLeft}.`;
}

/** A refusal as the guest reads it: from its code, the field at fault and the wait. */
export function refusalMessage(
  refusal: { code: string; field?: string; retryAfter?: number; placesLeft?: number },
): string {
  switch (refusal.code) {
    case "VALIDATION_ERROR":
      return (refusal.field && FIELD_PROBLEMS[refusal.field]) ??
        "Your answer could not be read. Please check the form and send it again.";
    case "RSVP_CLOSED":
      return "RSVP is closed: the organiser is not taking answers for this event.";
    case "NOT_ENOUGH_PLACES":
      return `${placesLeftWords(refusal.placesLeft)} Your answer is unchanged, and you keep your place.`;
    case "GUEST_LIMIT":
      return "This event's guest list is full, so no more answers can be taken. Please contact the organiser.";
    case "RATE_LIMIT_EXCEEDED":
      return `Many answers are arriving right now. Please wait ${
        refusal.retryAfter ?? 60
      }s and send yours again.`;
    case "PAYLOAD_TOO_LARGE":
      return "Your answer is too long. Please shorten the note and send it again.";
    case "KIT_NOT_FOUND":
      return "This event is no longer here.";
    case "NOT_FOUND":
    case "FORBIDDEN":
      return "That answer is no longer here: it was withdrawn or removed by the organiser.";
    default:
      return "Your answer could not be sent. Please try again in a moment.";
  }
}

/** "Amara, Tobi and 3 more" of the first names shown. */
export function namesLine(names: readonly string[], shown = 12): string {
  const listed = names.slice(0, shown);
  const more = names.length - listed.length;
  return more > 0 ? `${listed.join(", ")} and ${more} more` : listed.join(", ");
}

/** "12 going · 3 maybe", or null while nobody has answered going or maybe. */
export function countsLine(counts: { going: number; maybe: number }): string | null {
  if (counts.going === 0 && counts.maybe === 0) return null;
  return `${counts.going} going · ${counts.maybe} maybe`;
}

/** "Party of 2" or "Just you". */
export function partyWords(party: number): string {
  return party === 1 ? "Just you" : `Party of ${party}`;
}

/** "Your name and answer are kept with this event until {date}, then deleted." */
export const KEPT_BEFORE = "Your name and answer are kept with this event until ";
export const KEPT_AFTER = ", then deleted.";
