/**
 * RSVP's constants (issue 28) apart from its zod schemas (schemas.ts re-exports them), so the event page's
 * first-load script can use them without zod: importing any value from a module keeps its schemas.
 */

/**
 * The limits of one answer (issue 28; docs/behaviour.md#rsvp). Lengths are in characters as a reader sees
 * them (grapheme clusters).
 */
export const RSVP_LIMITS = {
  /** A guest's name. */
  maxNameLength: 80,
  /** A guest's note. */
  maxNoteLength: 280,
  /** People in one answer, the guest included. */
  maxParty: 10,
  /** The largest capacity an owner may set: the most answers (BRANDKIT_MAX_GUESTS's own bound) times the party. */
  maxCapacity: 10_000_000,
  /** The owner's questions (issue 38), at most. */
  maxQuestions: 5,
  /** A question's label. */
  maxQuestionLength: 120,
  /** A question with choices offers this many at least, and at most maxChoices. */
  minChoices: 2,
  maxChoices: 8,
  /** One choice. */
  maxChoiceLength: 60,
  /** A guest's reply to a question without choices. */
  maxReplyLength: 300,
  /** A companion's name (the others in a guest's party): as long as a guest's name. */
  maxCompanionLength: 80,
} as const;

/**
 * The no-JavaScript form's field of the reply to question `<id>` (`question-<id>`), and the fields of the
 * companions' names (`companion`, once per name, in order).
 */
export const QUESTION_FIELD_PREFIX = "question-";
export const COMPANION_FIELD = "companion";

/**
 * The honeypot: a field the page hides from people (a bot fills every field it finds). Any value makes the answer
 * look accepted, with the status a real one would get, while nothing is kept in the guest list, so the bot learns
 * nothing to route around (trapped-answers.ts).
 */
export const HONEYPOT_FIELD = "website";

/** The longest mail address (RFC 5321's path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** What a guest answers. */
export const RSVP_ANSWERS = ["going", "maybe", "no"] as const;

/** Where an answer stands: its answer, except that "going" past the kit's capacity is "waitlist". */
export const GUEST_STATUSES = ["going", "waitlist", "maybe", "no"] as const;

/** Why a kit takes no answers now. */
export const CLOSED_REASONS = ["no-date", "event-over", "closed-by-owner", "deadline-passed"] as const;

/**
 * How long an answer's Idempotency-Key (or the no-JavaScript form's answer key) is remembered: the same key with
 * the same answer within this time answers the first answer's guest again and adds nothing.
 */
export const ANSWER_REPLAY_MS = 24 * 60 * 60 * 1_000;

/** An Idempotency-Key as a client may send it: printable ASCII, long enough to be a random value. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{16,200}$/;

/**
 * The no-JavaScript form's hidden answer key, new with each rendering of the event page: the server's idempotency
 * key for the form's answers (routes/rsvp-form.ts).
 */
export const ANSWER_KEY_FIELD = "answer-key";
