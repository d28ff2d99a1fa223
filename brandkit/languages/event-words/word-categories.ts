/**
 * The kinds of words copy must fit to its event: each language lists its words of each (event-words/<lang>.json,
 * "lexicon"), and an event's kind, time, link and vibes decide which it may say (brandkit/copy-fit). Zod-free, so
 * anything may import the list.
 */
export const WORD_CATEGORIES = [
  /** Drink: only when the vibes or the name ask for it. */
  "alcohol",
  /** Invitation formalities ("kindly reply"): weddings, engagements, anniversaries, galas. */
  "formal",
  /** What to wear ("black tie", "dress to impress"): only when a vibe or the name gives a dress code. */
  "dressCode",
  /** Children's-party words: only at a children's party. */
  "children",
  /** Going out at night ("after dark", "dance all night"): only for the kinds that have nightlife, never by day. */
  "nightlife",
  /** Noise ("loud", "full volume"): only for the kinds that are loud. */
  "loud",
  /** Party words ("party", "bash"): only for the kinds that are parties; never at a memorial. */
  "party",
  /** Tickets: only when there is a link and the kind sells them. */
  "tickets",
  /** Day parts: only the one of the event's time; none without a time. */
  "morning",
  "afternoon",
  "evening",
  "night",
] as const;
export type WordCategory = typeof WORD_CATEGORIES[number];
/** The categories that are day parts, in the order of a day. */
export const DAY_PARTS = ["morning", "afternoon", "evening", "night"] as const;
