/**
 * The kind of event the vibes and the name suggest: a wedding, a birthday, a conference, a club night... The
 * kind decides how guests answer (RSVP, register, tickets), whether the day is "tonight" or "today", and adds
 * its own words to the voice's; it also helps choose a palette for a request without colours. Unknown kinds
 * leave the voice alone. The kinds are read once from event-kinds.json through one schema; a file that does not
 * fit is a programming error whose message names the file. Core, beside moods.ts, because the copywriter and
 * the palette choice both read it.
 */
import { z } from "zod";
import { KIND_IDS } from "./languages/phrases/mod.ts";
import { parseOrThrow } from "./validate.ts";
import kinds from "./event-kinds.json" with { type: "json" };

const Words = z.array(z.string().trim().min(1)).readonly();

/** How guests say they are coming. */
const ResponseSchema = z.enum(["rsvp", "register", "tickets"]);
export type Response = z.output<typeof ResponseSchema>;

const EventKindSchema = z.strictObject({
  id: z.enum(KIND_IDS),
  /** What the event is called in running text: "birthday party". */
  noun: z.string().min(1),
  /** An evening event is on "tonight"; others "today". */
  evening: z.boolean(),
  response: ResponseSchema,
  /** True for events that come back (a year may be added to their name); false for a birthday or a wedding. */
  recurring: z.boolean(),
  /** Whole words or phrases (accent-free, lower case) of the vibes or the name that suggest the kind. */
  words: Words.refine((words) => words.every((word) => /^[a-z0-9]+( [a-z0-9]+)*$/.test(word)), {
    error: "needs accent-free lower-case words separated by single spaces",
  }),
  /** Headlines and taglines of its own, added to the voice's. */
  headlines: Words.default([]),
  taglines: Words.default([]),
  /** Hashtag words. */
  tags: Words,
});
export type EventKind = z.output<typeof EventKindSchema>;

/** The kinds, most specific first: "birthday party" is a birthday before it is a party. */
export const EVENT_KINDS: readonly EventKind[] = parseOrThrow(
  z.array(EventKindSchema).readonly(),
  kinds,
  "event-kinds.json",
);

/** A name that says someone turns an age: "Maya Turns 7", "Leo Is 40". */
const AGE_NAME =
  /\b(turns|turning|is)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|\w+teen|\w+ty)\b/;

/** Text as accent-free lower-case words separated by single spaces, with a space at each end. */
export function plainWords(text: string): string {
  return ` ${
    text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/&/g, " and ").replace(
      /[^a-z0-9]+/g,
      " ",
    ).trim()
  } `;
}

/**
 * The kind of event the name and the vibes suggest (the name first: "Maya Turns 7" is a birthday whatever its
 * vibes), or null when nothing does.
 */
export function eventKindOf(name: string | undefined, vibes: readonly string[]): EventKind | null {
  const nameWords = plainWords(name ?? "");
  if (AGE_NAME.test(nameWords)) return EVENT_KINDS.find((candidate) => candidate.id === "birthday")!;
  for (const text of [nameWords, ...vibes.map(plainWords)]) {
    const found = EVENT_KINDS.find((candidate) => candidate.words.some((word) => text.includes(` ${word} `)));
    if (found) return found;
  }
  return null;
}
