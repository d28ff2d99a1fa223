/**
 * RSVP's constants (issue 28) apart from its zod schemas (schemas.ts re-exports them), so the event page's
 * first-load script can use them without zod: importing any value from a module keeps its schemas.
 */

/** The spec's limits of one answer. Lengths are in characters as a reader sees them (grapheme clusters). */
export const RSVP_LIMITS = {
  /** A guest's name. */
  maxNameLength: 80,
  /** A guest's note. */
  maxNoteLength: 280,
  /** People in one answer, the guest included. */
  maxParty: 10,
  /** The largest capacity an owner may set: the most answers (BRANDKIT_MAX_GUESTS's own bound) times the party. */
  maxCapacity: 10_000_000,
} as const;

/**
 * The honeypot: a field the page hides from people (a bot fills every field it finds). Any value makes the answer
 * look accepted while nothing is kept, so the bot learns nothing to route around.
 */
export const HONEYPOT_FIELD = "website";

/** What a guest answers. */
export const RSVP_ANSWERS = ["going", "maybe", "no"] as const;

/** Where an answer stands: its answer, except that "going" past the kit's capacity is "waitlist". */
export const GUEST_STATUSES = ["going", "waitlist", "maybe", "no"] as const;

/** Why a kit takes no answers now. */
export const CLOSED_REASONS = ["no-date", "event-over", "closed-by-owner", "deadline-passed"] as const;
